/**
 * Recognising a table (issue 13, decisions 279, 281): a link's ticket is accepted when its signature matches and
 * the registry still has the table, in that hall, in that branch, all of them active, with dine-in on at the
 * branch. Every refusal is the one translated TABLE_LINK_INVALID (wrong signature, another merchant's ids, a
 * deleted table) or its "not taking orders" variant (switched off), so a guess learns nothing.
 */
import type { OrderRequest, TableTicket } from '@dasturxon/contracts';
import { AppError } from '../../errors/app-error.ts';
import type { OrderProblem } from '../orders/order-problems.ts';
import type { DiningRepository, TablePlaceRow } from './repository.ts';
import type { TableSigner } from './table-links.ts';

export function tableLinkInvalid(): AppError {
  return new AppError('TABLE_LINK_INVALID', 404, 'tableLinkInvalid');
}

export function createTablePlaces(deps: { repo: DiningRepository; signer: TableSigner }) {
  /** The place of a table by ids, checked against the registry; `sig` checked when given (null: staff). */
  async function check(
    merchantId: string,
    ids: { branchId: number; hallId: number; tableId: number },
    sig: string | null,
  ): Promise<TablePlaceRow> {
    if (sig !== null && !deps.signer.verify({ merchantId, ...ids }, sig)) throw tableLinkInvalid();
    const place = await deps.repo.place(merchantId, ids.tableId);
    if (!place || place.hall.id !== ids.hallId || place.branch.id !== ids.branchId) throw tableLinkInvalid();
    if (!place.table.isActive || !place.hall.isActive || !place.branch.isActive || !place.branch.dineIn) {
      throw new AppError('TABLE_LINK_INVALID', 409, 'tableNotServing');
    }
    return place;
  }

  return {
    check,
    /** The table of a customer's link. */
    ticket: (merchantId: string, ticket: TableTicket) => check(merchantId, ticket, ticket.sig),

    /**
     * The order's table problem, if any (quote and placement): a customer's DINE_IN needs a signed table of the
     * order's branch; a staff order (OPERATOR) may name a table without a signature, or none.
     */
    async orderProblem(
      merchantId: string,
      request: OrderRequest,
      staff: boolean,
    ): Promise<OrderProblem | null> {
      if (request.serviceType !== 'DINE_IN') return null;
      const { hallId, tableId, tableSig } = request;
      if (!tableId || !hallId) {
        return staff ? null : { code: 'TABLE_LINK_INVALID', key: 'tableLinkInvalid', status: 422 };
      }
      if (!staff && !tableSig) return { code: 'TABLE_LINK_INVALID', key: 'tableLinkInvalid', status: 422 };
      try {
        await check(
          merchantId,
          { branchId: request.branchId, hallId, tableId },
          staff ? null : (tableSig ?? null),
        );
        return null;
      } catch (error) {
        if (error instanceof AppError) {
          return { code: 'TABLE_LINK_INVALID', key: error.key, status: error.status === 409 ? 409 : 422 };
        }
        throw error;
      }
    },
  };
}

export type TablePlaces = ReturnType<typeof createTablePlaces>;

/**
 * A cash or terminal order handed over without (all) its money, and the money brought in later (decision 363).
 *
 * - `handoverUnpaid` (COURIER of the order, ADMIN, OPERATOR): the handover move (DELIVERED for a delivery, CLOSED
 *   for a pick-up or a table) through the state machine, in the same transaction and under the same lock as any
 *   move, but the order stays unpaid and keeps why (reason, note, what was taken). A repeat of the same request
 *   (a courier's phone retrying) answers the order as it is; a handover already done and paid is 409.
 * - `cashReceived` (ADMIN, OPERATOR): the money was brought to the till: paid now, one PAID entry of the member.
 *   A repeat answers the same.
 * - `cashWrittenOff` (ADMIN): the money will not come (decision 375): the order stays unpaid, no longer due.
 *   A repeat answers the same.
 * All publish the order's event after the commit: the boards and the customer's screen hear it.
 */
import type { StaffCashWriteOff, StaffHandoverUnpaid, StaffOrderDetail } from '@dasturxon/contracts';
import { HANDED_OVER_STATUSES } from '@dasturxon/domain';
import { notFound } from '../../errors/app-error.ts';
import { orderEventOf } from '../../events/order-events.ts';
import type { OrderStatusService } from '../orders/order-status.ts';
import type { OrderRow } from './repository.ts';
import type { StaffPrincipal } from './service.ts';

interface CashDueDeps {
  orderStatus: OrderStatusService;
  /** Whether the principal may see and change the order (a COURIER only its courier's). */
  visible(principal: StaffPrincipal, order: OrderRow | null): order is OrderRow;
  detail(principal: StaffPrincipal, row: OrderRow): Promise<StaffOrderDetail>;
}

export async function handoverUnpaid(
  deps: CashDueDeps,
  principal: StaffPrincipal,
  id: number,
  input: StaffHandoverUnpaid,
): Promise<StaffOrderDetail> {
  const row = await deps.orderStatus.change(
    principal.merchantId,
    id,
    async (order, tx, now) => {
      // Already handed over unpaid (a retry, or the loser of two at once): nothing more to write.
      if (order.handoverUnpaid && HANDED_OVER_STATUSES.has(order.status)) return orderEventOf(order, now);
      const to = order.serviceType === 'DELIVERY' ? 'DELIVERED' : 'CLOSED';
      return deps.orderStatus.inTransaction.move(tx, order, to, {
        actor: principal.staff.role,
        actorId: String(principal.staff.id),
        now,
        unpaid: {
          reason: input.reason,
          note: input.note || null,
          collected: input.reason === 'PARTIAL' ? (input.collected ?? null) : null,
          staffId: principal.staff.id,
          staffName: principal.staff.name,
          at: now.toISOString(),
        },
      });
    },
    {
      check(order) {
        if (!deps.visible(principal, order)) throw notFound('orderNotFound');
      },
    },
  );
  return deps.detail(principal, row);
}

export async function cashWrittenOff(
  deps: CashDueDeps,
  principal: StaffPrincipal,
  id: number,
  input: StaffCashWriteOff,
): Promise<StaffOrderDetail> {
  const row = await deps.orderStatus.change(principal.merchantId, id, (order, tx, now) =>
    deps.orderStatus.inTransaction.markCashWrittenOff(tx, order, {
      staffId: principal.staff.id,
      staffName: principal.staff.name,
      note: input.note,
      now,
    }),
  );
  return deps.detail(principal, row);
}

export async function cashReceived(
  deps: CashDueDeps,
  principal: StaffPrincipal,
  id: number,
): Promise<StaffOrderDetail> {
  const row = await deps.orderStatus.change(principal.merchantId, id, (order, tx, now) =>
    deps.orderStatus.inTransaction.markCashReceived(tx, order, { staffId: String(principal.staff.id), now }),
  );
  return deps.detail(principal, row);
}

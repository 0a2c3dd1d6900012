/** The storefront's dine-in calls (issue 13), each an entry of the contracts' endpoint table. */
import {
  dineInEndpoints,
  type LoginResponse,
  type TablePlace,
  type TableTicket,
  type WaiterCallReason,
  type WaiterCallStatus,
} from '@dasturxon/contracts';
import type { ApiResult } from '../../lib/api.ts';
import type { StorefrontMerchant } from '../../lib/storefront-merchant.server.ts';

/** The visitor's table from this brand's checkout state, when a table link was opened (decision 279). */
export function ticketOfState(state: {
  tableBranchId: number | null;
  hallId: number | null;
  tableId: number | null;
  tableSig: string | null;
}): TableTicket | null {
  const { tableBranchId, hallId, tableId, tableSig } = state;
  if (!tableBranchId || !hallId || !tableId || !tableSig) return null;
  return { branchId: tableBranchId, hallId, tableId, sig: tableSig };
}

export function getTablePlace(m: StorefrontMerchant, ticket: TableTicket): Promise<ApiResult<TablePlace>> {
  return m.api.call(dineInEndpoints.table, { query: ticket });
}

export function callWaiter(
  m: StorefrontMerchant,
  ticket: TableTicket,
  reason: WaiterCallReason,
): Promise<ApiResult<WaiterCallStatus>> {
  return m.api.call(dineInEndpoints.callWaiter, { body: { ...ticket, reason } });
}

export function waiterCallStatus(
  m: StorefrontMerchant,
  ticket: TableTicket,
  callId: number,
): Promise<ApiResult<WaiterCallStatus>> {
  return m.api.call(dineInEndpoints.call, { params: { callId }, query: ticket });
}

export function guestSession(
  m: StorefrontMerchant,
  ticket: TableTicket,
  deviceId: string,
): Promise<ApiResult<LoginResponse>> {
  return m.api.call(dineInEndpoints.guestSession, { body: { ...ticket, deviceId } });
}

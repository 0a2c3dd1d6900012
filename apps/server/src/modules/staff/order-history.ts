/**
 * An order's history as the console shows it (issue 11): every logged event of the order, oldest first, with
 * who did it (a staff member by name) and why (a cancel's reason).
 */
import type { OrderStatus, StaffOrderHistoryEntry } from '@dasturxon/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/factories/shared.ts';
import { orderEvents, staff } from '../../db/schema/index.ts';
import type { OrderRow } from './repository.ts';

/** `handRefundReference`: what the ADMIN typed when marking the order refunded by hand (decision 246). */
export async function loadOrderHistory(
  db: Executor,
  order: OrderRow,
  handRefundReference?: string,
): Promise<StaffOrderHistoryEntry[]> {
  const events = await db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, order.id))
    .orderBy(asc(orderEvents.at), asc(orderEvents.id));
  const staffIds = [
    ...new Set(
      events
        .filter((e) => e.actorType === 'STAFF' && e.actorId && /^\d{1,9}$/.test(e.actorId))
        .map((e) => Number(e.actorId)),
    ),
  ];
  const names = new Map<string, string>();
  if (staffIds.length > 0) {
    const rows = await db
      .select({ id: staff.id, name: staff.name })
      .from(staff)
      .where(and(eq(staff.merchantId, order.merchantId), inArray(staff.id, staffIds)));
    for (const row of rows) names.set(String(row.id), row.name);
  }
  const unpaid = order.handoverUnpaid;
  return events.map((e) => ({
    at: e.at.toISOString(),
    kind: e.kind,
    fromStatus: (e.fromStatus as OrderStatus | null) ?? null,
    toStatus: (e.toStatus as OrderStatus | null) ?? null,
    actor: {
      type: e.actorType,
      name:
        e.actorType === 'STAFF'
          ? (names.get(e.actorId ?? '') ?? null)
          : e.actorType === 'PROVIDER'
            ? e.actorId
            : null,
    },
    // The order keeps one reason: the cancel's, shown on the move to CANCELED; a hand refund (a staff UPDATE of
    // the payment) shows its reference.
    reason:
      e.kind === 'UPDATE' && e.actorType === 'STAFF'
        ? (handRefundReference ?? null)
        : e.toStatus === 'CANCELED'
          ? order.reason
          : null,
    // The handover made without the money (decision 363): the one staff move into DELIVERED/CLOSED that paid
    // nothing (a paid handover is logged PAID_AND_CHANGE_STATUS).
    ...(unpaid &&
    e.kind === 'CHANGE_STATUS' &&
    e.actorType === 'STAFF' &&
    (e.toStatus === 'DELIVERED' || e.toStatus === 'CLOSED')
      ? { unpaid: { reason: unpaid.reason, collected: unpaid.collected, note: unpaid.note } }
      : {}),
  }));
}

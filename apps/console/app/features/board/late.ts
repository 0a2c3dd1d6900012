/** "Late": longer in its status than the merchant's minutes for that status (StaffSettings.lateAfterMinutes). */
import { LATE_STATUSES, type LateAfterMinutes, type StaffOrder } from '@dasturxon/contracts';
import { minutesSince } from '../../lib/clock.ts';
import { statusSince } from '../../lib/order-times.ts';

/** Minutes the order has waited in its status, when that is past the limit; else null. */
export function lateMinutes(order: StaffOrder, limits: LateAfterMinutes, now: number): number | null {
  if (!(LATE_STATUSES as readonly string[]).includes(order.status)) return null;
  const limit = limits[order.status as keyof LateAfterMinutes];
  if (limit === null || limit === undefined) return null;
  const waited = minutesSince(statusSince(order), now);
  return waited >= limit ? waited : null;
}

/**
 * The call-centre tests' world: the ordering world (a merchant with a branch open at NOON, plov and a burger,
 * cash, terminal and Payme, a delivery zone) plus signed-in staff of each role, and calls as the console makes
 * them (bearer token of a staff session).
 */
import type { StaffRole } from '@dasturxon/contracts';
import { createStaff, createStaffSession } from '../../db/factories/staff.ts';
import type { CallOptions } from '../../testing/call.ts';
import type { TestDbKind } from '../../testing/test-db.ts';
import { useOrderWorld, type World } from '../orders/order-test-world.ts';

export function useCallCentreWorld(kind: TestDbKind) {
  const o = useOrderWorld(kind);

  /** A signed-in staff member of `role` at the world's merchant (or another merchant). */
  async function staffOf(merchantId: string, role: StaffRole = 'OPERATOR') {
    const member = await createStaff(o.t.db, { merchantId, role });
    const token = await createStaffSession(o.t.db, member, { now: o.clock.now });
    return { member, token };
  }

  /** A call as staff `token` of the world's merchant. */
  const asStaff =
    (w: World, token: string) =>
    (method: 'GET' | 'POST', url: string, opts: CallOptions = {}) =>
      o.call(method, url, { merchant: w.merchant.id, token, ...opts });

  return { ...o, staffOf, asStaff };
}

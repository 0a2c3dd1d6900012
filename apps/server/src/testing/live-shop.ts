/**
 * The world of the live-stream tests: a merchant with a branch, a signed-in customer with one open order, and a
 * signed-in staff member. Built on any database handle (a test app's, or a scratch PostgreSQL one).
 */
import type { Db } from '../db/client.ts';
import { createStaff, createStaffSession } from '../db/factories/staff.ts';
import {
  createBranch,
  createCity,
  createMerchant,
  createOrder,
  createSession,
  createUser,
} from '../db/factories.ts';

export async function createLiveShop(db: Db, opts: { role?: 'ADMIN' | 'OPERATOR' } = {}) {
  const merchant = await createMerchant(db);
  const city = await createCity(db);
  const branch = await createBranch(db, { merchantId: merchant.id, cityId: city.id });
  const user = await createUser(db, { merchantId: merchant.id });
  const token = await createSession(db, user);
  const order = await createOrder(db, { merchantId: merchant.id, userId: user.id, branchId: branch.id });
  const member = await createStaff(db, { merchantId: merchant.id, role: opts.role ?? 'ADMIN' });
  const staffToken = await createStaffSession(db, member);
  return { merchant, branch, user, token, order, member, staffToken };
}

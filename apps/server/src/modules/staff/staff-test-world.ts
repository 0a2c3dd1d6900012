/**
 * The staff API tests' world: an in-process event bus that records what is published, the app on it, calls to
 * the API, and a shop (a merchant with a branch, a customer and a signed-in staff member of a role).
 */
import { createStaff, createStaffSession } from '../../db/factories/staff.ts';
import { createBranch, createCity, createMerchant, createOrder, createUser } from '../../db/factories.ts';
import { createInProcessOrderEventBus, type OrderEventMessage } from '../../events/order-events.ts';
import { useTestApp } from '../../testing/test-app.ts';
import type { TestDbKind } from '../../testing/test-db.ts';

export function useStaffWorld(kind: TestDbKind) {
  // One bus per suite: closing an app closes its bus.
  const bus = createInProcessOrderEventBus();
  const published: OrderEventMessage[] = [];
  bus.subscribe((e) => published.push(e));
  const t = useTestApp(kind, { orderEvents: bus });

  const call = t.call;

  /** A merchant with a branch, a customer and a signed-in staff member of `role`. */
  async function shop(role: 'ADMIN' | 'OPERATOR' | 'KITCHEN' | 'COURIER' = 'OPERATOR') {
    const merchant = await createMerchant(t.db);
    const city = await createCity(t.db);
    const branch = await createBranch(t.db, { merchantId: merchant.id, cityId: city.id });
    const customer = await createUser(t.db, { merchantId: merchant.id, firstName: 'Aziza', lastName: 'K' });
    const member = await createStaff(t.db, { merchantId: merchant.id, role });
    const token = await createStaffSession(t.db, member);
    const order = (overrides: Partial<Parameters<typeof createOrder>[1]> = {}) =>
      createOrder(t.db, { merchantId: merchant.id, userId: customer.id, branchId: branch.id, ...overrides });
    return { merchant: merchant.id, branch, customer, member, token, order };
  }

  return { t, published, call, shop };
}

/**
 * The ordering API tests' world (orders, promos, deliveries): a merchant with a branch open 10:00-23:00, a menu
 * (createOrderingMenu: plov; a burger with a required size and optional extras), order settings with a 30 000 delivery minimum, a
 * delivery zone at 10 000, cash, terminal and Payme, and a signed-in customer; with calls to the API. The app's
 * clock is `clock.now` (NOON unless a test moves it).
 */
import {
  ApiErrorSchema,
  type BranchInput,
  type MerchantSettings,
  type OrderRequestInput,
  type StaffBranch,
} from '@dasturxon/contracts';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import {
  CHILONZOR,
  createBranch,
  createCity,
  createDeliveryZone,
  createMerchant,
  createOrderingMenu,
  createOrderSettings,
  createPaymentSettings,
  createSession,
  createUser,
} from '../../db/factories.ts';
import { orders } from '../../db/schema/index.ts';
import { useTestApp } from '../../testing/test-app.ts';
import type { TestDbKind } from '../../testing/test-db.ts';

/** Saturday 21 November 2026, 14:00 in Tashkent: the branch (10:00-23:00) is open. */
export const NOON = new Date('2026-11-21T09:00:00Z');
export { CHILONZOR };
export const SAMARKAND = { latitude: 39.6542, longitude: 66.9597 };

export function useOrderWorld(kind: TestDbKind) {
  const clock = { now: NOON };
  const t = useTestApp(kind, { clock: () => clock.now });

  async function world(opts: { settings?: Partial<MerchantSettings>; cashback?: number } = {}) {
    clock.now = NOON;
    const merchant = await createMerchant(t.db, {
      settings: {
        paymeActive: true,
        promoActive: true,
        cashbackActive: true,
        cancelOrderActive: true,
        ...opts.settings,
      },
    });
    const city = await createCity(t.db);
    const branch = await createBranch(t.db, { merchantId: merchant.id, cityId: city.id });
    const { plov, burger, small, large, cheese, bacon } = await createOrderingMenu(t.db, merchant.id);
    await createOrderSettings(t.db, { merchantId: merchant.id, minOrderAmount: 30_000 });
    const zone = await createDeliveryZone(t.db, { merchantId: merchant.id, price: 10_000 });
    await createPaymentSettings(t.db, merchant.id, ['CASH', 'TERMINAL', 'PAYME']);
    const user = await createUser(t.db, { merchantId: merchant.id, cashback: opts.cashback ?? 0 });
    const token = await createSession(t.db, user);
    return { merchant, city, branch, plov, burger, zone, user, token, small, large, cheese, bacon };
  }
  type World = Awaited<ReturnType<typeof world>>;

  const call = t.call;

  const pickUp = (w: World, extra: Partial<OrderRequestInput> = {}): OrderRequestInput => ({
    serviceType: 'PICK_UP',
    branchId: w.branch.id,
    paymentType: 'CASH',
    cartItems: [{ productId: w.plov.id, count: 2 }],
    ...extra,
  });
  const delivery = (w: World, extra: Partial<OrderRequestInput> = {}): OrderRequestInput =>
    pickUp(w, { serviceType: 'DELIVERY', address: { ...CHILONZOR, streetName: 'Bunyodkor' }, ...extra });

  const submit = (w: World, body: unknown, opts: { key?: string; lang?: string; token?: string } = {}) =>
    call('POST', '/orders/v1/orders', { merchant: w.merchant.id, token: w.token, body, ...opts });
  const quote = (w: World, body: unknown, opts: { lang?: string; token?: string } = {}) =>
    call('POST', '/orders/v1/orders/quote', { merchant: w.merchant.id, body, ...opts });
  const errorOf = (res: LightMyRequestResponse) => ApiErrorSchema.parse(res.json());

  async function orderCount(merchantId: string): Promise<number> {
    return (await t.db.select({ id: orders.id }).from(orders).where(eq(orders.merchantId, merchantId)))
      .length;
  }

  return { t, clock, world, call, pickUp, delivery, submit, quote, errorOf, orderCount };
}

export type World = Awaited<ReturnType<ReturnType<typeof useOrderWorld>['world']>>;

/**
 * A branch as the console lists it, as the console sends it back to save it (PUT /staff/v1/branches/{id}). The
 * factory's phone numbers are not in the form the staff API asks for: none are sent.
 */
export function branchInputOf(b: StaffBranch): BranchInput {
  return {
    name: b.name,
    address: b.address,
    cityId: b.cityId,
    latitude: b.latitude,
    longitude: b.longitude,
    phone: null,
    bookingPhone: null,
    isActive: b.isActive,
    services: b.services,
    workHours: b.workHours,
  };
}

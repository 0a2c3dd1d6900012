/**
 * The ordering API tests' world (orders, promos, deliveries): a merchant with a branch open 10:00-23:00, a menu
 * (plov; a burger with a required size and optional extras), order settings with a 30 000 delivery minimum, a
 * delivery zone at 10 000, cash, terminal and Payme, and a signed-in customer; with calls to the API. The app's
 * clock is `clock.now` (NOON unless a test moves it).
 */
import { ApiErrorSchema, type MerchantSettings, type OrderRequestInput } from '@dasturxon/contracts';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import {
  createBranch,
  createCategory,
  createCity,
  createDeliveryZone,
  createGroup,
  createMerchant,
  createOrderSettings,
  createPaymentSettings,
  createProduct,
  createSession,
  createUser,
  ml,
} from '../../db/factories.ts';
import { orders } from '../../db/schema/index.ts';
import { useTestApp } from '../../testing/test-app.ts';
import type { TestDbKind } from '../../testing/test-db.ts';

/** Saturday 21 November 2026, 14:00 in Tashkent: the branch (10:00-23:00) is open. */
export const NOON = new Date('2026-11-21T09:00:00Z');
export const CHILONZOR = { latitude: 41.2995, longitude: 69.2401 };
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
    const group = await createGroup(t.db, { merchantId: merchant.id });
    const category = await createCategory(t.db, { merchantId: merchant.id, groupId: group.id });
    const plov = await createProduct(t.db, {
      merchantId: merchant.id,
      categoryId: category.id,
      costPrice: 45_000,
    });
    const burger = await createProduct(t.db, {
      merchantId: merchant.id,
      categoryId: category.id,
      name: ml('Burger', 'Бургер', 'Burger'),
      costPrice: 30_000,
      discount: 10,
      modifierGroups: [
        {
          name: ml("O'lcham", 'Размер', 'Size'),
          min: 1,
          max: 1,
          modifiers: [
            { name: ml('Kichik', 'Маленький', 'Small'), price: 0 },
            { name: ml('Katta', 'Большой', 'Large'), price: 10_000 },
          ],
        },
        {
          name: ml("Qo'shimcha", 'Добавки', 'Extras'),
          min: 0,
          max: 2,
          modifiers: [
            { name: ml('Pishloq', 'Сыр', 'Cheese'), price: 5_000 },
            { name: ml('Bekon', 'Бекон', 'Bacon'), price: 8_000 },
          ],
        },
      ],
    });
    await createOrderSettings(t.db, { merchantId: merchant.id, minOrderAmount: 30_000 });
    const zone = await createDeliveryZone(t.db, { merchantId: merchant.id, price: 10_000 });
    await createPaymentSettings(t.db, merchant.id, ['CASH', 'TERMINAL', 'PAYME']);
    const user = await createUser(t.db, { merchantId: merchant.id, cashback: opts.cashback ?? 0 });
    const token = await createSession(t.db, user);
    const [small, large] = burger.modifierGroups[0]?.modifiers ?? [];
    const [cheese, bacon] = burger.modifierGroups[1]?.modifiers ?? [];
    if (!small || !large || !cheese || !bacon) throw new Error('modifiers missing');
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

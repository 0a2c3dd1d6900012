import {
  ApiErrorSchema,
  type MerchantSettings,
  type Order,
  OrderPageSchema,
  OrderQuoteSchema,
  type OrderRequestInput,
  OrderSchema,
  OrderSettingsSchema,
  UserPromoSchema,
} from '@dasturxon/contracts';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createStaff, createStaffSession } from '../../db/factories/staff.ts';
import {
  createBranch,
  createCategory,
  createCity,
  createCourier,
  createDeliveryZone,
  createGroup,
  createMerchant,
  createOrder,
  createOrderSettings,
  createPaymentSettings,
  createProduct,
  createPromo,
  createSession,
  createUser,
  ml,
} from '../../db/factories.ts';
import {
  orderEvents,
  orderSettings as orderSettingsTable,
  orders,
  productBranches,
  users,
} from '../../db/schema/index.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { databases } from '../../testing/test-db.ts';
import { cancelWaitingOrder } from '../payments/settlement.ts';
import { lockOrder } from './transitions.ts';

/** Saturday 21 November 2026, 14:00 in Tashkent: the branch (10:00-23:00) is open. */
const NOON = new Date('2026-11-21T09:00:00Z');
const CHILONZOR = { latitude: 41.2995, longitude: 69.2401 };
const SAMARKAND = { latitude: 39.6542, longitude: 66.9597 };

describe.each(databases())('orders on %s', (kind) => {
  let now = NOON;
  const t = useTestApp(kind, { clock: () => now });

  async function world(opts: { settings?: Partial<MerchantSettings>; cashback?: number } = {}) {
    now = NOON;
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

  function call(
    method: 'GET' | 'POST',
    url: string,
    opts: { merchant: string; token?: string; body?: unknown; lang?: string; key?: string },
  ): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { merchant: opts.merchant };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    if (opts.lang) headers['accept-language'] = opts.lang;
    if (opts.key) headers['idempotency-key'] = opts.key;
    return t.app.inject({
      method,
      url: `/api${url}`,
      headers,
      ...(opts.body === undefined ? {} : { payload: opts.body as Record<string, unknown> }),
    });
  }

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

  it('prices from the menu, ignoring prices and totals the client sends', async () => {
    const w = await world();
    const body = {
      ...pickUp(w, {
        cartItems: [
          { productId: w.plov.id, count: 2 },
          {
            productId: w.burger.id,
            count: 1,
            modifications: [{ id: w.large.id }, { id: w.cheese.id }],
          },
        ],
      }),
      totalPrice: 1,
      productPrice: 1,
    };
    (body.cartItems[0] as Record<string, unknown>).price = 1;
    (body.cartItems[0] as Record<string, unknown>).costPrice = 1;
    const res = await submit(w, body);
    expect(res.statusCode).toBe(201);
    expect(res.headers['cache-control']).toContain('no-store');
    const order = OrderSchema.parse(res.json());
    // Plov 2 × 45 000 + burger (30 000 + 10 000 + 5 000) − 10 % of the burger line (4 500).
    expect(order.totals).toMatchObject({
      productPrice: 135_000,
      productDiscount: 4_500,
      productCount: 3,
      deliveryPrice: 0,
      totalPrice: 130_500,
    });
    expect(order.items[1]).toMatchObject({ unitPrice: 45_000, lineDiscount: 4_500 });
    expect(order).toMatchObject({
      number: 1001,
      status: 'OPEN',
      canCancel: true,
      canPay: false,
      userId: w.user.id,
    });
    expect(order.statusLog.map((s) => s.status)).toEqual(['OPEN']);

    const got = await call('GET', `/orders/v1/orders/${order.id}`, {
      merchant: w.merchant.id,
      token: w.token,
    });
    expect(got.statusCode).toBe(200);
    expect(got.json()).toEqual(order);
  });

  it('quotes every problem at once, translated, and submit refuses with the first', async () => {
    const w = await world();
    const body = delivery(w, {
      paymentType: 'UZUM',
      address: { ...SAMARKAND },
      cartItems: [{ productId: w.burger.id, count: 1, modifications: [] }],
    });
    const res = await quote(w, body, { lang: 'ru' });
    expect(res.statusCode).toBe(200);
    const q = OrderQuoteSchema.parse(res.json());
    expect(q.problems.map((p) => p.code)).toEqual([
      'PAYMENT_TYPE_UNAVAILABLE',
      'MODIFIERS_INVALID',
      'OUT_OF_ZONE',
      'DELIVERY_MIN_AMOUNT',
    ]);
    expect(q.problems[1]?.message).toBe('Размер: выберите минимум 1.');
    expect(q.problems[3]?.message).toBe('Минимальная сумма заказа для доставки — 30\u00a0000 сум.');
    expect(q.cashbackBalance).toBe(0);

    const refused = await submit(w, body, { lang: 'uz' });
    expect(refused.statusCode).toBe(422);
    expect(errorOf(refused)).toMatchObject({
      code: 'PAYMENT_TYPE_UNAVAILABLE',
      message: "Bu to'lov turi mavjud emas.",
    });
    expect(await orderCount(w.merchant.id)).toBe(0);
  });

  it('delivers inside a zone at the tariff price and refuses an address out of every zone', async () => {
    const w = await world();
    const ok = await submit(w, delivery(w));
    expect(ok.statusCode).toBe(201);
    const order = OrderSchema.parse(ok.json());
    expect(order.totals).toMatchObject({ deliveryPrice: 10_000, totalPrice: 100_000 });
    expect(order.address).toMatchObject({ ...CHILONZOR, streetName: 'Bunyodkor' });
    expect(order.distance).toBeGreaterThan(0);

    const out = await submit(w, delivery(w, { address: SAMARKAND }), { lang: 'eng' });
    expect(out.statusCode).toBe(409);
    expect(errorOf(out).code).toBe('OUT_OF_ZONE');

    const tariff = await call('POST', '/deliveries/v1/delivery/tariff/client/calculate', {
      merchant: w.merchant.id,
      body: { productPrice: 90_000, branchId: w.branch.id, ...CHILONZOR },
    });
    expect(tariff.statusCode).toBe(200);
    expect(tariff.json()).toMatchObject({ price: 10_000, deliveryZoneId: w.zone.id });
    const far = await call('POST', '/deliveries/v1/delivery/tariff/client/calculate', {
      merchant: w.merchant.id,
      body: { productPrice: 90_000, branchId: w.branch.id, ...SAMARKAND },
    });
    expect(far.statusCode).toBe(409);
    expect(errorOf(far).code).toBe('OUT_OF_ZONE');

    const noAddress = await submit(w, { ...delivery(w), address: null });
    expect(noAddress.statusCode).toBe(400);
  });

  it('refuses delivery below the minimum amount', async () => {
    const w = await world();
    const res = await submit(
      w,
      delivery(w, { cartItems: [{ productId: w.burger.id, count: 1, modifications: [{ id: w.small.id }] }] }),
      {
        lang: 'uz',
      },
    );
    expect(res.statusCode).toBe(409);
    expect(errorOf(res)).toMatchObject({
      code: 'DELIVERY_MIN_AMOUNT',
      message: "Yetkazib berish uchun eng kam buyurtma summasi 30\u00a0000 so'm.",
    });
  });

  it('refuses a now order at a closed branch', async () => {
    const w = await world();
    now = new Date('2026-11-21T22:00:00Z'); // 03:00 in Tashkent
    const res = await submit(w, pickUp(w), { lang: 'ru' });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res)).toMatchObject({
      code: 'BRANCH_CLOSED',
      message: 'Филиал сейчас закрыт. Закажите позже или на другое время.',
    });
  });

  it('places a later order within the hours and refuses one outside them or in the past', async () => {
    const w = await world();
    const atTime = (body: unknown, lang = 'uz') =>
      call('POST', '/orders/v1/orders/at-time', { merchant: w.merchant.id, token: w.token, body, lang });

    const ok = await atTime(pickUp(w, { later: true, day: '2026-11-22', time: '12:30' }));
    expect(ok.statusCode).toBe(201);
    expect(OrderSchema.parse(ok.json())).toMatchObject({
      status: 'AT_TIME',
      later: true,
      deliveryAt: '2026-11-22T07:30:00.000Z',
    });

    const night = await atTime(pickUp(w, { later: true, day: '2026-11-22', time: '03:00' }));
    expect(night.statusCode).toBe(409);
    expect(errorOf(night)).toMatchObject({
      code: 'TIME_OUTSIDE_HOURS',
      message: 'Tanlangan vaqtda filial ishlamaydi. Ish vaqti ichidagi vaqtni tanlang.',
    });
    const past = await atTime(pickUp(w, { later: true, day: '2026-11-21', time: '13:00' }), 'ru');
    expect(past.statusCode).toBe(409);
    expect(errorOf(past)).toMatchObject({
      code: 'TIME_OUTSIDE_HOURS',
      message: 'Выбранное время уже прошло. Выберите более позднее.',
    });

    const noTime = await atTime(pickUp(w, { later: true, day: '2026-11-22' }));
    expect(noTime.statusCode).toBe(400);
    expect(errorOf(noTime).code).toBe('VALIDATION_FAILED');
    const laterOnNow = await submit(w, pickUp(w, { later: true, day: '2026-11-22', time: '12:30' }));
    expect(laterOnNow.statusCode).toBe(400);
    expect(errorOf(laterOnNow).details?.[0]?.message).toContain('at-time');
  });

  it('checks modifier choices: minimum, maximum and unknown modifiers', async () => {
    const w = await world();
    const withMods = (modifications: Array<{ id: number; count?: number }>) =>
      pickUp(w, { cartItems: [{ productId: w.burger.id, count: 2, modifications }] });

    const missing = await submit(w, withMods([]), { lang: 'ru' });
    expect(missing.statusCode).toBe(422);
    expect(errorOf(missing)).toMatchObject({
      code: 'MODIFIERS_INVALID',
      message: 'Размер: выберите минимум 1.',
    });

    const tooMany = await submit(
      w,
      withMods([{ id: w.small.id }, { id: w.cheese.id }, { id: w.bacon.id, count: 2 }]),
      { lang: 'ru' },
    );
    expect(tooMany.statusCode).toBe(422);
    expect(errorOf(tooMany).message).toBe('Добавки: выберите не больше 2.');

    const unknown = await submit(w, withMods([{ id: w.small.id }, { id: 999_999 }]), { lang: 'eng' });
    expect(unknown.statusCode).toBe(422);
    expect(errorOf(unknown)).toMatchObject({
      code: 'MODIFIERS_INVALID',
      message: 'Burger: the choice of extras is not valid.',
    });
    expect(await orderCount(w.merchant.id)).toBe(0);
  });

  it('refuses a product on the stop-list and more than the branch has', async () => {
    const w = await world();
    await t.db.insert(productBranches).values([
      { productId: w.plov.id, branchId: w.branch.id, isAvailable: true, stock: 3 },
      { productId: w.burger.id, branchId: w.branch.id, isAvailable: false },
    ]);
    const tooMany = await submit(w, pickUp(w, { cartItems: [{ productId: w.plov.id, count: 4 }] }), {
      lang: 'uz',
    });
    expect(tooMany.statusCode).toBe(409);
    expect(errorOf(tooMany)).toMatchObject({
      code: 'NOT_ENOUGH_PRODUCTS',
      message: "Mahsulot yetarli emas: To'y oshi (ko'pi bilan 3 ta).",
    });
    expect((await submit(w, pickUp(w, { cartItems: [{ productId: w.plov.id, count: 3 }] }))).statusCode).toBe(
      201,
    );

    const stopped = await submit(
      w,
      pickUp(w, { cartItems: [{ productId: w.burger.id, count: 1, modifications: [{ id: w.small.id }] }] }),
      { lang: 'eng' },
    );
    expect(stopped.statusCode).toBe(409);
    expect(errorOf(stopped)).toMatchObject({
      code: 'PRODUCT_NOT_AVAILABLE',
      message: 'Product not available: Burger.',
    });

    const pickUpOnly = await createProduct(t.db, {
      merchantId: w.merchant.id,
      categoryId: w.plov.categoryId,
      name: ml('Tort', 'Торт', 'Cake'),
      deliveryEnabled: false,
    });
    t.app.invalidateMenu(w.merchant.id);
    const notDelivered = await submit(
      w,
      delivery(w, { cartItems: [{ productId: pickUpOnly.id, count: 1 }] }),
    );
    expect(notDelivered.statusCode).toBe(409);
    expect(errorOf(notDelivered).code).toBe('PRODUCT_NOT_AVAILABLE');
    expect(
      (await submit(w, pickUp(w, { cartItems: [{ productId: pickUpOnly.id, count: 1 }] }))).statusCode,
    ).toBe(201);

    const unknown = await submit(w, pickUp(w, { cartItems: [{ productId: 999_999, count: 1 }] }));
    expect(unknown.statusCode).toBe(409);
    expect(errorOf(unknown).code).toBe('PRODUCT_NOT_AVAILABLE');
  });

  it('refuses payment and service types the merchant does not offer', async () => {
    const w = await world({ settings: { clickActive: false } });
    // CLICK: web flag off; UZUM: no payment setting row; OTHER: no web flag at all.
    for (const paymentType of ['CLICK', 'UZUM', 'OTHER'] as const) {
      const res = await submit(w, pickUp(w, { paymentType }));
      expect(res.statusCode, paymentType).toBe(422);
      expect(errorOf(res).code).toBe('PAYMENT_TYPE_UNAVAILABLE');
    }
    const dineIn = await submit(w, pickUp(w, { serviceType: 'DINE_IN' }), { lang: 'eng' });
    expect(dineIn.statusCode).toBe(422);
    expect(errorOf(dineIn)).toMatchObject({
      code: 'SERVICE_TYPE_UNAVAILABLE',
      message: 'This way of getting the order is not available now.',
    });

    const settings = await call('GET', `/orders/v1/order/setting/${w.merchant.id}`, {
      merchant: w.merchant.id,
    });
    expect(settings.statusCode).toBe(200);
    expect(OrderSettingsSchema.parse(settings.json()).paymentTypes).toEqual({
      WEB: ['CASH', 'TERMINAL', 'PAYME'],
      TG: ['CASH', 'TERMINAL', 'PAYME'],
    });
    const other = await createMerchant(t.db);
    const mismatch = await call('GET', `/orders/v1/order/setting/${other.id}`, { merchant: w.merchant.id });
    expect(mismatch.statusCode).toBe(404);
  });

  it('adds the service fee below its threshold and none above', async () => {
    const w = await world();
    await t.db
      .update(orderSettingsTable)
      .set({
        isServiceFeeEnabled: true,
        isServiceFeeFreeAboveThreshold: true,
        serviceFeeThreshold: 150_000,
        serviceFeeAmount: 2_000,
      })
      .where(eq(orderSettingsTable.merchantId, w.merchant.id));
    const small = OrderQuoteSchema.parse((await quote(w, pickUp(w))).json());
    expect(small.totals).toMatchObject({ serviceFee: 2_000, totalPrice: 92_000 });
    const big = OrderQuoteSchema.parse(
      (await quote(w, pickUp(w, { cartItems: [{ productId: w.plov.id, count: 4 }] }))).json(),
    );
    expect(big.totals).toMatchObject({ serviceFee: 0, totalPrice: 180_000 });
  });

  it('starts an online order waiting for its payment, payable', async () => {
    const w = await world();
    const res = await submit(w, pickUp(w, { paymentType: 'PAYME' }));
    expect(res.statusCode).toBe(201);
    expect(OrderSchema.parse(res.json())).toMatchObject({ status: 'CREATED', canPay: true, isPaid: false });
  });

  describe('promos', () => {
    async function promoWorld() {
      const w = await world();
      const day = 24 * 60 * 60 * 1000;
      await createPromo(t.db, {
        merchantId: w.merchant.id,
        code: 'welcome',
        productDiscount: 10,
        deliveryDiscount: 100,
        minPrice: 50_000,
      });
      await createPromo(t.db, { merchantId: w.merchant.id, code: 'OFF', isActive: false });
      await createPromo(t.db, {
        merchantId: w.merchant.id,
        code: 'SOON',
        startDate: new Date(NOON.getTime() + day),
      });
      await createPromo(t.db, {
        merchantId: w.merchant.id,
        code: 'OLD',
        endDate: new Date(NOON.getTime() - day),
      });
      return w;
    }

    it('applies a promo once per customer', async () => {
      const w = await promoWorld();
      const res = await submit(w, delivery(w, { promoCode: ' Welcome ' }));
      expect(res.statusCode).toBe(201);
      const order = OrderSchema.parse(res.json());
      expect(order.totals).toMatchObject({
        productPrice: 90_000,
        promoProductDiscount: 9_000,
        deliveryPrice: 10_000,
        deliveryDiscount: 10_000,
        totalPrice: 81_000,
      });
      expect(order.promoCode).toBe('WELCOME');

      const again = await submit(w, delivery(w, { promoCode: 'WELCOME' }), { lang: 'ru' });
      expect(again.statusCode).toBe(422);
      expect(errorOf(again).message).toBe('Вы уже использовали этот промокод.');

      const mine = await call('GET', '/orders/v1/promos/my', { merchant: w.merchant.id, token: w.token });
      expect(mine.statusCode).toBe(200);
      const promos = UserPromoSchema.array().parse(mine.json());
      expect(promos).toMatchObject([{ code: 'WELCOME', state: 'USED', orderId: order.id }]);

      // Canceling the order gives the promo back.
      const canceled = await call('POST', `/orders/v1/orders/${order.id}/cancel`, {
        merchant: w.merchant.id,
        token: w.token,
        body: {},
      });
      expect(canceled.statusCode).toBe(200);
      expect((await submit(w, delivery(w, { promoCode: 'WELCOME' }))).statusCode).toBe(201);
    });

    it('gives the cashback and the promo back however the order is canceled: by the desk or by a provider', async () => {
      const w = await promoWorld();
      await t.db.update(users).set({ cashback: 5_000 }).where(eq(users.id, w.user.id));
      const balance = async () =>
        (await t.db.select({ c: users.cashback }).from(users).where(eq(users.id, w.user.id)))[0]?.c;
      const operator = await createStaff(t.db, { merchantId: w.merchant.id, role: 'OPERATOR' });
      const staffToken = await createStaffSession(t.db, operator);

      // The desk cancels an order that spent 5,000 of cashback and the WELCOME promo.
      const first = OrderSchema.parse(
        (await submit(w, delivery(w, { promoCode: 'WELCOME', cashback: 5_000 }))).json(),
      );
      expect([first.totals.cashback, first.promoCode, await balance()]).toEqual([5_000, 'WELCOME', 0]);
      const byDesk = await call('POST', `/staff/v1/orders/${first.id}/status`, {
        merchant: w.merchant.id,
        token: staffToken,
        body: { status: 'CANCELED', reason: 'Oshxona yopiq' },
      });
      expect(byDesk.statusCode, byDesk.body).toBe(200);
      expect(await balance()).toBe(5_000);

      // Payme cancels a second one, still waiting for its payment: the same comes back.
      const second = OrderSchema.parse(
        (
          await submit(w, delivery(w, { promoCode: 'WELCOME', cashback: 5_000, paymentType: 'PAYME' }))
        ).json(),
      );
      expect([second.status, second.promoCode, await balance()]).toEqual(['CREATED', 'WELCOME', 0]);
      await t.db.transaction(async (tx) => {
        const locked = await lockOrder(tx, w.merchant.id, second.id);
        if (!locked) throw new Error('order not found');
        await cancelWaitingOrder(tx, locked, 'PAYME', NOON);
      });
      expect(await balance()).toBe(5_000);
      // The promo is free again: a third order can use it.
      expect((await submit(w, delivery(w, { promoCode: 'WELCOME' }))).statusCode).toBe(201);
    });

    it('lets only one of several simultaneous orders use a once-per-customer promo', async () => {
      const w = await promoWorld();
      const results = await Promise.all(
        Array.from({ length: 5 }, (_, i) =>
          submit(w, delivery(w, { promoCode: 'WELCOME' }), { key: `promo-race-${i + 100}` }),
        ),
      );
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 422, 422, 422, 422]);
      expect(await orderCount(w.merchant.id)).toBe(1);
    });

    it.each([
      ['NOPE', 'PROMO_NOT_FOUND', "Bunday promokod yo'q.", 'Такого промокода нет.'],
      ['OFF', 'PROMO_NOT_ACTIVE', 'Promokod faol emas.', 'Промокод не активен.'],
      ['SOON', 'PROMO_NOT_STARTED', 'Promokod hali boshlanmagan.', 'Промокод ещё не начал действовать.'],
      ['OLD', 'PROMO_EXPIRED', 'Promokod muddati tugagan.', 'Срок действия промокода истёк.'],
    ])('refuses %s with %s in uz and ru', async (code, errorCode, uz, ru) => {
      const w = await promoWorld();
      const inUz = await submit(w, pickUp(w, { promoCode: code }), { lang: 'uz' });
      expect(inUz.statusCode).toBe(422);
      expect(errorOf(inUz)).toMatchObject({ code: errorCode, message: uz });
      const check = await call('POST', '/orders/v1/promos/check', {
        merchant: w.merchant.id,
        token: w.token,
        body: { code, productPrice: 100_000 },
        lang: 'ru',
      });
      expect(check.statusCode).toBe(422);
      expect(errorOf(check)).toMatchObject({ code: errorCode, message: ru });
      const q = OrderQuoteSchema.parse(
        (await quote(w, pickUp(w, { promoCode: code }), { lang: 'ru' })).json(),
      );
      expect(q.problems).toEqual([{ code: errorCode, message: ru }]);
      expect(q.totals.promoProductDiscount).toBe(0);
    });

    it('refuses a promo below its minimum and checks a usable one into my promos', async () => {
      const w = await promoWorld();
      const low = await submit(
        w,
        pickUp(w, { cartItems: [{ productId: w.plov.id, count: 1 }], promoCode: 'WELCOME' }),
        {
          lang: 'ru',
        },
      );
      expect(low.statusCode).toBe(422);
      expect(errorOf(low)).toMatchObject({
        code: 'PROMO_MIN_PRICE',
        message: 'Для промокода сумма продуктов должна быть не меньше 50\u00a0000 сум.',
      });
      const check = await call('POST', '/orders/v1/promos/check', {
        merchant: w.merchant.id,
        token: w.token,
        body: { code: 'welcome', productPrice: 50_000 },
      });
      expect(check.statusCode).toBe(200);
      expect(check.json()).toMatchObject({ code: 'WELCOME', minPrice: 50_000 });
      const mine = await call('GET', '/orders/v1/promos/my', { merchant: w.merchant.id, token: w.token });
      expect(mine.json()).toMatchObject([{ code: 'WELCOME', state: 'AVAILABLE', usedAt: null }]);
      const guest = await call('POST', '/orders/v1/promos/check', {
        merchant: w.merchant.id,
        body: { code: 'welcome', productPrice: 50_000 },
      });
      expect(guest.statusCode).toBe(401);
    });
  });

  describe('idempotency', () => {
    it('answers a retry with the same key and request with the same order, once', async () => {
      const w = await world();
      const key = 'order-key-0001';
      const first = await submit(w, pickUp(w), { key });
      expect(first.statusCode).toBe(201);
      // Same request with its keys in another order.
      const { cartItems, ...rest } = pickUp(w);
      const again = await submit(w, { cartItems, ...rest }, { key });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
      expect(await orderCount(w.merchant.id)).toBe(1);

      const other = await submit(w, pickUp(w, { comment: 'Tezroq' }), { key, lang: 'ru' });
      expect(other.statusCode).toBe(409);
      expect(errorOf(other)).toMatchObject({
        code: 'IDEMPOTENCY_CONFLICT',
        message: 'Этот ключ запроса уже использован для другого заказа.',
      });
      expect((await submit(w, pickUp(w), { key: 'short' })).statusCode).toBe(400);
      // The same body on the other endpoint is another request.
      const atTime = await call('POST', '/orders/v1/orders/at-time', {
        merchant: w.merchant.id,
        token: w.token,
        key,
        body: pickUp(w, { later: true, day: '2026-11-22', time: '12:30' }),
      });
      expect(atTime.statusCode).toBe(409);
      // Keys belong to a customer: another customer's same key makes their own order.
      const neighbour = await createUser(t.db, { merchantId: w.merchant.id });
      const res = await submit(w, pickUp(w), { key, token: await createSession(t.db, neighbour) });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ userId: neighbour.id, number: 1002 });
    });

    it('makes one order of 10 concurrent submits with one key, and 10 gapless numbers with 10 keys', async () => {
      const w = await world();
      const same = await Promise.all(
        Array.from({ length: 10 }, () => submit(w, pickUp(w), { key: 'concurrent-key-1' })),
      );
      expect(same.map((r) => r.statusCode).sort()).toEqual([
        200, 200, 200, 200, 200, 200, 200, 200, 200, 201,
      ]);
      expect(new Set(same.map((r) => (r.json() as Order).id)).size).toBe(1);
      expect(await orderCount(w.merchant.id)).toBe(1);

      const distinct = await Promise.all(
        Array.from({ length: 10 }, (_, i) => submit(w, pickUp(w), { key: `concurrent-key-${i + 10}` })),
      );
      expect(distinct.every((r) => r.statusCode === 201)).toBe(true);
      const numbers = distinct.map((r) => (r.json() as Order).number).sort((a, b) => a - b);
      expect(numbers).toEqual([1002, 1003, 1004, 1005, 1006, 1007, 1008, 1009, 1010, 1011]);
    });

    it('numbers orders per merchant', async () => {
      const a = await world();
      const b = await world();
      expect((await submit(a, pickUp(a))).json()).toMatchObject({ number: 1001 });
      expect((await submit(a, pickUp(a))).json()).toMatchObject({ number: 1002 });
      expect((await submit(b, pickUp(b))).json()).toMatchObject({ number: 1001 });
    });
  });

  describe('a customer’s orders', () => {
    it('hides another customer’s and another merchant’s orders', async () => {
      const w = await world();
      const order = OrderSchema.parse((await submit(w, pickUp(w))).json());
      const stranger = await createUser(t.db, { merchantId: w.merchant.id });
      const strangerToken = await createSession(t.db, stranger);
      const asStranger = await call('GET', `/orders/v1/orders/${order.id}`, {
        merchant: w.merchant.id,
        token: strangerToken,
        lang: 'eng',
      });
      expect(asStranger.statusCode).toBe(404);
      expect(errorOf(asStranger).code).toBe('NOT_FOUND');
      expect(
        (
          await call('POST', `/orders/v1/orders/${order.id}/cancel`, {
            merchant: w.merchant.id,
            token: strangerToken,
            body: {},
          })
        ).statusCode,
      ).toBe(404);
      expect(
        (
          await call('GET', `/deliveries/v1/delivery/courier/${order.id}`, {
            merchant: w.merchant.id,
            token: strangerToken,
          })
        ).statusCode,
      ).toBe(404);

      const elsewhere = await world();
      const foreignBranch = await quote(w, pickUp(w, { branchId: elsewhere.branch.id }), { lang: 'eng' });
      expect(foreignBranch.statusCode).toBe(404);
      expect(errorOf(foreignBranch).message).toBe('Branch not found.');
      const asOtherMerchant = await call('GET', `/orders/v1/orders/${order.id}`, {
        merchant: elsewhere.merchant.id,
        token: elsewhere.token,
      });
      expect(asOtherMerchant.statusCode).toBe(404);
      const otherList = await call('GET', `/orders/v1/orders/user/${w.user.id}`, {
        merchant: w.merchant.id,
        token: strangerToken,
      });
      expect(otherList.statusCode).toBe(404);
      const guest = await submit(w, pickUp(w), { token: '' });
      expect(guest.statusCode).toBe(401);
    });

    it('pages the list newest first, 10 a page, and keeps the archive apart', async () => {
      const w = await world();
      const made = [];
      for (let i = 0; i < 12; i++) {
        made.push(
          await createOrder(t.db, {
            merchantId: w.merchant.id,
            userId: w.user.id,
            branchId: w.branch.id,
            status: i < 3 ? 'CLOSED' : 'OPEN',
            createdDate: new Date(NOON.getTime() + i * 60_000),
          }),
        );
      }
      const list = (query: string) =>
        call('GET', `/orders/v1/orders/user/${w.user.id}${query}`, {
          merchant: w.merchant.id,
          token: w.token,
        });
      const first = OrderPageSchema.parse((await list('')).json());
      expect(first).toMatchObject({ page: 0, size: 10, totalElements: 12, totalPages: 2 });
      expect(first.content.map((o) => o.id)).toEqual(
        made
          .slice(2)
          .reverse()
          .map((o) => o.id),
      );
      const second = OrderPageSchema.parse((await list('?page=1')).json());
      expect(second.content.map((o) => o.id)).toEqual([made[1]?.id, made[0]?.id]);
      const archive = OrderPageSchema.parse((await list('?onlyArchive=true')).json());
      expect(archive.totalElements).toBe(3);
      expect(archive.content.every((o) => o.status === 'CLOSED')).toBe(true);

      const active = await call('GET', `/orders/v1/orders/user/${w.user.id}/active`, {
        merchant: w.merchant.id,
        token: w.token,
      });
      expect(active.statusCode).toBe(200);
      expect((active.json() as Order[]).length).toBe(9);
    });

    it('spends cashback on an order and refunds it on cancel', async () => {
      const w = await world({ cashback: 20_000 });
      const guestQuote = OrderQuoteSchema.parse((await quote(w, pickUp(w, { cashback: 50_000 }))).json());
      expect(guestQuote).toMatchObject({ cashbackBalance: 0, totals: { cashback: 0 } });
      const ownQuote = OrderQuoteSchema.parse(
        (await quote(w, pickUp(w, { cashback: 20_000 }), { token: w.token })).json(),
      );
      expect(ownQuote).toMatchObject({ cashbackBalance: 20_000, totals: { cashback: 20_000 }, problems: [] });
      const res = await submit(w, pickUp(w, { cashback: 20_000 }));
      expect(res.statusCode).toBe(201);
      const order = OrderSchema.parse(res.json());
      expect(order.totals).toMatchObject({ cashback: 20_000, totalPrice: 70_000 });
      const balance = async () =>
        (await t.db.select({ c: users.cashback }).from(users).where(eq(users.id, w.user.id)))[0]?.c;
      expect(await balance()).toBe(0);

      const canceled = await call('POST', `/orders/v1/orders/${order.id}/cancel`, {
        merchant: w.merchant.id,
        token: w.token,
        body: { reason: 'Adashdim' },
      });
      expect(canceled.statusCode).toBe(200);
      expect(OrderSchema.parse(canceled.json())).toMatchObject({
        status: 'CANCELED',
        reason: 'Adashdim',
        canCancel: false,
      });
      expect(await balance()).toBe(20_000);
      const log = await t.db
        .select()
        .from(orderEvents)
        .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.toStatus, 'CANCELED')));
      expect(log).toMatchObject([{ actorType: 'CUSTOMER', fromStatus: 'OPEN' }]);
    });

    it('refuses more cashback than the balance (decision 100), before submit and at submit, spending nothing', async () => {
      const w = await world({ cashback: 20_000 });
      const balance = async () =>
        (await t.db.select({ c: users.cashback }).from(users).where(eq(users.id, w.user.id)))[0]?.c;
      const asked = OrderQuoteSchema.parse(
        (await quote(w, pickUp(w, { cashback: 50_000 }), { token: w.token, lang: 'eng' })).json(),
      );
      expect(asked.problems).toEqual([
        {
          code: 'CASHBACK_ABOVE_BALANCE',
          message:
            'Your cashback balance is 20\u00a0000 UZS, less than asked. Please check the order total again.',
        },
      ]);
      const refused = await submit(w, pickUp(w, { cashback: 50_000 }), { lang: 'ru' });
      expect(refused.statusCode, refused.body).toBe(409);
      expect(errorOf(refused)).toMatchObject({
        code: 'CASHBACK_ABOVE_BALANCE',
        message: 'На балансе кешбэка 20\u00a0000 сум — меньше, чем указано. Проверьте сумму заказа ещё раз.',
      });
      expect([await balance(), await orderCount(w.merchant.id)]).toEqual([20_000, 0]);
    });

    it('spends cashback only up to what is left to pay, and one balance on one order when two race', async () => {
      const w = await world({ cashback: 200_000 });
      const balance = async () =>
        (await t.db.select({ c: users.cashback }).from(users).where(eq(users.id, w.user.id)))[0]?.c;
      // Two plov, 90 000: a balance of 200 000 pays all of it and keeps the rest.
      const all = OrderSchema.parse((await submit(w, pickUp(w, { cashback: 200_000 }))).json());
      expect(all.totals).toMatchObject({ cashback: 90_000, totalPrice: 0 });
      expect(await balance()).toBe(110_000);

      // Two orders at once, each asking for the whole 110 000 left: one gets it, the other is refused.
      const results = await Promise.all(
        ['race-key-a', 'race-key-b'].map((key) =>
          submit(w, pickUp(w, { cashback: 110_000, cartItems: [{ productId: w.plov.id, count: 3 }] }), {
            key,
          }),
        ),
      );
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      const loser = results.find((r) => r.statusCode === 409);
      expect(loser && errorOf(loser).code).toBe('CASHBACK_ABOVE_BALANCE');
      expect(await balance()).toBe(0);
    });

    it('lets the customer cancel only before cooking and while the merchant allows it', async () => {
      const w = await world();
      const cancel = (id: number) =>
        call('POST', `/orders/v1/orders/${id}/cancel`, {
          merchant: w.merchant.id,
          token: w.token,
          lang: 'uz',
        });
      const cooking = await createOrder(t.db, {
        merchantId: w.merchant.id,
        userId: w.user.id,
        branchId: w.branch.id,
        status: 'COOKING',
      });
      const refused = await cancel(cooking.id);
      expect(refused.statusCode, refused.body).toBe(409);
      expect(errorOf(refused)).toMatchObject({ message: "Buyurtmani endi bekor qilib bo'lmaydi." });

      const open = OrderSchema.parse((await submit(w, pickUp(w))).json());
      expect((await cancel(open.id)).statusCode).toBe(200);
      expect((await cancel(open.id)).statusCode).toBe(409);

      const strict = await world({ settings: { cancelOrderActive: false } });
      const placed = OrderSchema.parse((await submit(strict, pickUp(strict))).json());
      expect(placed.canCancel).toBe(false);
      const no = await call('POST', `/orders/v1/orders/${placed.id}/cancel`, {
        merchant: strict.merchant.id,
        token: strict.token,
      });
      expect(no.statusCode).toBe(409);
    });

    it('shows the courier of an order once one is attached', async () => {
      const w = await world();
      const order = OrderSchema.parse((await submit(w, delivery(w))).json());
      const url = `/deliveries/v1/delivery/courier/${order.id}`;
      expect((await call('GET', url, { merchant: w.merchant.id, token: w.token })).statusCode).toBe(404);
      const courier = await createCourier(t.db, { merchantId: w.merchant.id, name: 'Jasur' });
      await t.db
        .update(orders)
        .set({ courierId: courier.id, courierStatus: 'PERFORMER_FOUND' })
        .where(eq(orders.id, order.id));
      const res = await call('GET', url, { merchant: w.merchant.id, token: w.token });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: courier.id, name: 'Jasur', status: 'PERFORMER_FOUND' });
    });
  });
});

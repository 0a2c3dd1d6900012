/** The pricing pipeline through the API: POST /orders/v1/orders/quote and the refusals of submit (quote.ts). */
import { OrderQuoteSchema, OrderSchema, OrderSettingsSchema } from '@dasturxon/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createBranch, createMerchant, createProduct, ml } from '../../db/factories.ts';
import { branches, orderSettings as orderSettingsTable, productBranches } from '../../db/schema/index.ts';
import { databases } from '../../testing/test-db.ts';
import { CHILONZOR, SAMARKAND, useOrderWorld } from './order-test-world.ts';

describe.each(databases())('quote on %s', (kind) => {
  const { t, clock, world, call, pickUp, delivery, submit, quote, errorOf, orderCount } = useOrderWorld(kind);

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
    clock.now = new Date('2026-11-21T22:00:00Z'); // 03:00 in Tashkent
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

  it('answers 404 for a branch of another merchant, a deleted one and an unknown one, placing nothing', async () => {
    const w = await world();
    const other = await createMerchant(t.db);
    const foreign = await createBranch(t.db, { merchantId: other.id, cityId: w.city.id });
    const gone = await createBranch(t.db, { merchantId: w.merchant.id, cityId: w.city.id });
    await t.db.update(branches).set({ deleted: true }).where(eq(branches.id, gone.id));
    for (const branchId of [foreign.id, gone.id, 999_999]) {
      const res = await submit(w, pickUp(w, { branchId }), { lang: 'eng' });
      expect(res.statusCode).toBe(404);
      expect(errorOf(res).message).toBe('Branch not found.');
      expect((await quote(w, pickUp(w, { branchId }))).statusCode).toBe(404);
    }
    expect(await orderCount(w.merchant.id)).toBe(0);
  });
});

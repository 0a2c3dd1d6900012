import { OrderQuoteSchema, OrderSettingsSchema } from '@dasturxon/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/test-app.ts';
import { databases } from '../../testing/test-db.ts';
import { branches, merchants, promos } from '../schema/index.ts';
import { seedDemo } from './index.ts';

/** Saturday 21 November 2026, 14:00 in Tashkent. */
const NOON = new Date('2026-11-21T09:00:00Z');

describe.each(databases())('ordering demo seed on %s', (kind) => {
  const t = useTestApp(kind, { clock: () => NOON });

  it('lets every demo merchant take orders across Tashkent, but not in Samarkand', async () => {
    await seedDemo(t.db);
    for (const sub of ['navruz', 'navruzburger', 'bodomzor']) {
      const [merchant] = await t.db.select().from(merchants).where(eq(merchants.sub, sub));
      if (!merchant) throw new Error(sub);
      const settings = await t.get(`/api/orders/v1/order/setting/${merchant.id}`, { merchant: merchant.id });
      expect(settings.statusCode).toBe(200);
      expect(OrderSettingsSchema.parse(settings.json())).toMatchObject({
        minOrderAmount: 30_000,
        serviceFeeAmount: 2_000,
        serviceFeeThreshold: 150_000,
        paymentTypes: { WEB: ['CASH', 'TERMINAL', 'PAYME', 'CLICK', 'UZUM'] },
      });
      const [branch] = await t.db
        .select()
        .from(branches)
        .where(and(eq(branches.merchantId, merchant.id), eq(branches.isMain, true)));
      const tariff = (latitude: number, longitude: number) =>
        t.call('POST', '/deliveries/v1/delivery/tariff/client/calculate', {
          merchant: merchant.id,
          body: { productPrice: 50_000, branchId: branch?.id ?? 0, latitude, longitude },
        });
      // Amir Temur square, Yunusobod, Sergeli: 10 000, 15 000 and 20 000 zones (plus the distance part).
      for (const [lat, lon, zonePrice] of [
        [41.3111, 69.2797, 10_000],
        [41.3845, 69.2862, 15_000],
        [41.205, 69.225, 20_000],
      ] as const) {
        const res = await tariff(lat, lon);
        expect(res.statusCode, `${sub} ${lat},${lon}`).toBe(200);
        expect(res.json().price).toBeGreaterThanOrEqual(zonePrice);
      }
      expect((await tariff(39.6542, 66.9597)).statusCode).toBe(409);
      // Chirchiq is beyond the outskirts.
      expect((await tariff(41.4689, 69.5822)).statusCode).toBe(409);
    }
    const codes = await t.db.select({ code: promos.code }).from(promos);
    expect(new Set(codes.map((c) => c.code))).toEqual(
      new Set(['WELCOME', 'MINUS20K', 'OLD2025', 'SOON', 'OFF']),
    );

    const [navruz] = await t.db.select().from(merchants).where(eq(merchants.sub, 'navruz'));
    const [chilonzor] = await t.db
      .select()
      .from(branches)
      .where(and(eq(branches.merchantId, navruz?.id ?? ''), eq(branches.isMain, true)));
    const quote = await t.call('POST', '/orders/v1/orders/quote', {
      merchant: navruz?.id ?? '',
      lang: 'uz',
      body: {
        serviceType: 'PICK_UP',
        branchId: chilonzor?.id,
        paymentType: 'CASH',
        cartItems: [{ productId: 999_999, count: 1 }],
        promoCode: 'OLD2025',
      },
    });
    expect(OrderQuoteSchema.parse(quote.json()).problems.map((p) => p.code)).toEqual([
      'PRODUCT_NOT_AVAILABLE',
      'PROMO_EXPIRED',
    ]);
  });
});

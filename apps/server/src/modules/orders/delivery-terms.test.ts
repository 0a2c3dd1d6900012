/**
 * The delivery time estimate (decision 315) through the API: in the quote, and in GET /orders/v1/delivery-terms
 * with the delivery fee and minimum a customer sees before checkout (decision 316).
 */
import {
  ApiErrorSchema,
  DeliveryTermsSchema,
  OrderQuoteSchema,
  OrderSchema,
  StaffBranchSchema,
  StaffZoneSchema,
} from '@dasturxon/contracts';
import { estimateEta } from '@dasturxon/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createStaff, createStaffSession } from '../../db/factories/staff.ts';
import { orderSettings, products } from '../../db/schema/index.ts';
import { databases } from '../../testing/test-db.ts';
import { branchInputOf, CHILONZOR, SAMARKAND, useOrderWorld, type World } from './order-test-world.ts';

describe.each(databases())('delivery estimate on %s', (kind) => {
  const { t, clock, world, call, pickUp, delivery, quote, submit } = useOrderWorld(kind);

  /** Plov cooks 25-40 minutes, the burger 10-15. */
  async function cookingWorld(): Promise<World> {
    const w = await world();
    await t.db
      .update(products)
      .set({ timeCookingMin: 25, timeCookingMax: 40 })
      .where(eq(products.id, w.plov.id));
    await t.db
      .update(products)
      .set({ timeCookingMin: 10, timeCookingMax: 15 })
      .where(eq(products.id, w.burger.id));
    return w;
  }
  const terms = (w: World, query: string) =>
    call('GET', `/orders/v1/delivery-terms${query}`, { merchant: w.merchant.id });

  it('the quote estimates kitchen plus road: plov for two 3.4 km away is 40-70 minutes, pick-up 25-40', async () => {
    const w = await cookingWorld();
    const res = await quote(w, delivery(w));
    const q = OrderQuoteSchema.parse(res.json());
    expect(q.distance).toBeCloseTo(3.44, 1);
    expect(q.estimate).toEqual({ minMinutes: 40, maxMinutes: 70 });
    const { minMinutes, maxMinutes } = estimateEta({
      items: [{ count: 2, cookMin: 25, cookMax: 40 }],
      distanceKm: q.distance,
    });
    expect(q.estimate).toEqual({ minMinutes, maxMinutes });

    const p = OrderQuoteSchema.parse((await quote(w, pickUp(w))).json());
    expect(p.estimate).toEqual({ minMinutes: 25, maxMinutes: 40 });
    // A later order says its own time; a delivery without an address has no road yet.
    const later = OrderQuoteSchema.parse(
      (await quote(w, pickUp(w, { later: true, day: '2026-11-22', time: '12:00' }))).json(),
    );
    expect(later.estimate).toBeNull();
    expect(
      OrderQuoteSchema.parse((await quote(w, delivery(w, { address: null }))).json()).estimate,
    ).toBeNull();
  });

  it('a placed order keeps the estimate it was quoted, as minutes and clock times', async () => {
    const w = await cookingWorld();
    const res = await submit(w, pickUp(w));
    expect(res.statusCode).toBe(201);
    const order = OrderSchema.parse(res.json());
    expect(order.estimate).toEqual({
      minMinutes: 25,
      maxMinutes: 40,
      from: '2026-11-21T09:25:00.000Z',
      to: '2026-11-21T09:40:00.000Z',
    });
    const again = OrderSchema.parse(
      (
        await call('GET', `/orders/v1/orders/${order.id}`, { merchant: w.merchant.id, token: w.token })
      ).json(),
    );
    expect(again.estimate).toEqual(order.estimate);
  });

  it('terms before checkout: fee to the point, minimum, service fee and the estimate of the basket', async () => {
    const w = await cookingWorld();
    await t.db
      .update(orderSettings)
      .set({
        isServiceFeeEnabled: true,
        serviceFeeAmount: 2_000,
        isServiceFeeFreeAboveThreshold: true,
        serviceFeeThreshold: 200_000,
        freeDeliveryThreshold: 150_000,
      })
      .where(eq(orderSettings.merchantId, w.merchant.id));
    const at = `latitude=${CHILONZOR.latitude}&longitude=${CHILONZOR.longitude}`;
    const res = await terms(w, `?serviceType=DELIVERY&${at}&products=${w.plov.id}`);
    expect(res.statusCode).toBe(200);
    expect(DeliveryTermsSchema.parse(res.json())).toEqual({
      serviceType: 'DELIVERY',
      branchId: w.branch.id,
      estimate: { minMinutes: 40, maxMinutes: 70 },
      deliveryPrice: 10_000,
      deliveryPriceFrom: null,
      outOfZone: false,
      minOrderAmount: 30_000,
      freeDeliveryThreshold: 150_000,
      serviceFee: 2_000,
      serviceFeeFreeFrom: 200_000,
    });

    // No point yet: the cheapest zone "from" and a typical 3 km; a typical dish of the menu (median 10-15).
    const guess = DeliveryTermsSchema.parse((await terms(w, '')).json());
    expect(guess).toMatchObject({ deliveryPrice: null, deliveryPriceFrom: 10_000, outOfZone: false });
    expect(guess.estimate).toEqual({ minMinutes: 25, maxMinutes: 45 });

    // Samarkand is outside every zone: no fee, no estimate, said so.
    const far = DeliveryTermsSchema.parse(
      (await terms(w, `?latitude=${SAMARKAND.latitude}&longitude=${SAMARKAND.longitude}`)).json(),
    );
    expect(far).toMatchObject({ outOfZone: true, deliveryPrice: null, estimate: null });

    // Pick-up: no minimum, no delivery, the kitchen only.
    const pick = DeliveryTermsSchema.parse(
      (await terms(w, `?serviceType=PICK_UP&products=${w.plov.id},${w.burger.id}`)).json(),
    );
    expect(pick).toMatchObject({
      serviceType: 'PICK_UP',
      minOrderAmount: 0,
      deliveryPrice: null,
      deliveryPriceFrom: null,
      estimate: { minMinutes: 25, maxMinutes: 40 },
    });
  });

  it('follows a zone and a branch changed in the console at once, although both are kept (decision 379)', async () => {
    const w = await world();
    const admin = await createStaff(t.db, { merchantId: w.merchant.id, role: 'ADMIN' });
    const token = await createStaffSession(t.db, admin, { now: clock.now });
    const staff = (method: 'GET' | 'PUT', url: string, body?: unknown) =>
      t.call(method, url, { merchant: w.merchant.id, token, ...(body === undefined ? {} : { body }) });
    const at = `?serviceType=DELIVERY&latitude=${CHILONZOR.latitude}&longitude=${CHILONZOR.longitude}`;
    const fee = async () => DeliveryTermsSchema.parse((await terms(w, at)).json());
    expect(await fee()).toMatchObject({ branchId: w.branch.id, deliveryPrice: 10_000 });

    const zone = StaffZoneSchema.array()
      .parse((await staff('GET', '/staff/v1/zones')).json())
      .find((z) => z.id === w.zone.id);
    if (!zone) throw new Error('the zone is not listed');
    const { id: _id, lastModifiedDate: _changed, ...input } = zone;
    expect((await staff('PUT', `/staff/v1/zones/${zone.id}`, { ...input, price: 14_000 })).statusCode).toBe(
      200,
    );
    expect(await fee()).toMatchObject({ deliveryPrice: 14_000 });

    // The only branch switched off: no branch to deliver from, so no fee.
    const listed = StaffBranchSchema.array().parse((await staff('GET', '/staff/v1/branches')).json());
    const b = listed.find((row) => row.id === w.branch.id);
    if (!b) throw new Error('the branch is not listed');
    const branch = { ...branchInputOf(b), isActive: false };
    expect((await staff('PUT', `/staff/v1/branches/${b.id}`, branch)).statusCode).toBe(200);
    expect(await fee()).toMatchObject({ branchId: null, deliveryPrice: null });
  });

  it('refuses nonsense with a translated 400, and knows only its own merchant', async () => {
    const w = await cookingWorld();
    for (const q of [
      '?latitude=91&longitude=0',
      '?products=1;DROP',
      '?branchId=99999999999',
      '?serviceType=TAXI',
    ]) {
      const res = await terms(w, q);
      expect(res.statusCode, q).toBe(400);
      expect(ApiErrorSchema.parse(res.json()).code).toBe('VALIDATION_FAILED');
    }
    const other = await world();
    // Another merchant's branch id and products are not this merchant's: its own main branch answers.
    const res = DeliveryTermsSchema.parse(
      (await terms(other, `?branchId=${w.branch.id}&products=${w.plov.id}`)).json(),
    );
    expect(res.branchId).toBe(other.branch.id);
  });
});

/**
 * Delivery zones and order settings through the staff API (issue 12, decisions 262-263): polygons checked,
 * another merchant's ids 404, roles, the audit rows, the preview priced by the checkout's tariff, and a saved
 * zone or setting live in the customer's quote at once.
 */
import {
  OrderQuoteSchema,
  OrderSettingsSchema,
  StaffZoneSchema,
  type ZoneInput,
  ZonePreviewSchema,
} from '@dasturxon/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createStaff, createStaffSession } from '../../db/factories/staff.ts';
import { createDeliveryZone, createMerchant } from '../../db/factories.ts';
import { auditLog } from '../../db/schema/index.ts';
import { databases } from '../../testing/test-db.ts';
import { CHILONZOR, SAMARKAND, useOrderWorld } from '../orders/order-test-world.ts';

/** A square around Samarkand's centre, [lat, lon], closed as GeoJSON writes it. */
const SAMARKAND_SQUARE: Array<[number, number]> = [
  [39.7, 66.9],
  [39.7, 67.0],
  [39.6, 67.0],
  [39.6, 66.9],
  [39.7, 66.9],
];

const zone = (over: Partial<ZoneInput> = {}): ZoneInput => ({
  name: 'Samarqand',
  branchId: null,
  polygon: SAMARKAND_SQUARE,
  color: '#1971c2',
  price: 25_000,
  priority: 1,
  isActive: true,
  ...over,
});

describe.each(databases())('zone admin on %s', (kind) => {
  const { t, clock, world, call, delivery, quote } = useOrderWorld(kind);

  async function staffToken(
    merchantId: string,
    role: 'ADMIN' | 'OPERATOR' | 'KITCHEN' | 'COURIER' = 'ADMIN',
  ) {
    const member = await createStaff(t.db, { merchantId, role });
    return createStaffSession(t.db, member, { now: clock.now });
  }

  it('draws a zone, and a customer inside it can order delivery at its price', async () => {
    const w = await world();
    const token = await staffToken(w.merchant.id);
    const outside = OrderQuoteSchema.parse(
      (await quote(w, delivery(w, { address: { ...SAMARKAND } }))).json(),
    );
    expect(outside.problems.map((p) => p.code)).toContain('OUT_OF_ZONE');

    const created = await call('POST', '/staff/v1/zones', { merchant: w.merchant.id, token, body: zone() });
    expect(created.statusCode).toBe(201);
    const z = StaffZoneSchema.parse(created.json());
    // Stored as an open ring.
    expect(z.polygon).toHaveLength(4);

    const inside = OrderQuoteSchema.parse(
      (await quote(w, delivery(w, { address: { ...SAMARKAND } }))).json(),
    );
    expect(inside.problems.map((p) => p.code)).not.toContain('OUT_OF_ZONE');
    expect(inside.totals.deliveryPrice).toBe(25_000);

    const preview = await call(
      'GET',
      `/staff/v1/zones/preview?lat=${SAMARKAND.latitude}&lon=${SAMARKAND.longitude}`,
      {
        merchant: w.merchant.id,
        token,
      },
    );
    expect(ZonePreviewSchema.parse(preview.json())).toMatchObject({
      branchId: w.branch.id,
      zone: { id: z.id, name: 'Samarqand' },
      price: 25_000,
      minOrderAmount: 30_000,
    });

    // Edited: price and priority; deleted: out of zone again.
    const saved = await call('PUT', `/staff/v1/zones/${z.id}`, {
      merchant: w.merchant.id,
      token,
      body: zone({ price: 12_000 }),
    });
    expect(saved.json()).toMatchObject({ price: 12_000 });
    const cheaper = OrderQuoteSchema.parse(
      (await quote(w, delivery(w, { address: { ...SAMARKAND } }))).json(),
    );
    expect(cheaper.totals.deliveryPrice).toBe(12_000);
    const gone = await call('DELETE', `/staff/v1/zones/${z.id}`, { merchant: w.merchant.id, token });
    expect(gone.statusCode).toBe(204);
    const again = OrderQuoteSchema.parse((await quote(w, delivery(w, { address: { ...SAMARKAND } }))).json());
    expect(again.problems.map((p) => p.code)).toContain('OUT_OF_ZONE');

    const rows = await t.db.select().from(auditLog).where(eq(auditLog.merchantId, w.merchant.id));
    expect(rows.map((r) => `${r.entity}:${r.action}`)).toEqual([
      'deliveryZone:create',
      'deliveryZone:update',
      'deliveryZone:delete',
    ]);
    expect(rows[1]?.changes).toEqual({ price: { from: 25_000, to: 12_000 } });
  });

  it('refuses invalid polygons, negative prices and bad colours', async () => {
    const w = await world();
    const token = await staffToken(w.merchant.id);
    const post = (body: unknown, lang = 'eng') =>
      call('POST', '/staff/v1/zones', { merchant: w.merchant.id, token, body, lang });
    const bowTie = await post(
      zone({
        polygon: [
          [39.6, 66.9],
          [39.7, 67.0],
          [39.7, 66.9],
          [39.6, 67.0],
        ],
      }),
    );
    expect(bowTie.statusCode).toBe(422);
    expect(bowTie.json().message).toContain('crosses itself');
    const line = await post(
      zone({
        polygon: [
          [39.6, 66.9],
          [39.65, 66.95],
          [39.7, 67.0],
        ],
      }),
    );
    expect(line.statusCode).toBe(422);
    const repeated = await post(
      zone({
        polygon: [
          [39.6, 66.9],
          [39.7, 67.0],
          [39.6, 66.9],
        ],
      }),
    );
    expect(repeated.statusCode).toBe(422);
    expect(
      (
        await post(
          zone({
            polygon: [
              [39.6, 66.9],
              [39.7, 67],
            ],
          }),
        )
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await post(
          zone({
            polygon: [
              [95, 66.9],
              [39.7, 67],
              [39.6, 67],
            ],
          }),
        )
      ).statusCode,
    ).toBe(400);
    expect((await post(zone({ price: -1 }))).statusCode).toBe(400);
    expect((await post(zone({ color: 'red' }))).statusCode).toBe(400);
    const list = await call('GET', '/staff/v1/zones', { merchant: w.merchant.id, token });
    expect(list.json().map((z: { name: string }) => z.name)).toEqual(['Toshkent markazi']);
  });

  it('keeps zones to their merchant and to ADMIN', async () => {
    const w = await world();
    const other = await createMerchant(t.db);
    const theirs = await createDeliveryZone(t.db, { merchantId: other.id });
    const token = await staffToken(w.merchant.id);
    const put = await call('PUT', `/staff/v1/zones/${theirs.id}`, {
      merchant: w.merchant.id,
      token,
      body: zone(),
    });
    expect(put.statusCode).toBe(404);
    const del = await call('DELETE', `/staff/v1/zones/${theirs.id}`, { merchant: w.merchant.id, token });
    expect(del.statusCode).toBe(404);
    const theirBranch = await call('POST', '/staff/v1/zones', {
      merchant: w.merchant.id,
      token,
      body: zone({ branchId: 999_999 }),
    });
    expect(theirBranch.statusCode).toBe(404);
    for (const role of ['OPERATOR', 'KITCHEN', 'COURIER'] as const) {
      const tok = await staffToken(w.merchant.id, role);
      expect((await call('GET', '/staff/v1/zones', { merchant: w.merchant.id, token: tok })).statusCode).toBe(
        403,
      );
      const post = await call('POST', '/staff/v1/zones', {
        merchant: w.merchant.id,
        token: tok,
        body: zone(),
      });
      expect(post.statusCode).toBe(403);
      const settings = await call('GET', '/staff/v1/order-settings', { merchant: w.merchant.id, token: tok });
      expect(settings.statusCode).toBe(403);
    }
    expect((await call('GET', '/staff/v1/zones', { merchant: w.merchant.id })).statusCode).toBe(401);
  });

  it('saves order settings: minimum, free delivery from a total, service fee, default types', async () => {
    const w = await world();
    const token = await staffToken(w.merchant.id);
    const body = {
      isServiceFeeEnabled: true,
      isServiceFeeFreeAboveThreshold: false,
      serviceFeeThreshold: 0,
      serviceFeeAmount: 2_000,
      minimalDeliveryPrice: 5_000,
      minOrderAmount: 50_000,
      freeDeliveryThreshold: 100_000,
      deliveryPricePerKm: 0,
      deliveryFreeKm: 0,
      defaultServiceType: { telegram: 'PICK_UP', website: 'DELIVERY', application: 'DELIVERY' },
    };
    expect(
      (
        await call('PUT', '/staff/v1/order-settings', {
          merchant: w.merchant.id,
          token,
          body: { ...body, serviceFeeAmount: -5 },
        })
      ).statusCode,
    ).toBe(400);
    const saved = await call('PUT', '/staff/v1/order-settings', { merchant: w.merchant.id, token, body });
    expect(saved.statusCode).toBe(200);
    expect(OrderSettingsSchema.parse(saved.json())).toMatchObject({
      minOrderAmount: 50_000,
      freeDeliveryThreshold: 100_000,
      defaultServiceType: { telegram: 'PICK_UP' },
    });
    // The public settings the storefront reads say the same.
    const pub = await call('GET', `/orders/v1/order/setting/${w.merchant.id}`, { merchant: w.merchant.id });
    expect(pub.json()).toMatchObject({ minOrderAmount: 50_000, serviceFeeAmount: 2_000 });

    // 2 plov = 90 000: below the free-delivery threshold, pays the zone (10 000) and the fee.
    const small = OrderQuoteSchema.parse((await quote(w, delivery(w, { address: { ...CHILONZOR } }))).json());
    expect(small.totals.deliveryPrice).toBe(10_000);
    const big = OrderQuoteSchema.parse(
      (await quote(w, delivery(w, { cartItems: [{ productId: w.plov.id, count: 3 }] }))).json(),
    );
    expect(big.totals.deliveryPrice).toBe(0);
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.merchantId, w.merchant.id));
    expect(rows.map((r) => r.entity)).toEqual(['orderSettings']);
  });
});

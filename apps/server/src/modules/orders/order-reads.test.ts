/**
 * A delivery's zones come with the order's reads statement (decision 362): the zones `zonesFor` reads (active, of
 * the merchant, of every branch or of the order's branch, by id), only when asked; and a delivery is priced from
 * them as the deliveries module prices it, a console change applying to the very next order.
 */
import { OrderSchema } from '@dasturxon/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createBranch, createDeliveryZone, createMerchant } from '../../db/factories.ts';
import { deliveryZones } from '../../db/schema/index.ts';
import { databases } from '../../testing/test-db.ts';
import { hashToken } from '../auth/sessions.ts';
import { NOON, useOrderWorld } from './order-test-world.ts';
import { createOrderingSettingsRepository } from './ordering-settings-repository.ts';

/** A square around Chilonzor, inside the world's zone over central Tashkent. */
const CHILONZOR_SQUARE: Array<[number, number]> = [
  [41.3, 69.18],
  [41.3, 69.26],
  [41.26, 69.26],
  [41.26, 69.18],
];

describe.each(databases())('order reads with the zones on %s', (kind) => {
  const { t, world, delivery, submit } = useOrderWorld(kind);

  it('reads the active zones serving the branch, by id, only when asked', async () => {
    const w = await world();
    const other = await createBranch(t.db, { merchantId: w.merchant.id, cityId: w.city.id });
    const own = await createDeliveryZone(t.db, {
      merchantId: w.merchant.id,
      branchId: w.branch.id,
      polygon: CHILONZOR_SQUARE,
      price: 15_000,
      priority: 2,
    });
    await createDeliveryZone(t.db, { merchantId: w.merchant.id, branchId: other.id, price: 1 });
    await createDeliveryZone(t.db, { merchantId: w.merchant.id, isActive: false, price: 2 });
    const stranger = await createMerchant(t.db);
    await createDeliveryZone(t.db, { merchantId: stranger.id, price: 3 });
    const repo = createOrderingSettingsRepository(t.db);
    const expected = [
      { id: w.zone.id, polygon: w.zone.polygon, price: 10_000, priority: 0 },
      { id: own.id, polygon: CHILONZOR_SQUARE, price: 15_000, priority: 2 },
    ];

    const bySession = await repo.orderReadsBySession(w.merchant.id, w.branch.id, hashToken(w.token), NOON, {
      zones: true,
    });
    expect(bySession.session?.userId).toBe(w.user.id);
    expect(bySession.zones).toEqual(expected);
    expect((await repo.orderReads(w.merchant.id, w.branch.id, w.user.id, { zones: true })).zones).toEqual(
      expected,
    );
    // The other branch: the zones of every branch and its own.
    expect(
      (await repo.orderReads(w.merchant.id, other.id, null, { zones: true })).zones.map((z) => z.price),
    ).toEqual([10_000, 1]);
    // Not asked (a pick-up): none read.
    expect((await repo.orderReads(w.merchant.id, w.branch.id, w.user.id)).zones).toEqual([]);
    expect(
      (await repo.orderReadsBySession(w.merchant.id, w.branch.id, hashToken(w.token), NOON)).zones,
    ).toEqual([]);
  });

  it('prices a delivery in the branch zone that wins, and in the next one once it is switched off', async () => {
    const w = await world();
    const own = await createDeliveryZone(t.db, {
      merchantId: w.merchant.id,
      branchId: w.branch.id,
      polygon: CHILONZOR_SQUARE,
      price: 15_000,
      priority: 2,
    });
    const first = await submit(w, delivery(w), { key: 'zone-order-key-1' });
    expect(first.statusCode).toBe(201);
    expect(OrderSchema.parse(first.json()).totals.deliveryPrice).toBe(15_000);

    // A change in the console applies to the very next order: nothing is cached.
    await t.db.update(deliveryZones).set({ isActive: false }).where(eq(deliveryZones.id, own.id));
    const second = await submit(w, delivery(w), { key: 'zone-order-key-2' });
    expect(second.statusCode).toBe(201);
    expect(OrderSchema.parse(second.json()).totals.deliveryPrice).toBe(10_000);
  });
});

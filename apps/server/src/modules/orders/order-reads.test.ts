/**
 * A delivery's zones are kept in memory with the merchant's branches (decision 379, after decision 362 read them with
 * the order's statement): the zones `zonesFor` reads (active, of the merchant, of every branch or of the order's
 * branch, by id); a delivery is priced from them as the deliveries module prices it, and a console change to a zone
 * applies to the very next order.
 */
import { OrderSchema, type StaffZone } from '@dasturxon/contracts';
import { describe, expect, it } from 'vitest';
import { createStaff, createStaffSession } from '../../db/factories/staff.ts';
import { createBranch, createDeliveryZone, createMerchant } from '../../db/factories.ts';
import { databases } from '../../testing/test-db.ts';
import { hashToken } from '../auth/sessions.ts';
import { NOON, useOrderWorld } from './order-test-world.ts';
import { zonesServing } from './ordering-settings-cache.ts';
import { createOrderingSettingsRepository } from './ordering-settings-repository.ts';

/** A square around Chilonzor, inside the world's zone over central Tashkent. */
const CHILONZOR_SQUARE: Array<[number, number]> = [
  [41.3, 69.18],
  [41.3, 69.26],
  [41.26, 69.26],
  [41.26, 69.18],
];

describe.each(databases())('order reads and kept zones on %s', (kind) => {
  const { t, clock, world, delivery, submit } = useOrderWorld(kind);

  it('keeps the active zones of the merchant, by id, and serves a branch those of every branch and its own', async () => {
    const w = await world();
    const other = await createBranch(t.db, { merchantId: w.merchant.id, cityId: w.city.id });
    const own = await createDeliveryZone(t.db, {
      merchantId: w.merchant.id,
      branchId: w.branch.id,
      polygon: CHILONZOR_SQUARE,
      price: 15_000,
      priority: 2,
    });
    const others = await createDeliveryZone(t.db, {
      merchantId: w.merchant.id,
      branchId: other.id,
      price: 1,
    });
    await createDeliveryZone(t.db, { merchantId: w.merchant.id, isActive: false, price: 2 });
    const stranger = await createMerchant(t.db);
    await createDeliveryZone(t.db, { merchantId: stranger.id, price: 3 });
    const repo = createOrderingSettingsRepository(t.db);

    const places = await repo.orderPlaces(w.merchant.id);
    expect([...places.branches.keys()]).toEqual([w.branch.id, other.id]);
    expect(zonesServing(places, w.branch.id)).toEqual([
      {
        id: w.zone.id,
        name: w.zone.name,
        branchId: null,
        polygon: w.zone.polygon,
        price: 10_000,
        priority: 0,
      },
      {
        id: own.id,
        name: own.name,
        branchId: w.branch.id,
        polygon: CHILONZOR_SQUARE,
        price: 15_000,
        priority: 2,
      },
    ]);
    expect(zonesServing(places, other.id).map((z) => z.id)).toEqual([w.zone.id, others.id]);
    // The order's own statement: the session and the customer, nothing of another customer or merchant.
    const bySession = await repo.orderReadsBySession(w.merchant.id, hashToken(w.token), NOON);
    expect(bySession.session?.userId).toBe(w.user.id);
    expect(bySession.customer).toEqual({ cashback: 0, guest: false });
    expect((await repo.orderReadsBySession(stranger.id, hashToken(w.token), NOON)).session).toBeNull();
    expect((await repo.orderReads(w.merchant.id, w.user.id)).customer).toEqual({ cashback: 0, guest: false });
    expect((await repo.orderReads(stranger.id, w.user.id)).customer).toBeNull();
    expect((await repo.orderReads(w.merchant.id, null)).customer).toBeNull();
  });

  it('prices a delivery in the branch zone that wins, and in the next one once the console switches it off', async () => {
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

    // A change in the console applies to the very next order, although the zones are kept (decision 379).
    const admin = await createStaff(t.db, { merchantId: w.merchant.id, role: 'ADMIN' });
    const token = await createStaffSession(t.db, admin, { now: clock.now });
    const staff = (method: 'GET' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
      t.call(method, url, { merchant: w.merchant.id, token, ...(body === undefined ? {} : { body }) });
    const zones = (await staff('GET', '/staff/v1/zones')).json() as StaffZone[];
    const z = zones.find((zone) => zone.id === own.id);
    if (!z) throw new Error('the zone is not listed');
    // The zone as the console sends it back: what it lists but its id, switch and time of change.
    const { id: _id, isActive: _on, lastModifiedDate: _changed, ...input } = z;
    const off = await staff('PUT', `/staff/v1/zones/${own.id}`, { ...input, isActive: false });
    expect(off.statusCode).toBe(200);
    const second = await submit(w, delivery(w), { key: 'zone-order-key-2' });
    expect(second.statusCode).toBe(201);
    expect(OrderSchema.parse(second.json()).totals.deliveryPrice).toBe(10_000);

    // On again at a new price, then deleted: each applies to the very next order.
    const on = await staff('PUT', `/staff/v1/zones/${own.id}`, { ...input, price: 12_000, isActive: true });
    expect(on.statusCode).toBe(200);
    const third = await submit(w, delivery(w), { key: 'zone-order-key-3' });
    expect(OrderSchema.parse(third.json()).totals.deliveryPrice).toBe(12_000);
    expect((await staff('DELETE', `/staff/v1/zones/${own.id}`)).statusCode).toBe(204);
    const fourth = await submit(w, delivery(w), { key: 'zone-order-key-4' });
    expect(OrderSchema.parse(fourth.json()).totals.deliveryPrice).toBe(10_000);
  });
});

/**
 * The order statement returns only what the database made (id, number; decision 348) and the row is completed
 * from what was written: that row must equal the stored one, column by column, whatever the order sets.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CHILONZOR } from '../../db/factories.ts';
import { orders } from '../../db/schema/index.ts';
import { databases } from '../../testing/test-db.ts';
import { NOON, useOrderWorld } from './order-test-world.ts';
import { createOrderRepository, type OrderItemInsert } from './repository.ts';

describe.each(databases())('order statement on %s', (kind) => {
  const { t, world } = useOrderWorld(kind);

  it('answers the row as stored: every column, prepared or in a transaction, sparse or full', async () => {
    const w = await world();
    const repo = createOrderRepository(t.db);
    const item: OrderItemInsert = {
      productId: w.plov.id,
      name: { uz: 'Osh', ru: 'Плов', eng: 'Plov' },
      image: null,
      count: 2,
      costPrice: 35_000,
      discount: 0,
      unitPrice: 35_000,
      linePrice: 70_000,
      lineDiscount: 0,
      modifications: [],
      position: 0,
    };
    const totals = {
      productPrice: 70_000,
      productDiscount: 0,
      productCount: 2,
      promoProductDiscount: 0,
      deliveryPrice: 10_000,
      deliveryDiscount: 0,
      serviceFee: 0,
      cashback: 0,
      totalPrice: 80_000,
    };
    const sparse = {
      merchantId: w.merchant.id,
      userId: w.user.id,
      status: 'OPEN' as const,
      serviceType: 'PICK_UP' as const,
      branchId: w.branch.id,
      paymentType: 'CASH' as const,
      orderDevice: 'WEB' as const,
      ...totals,
      createdDate: NOON,
      lastModifiedDate: NOON,
    };
    const full = {
      ...sparse,
      serviceType: 'DELIVERY' as const,
      idempotencyKey: 'stored-row-key',
      requestHash: 'hash',
      cityId: w.city.id,
      address: { ...CHILONZOR, streetName: 'Bunyodkor', houseNumber: '12' },
      addressType: 'HOME',
      comment: 'Eshik oldida',
      courierComment: null,
      sendCheque: true,
      sendChequePhone: '998901234567',
      later: true,
      deliveryAt: new Date(NOON.getTime() + 3_600_000),
      source: 'TELEGRAM_BOT' as const,
      deliveryZoneId: w.zone.id,
      distance: 2.37,
      etaMinMinutes: 35,
      etaMaxMinutes: 50,
    };
    const actor = { actorType: 'CUSTOMER' as const, actorId: String(w.user.id) };
    for (const values of [sparse, full]) {
      const prepared = await repo.insertNumberedOrder(values, [item], actor);
      const inTransaction = await repo.transaction((q) =>
        q.insertNumberedOrder({ ...values, idempotencyKey: null }, [item, { ...item, position: 1 }], actor),
      );
      for (const row of [prepared, inTransaction]) {
        const [stored] = await t.db.select().from(orders).where(eq(orders.id, row.id));
        expect(row).toEqual(stored);
      }
      expect(inTransaction.number).toBe(prepared.number + 1);
    }
  });
});

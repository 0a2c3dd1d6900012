/**
 * Migration 0019 (decision 354): cash and terminal orders handed over before the rule existed become paid, at
 * the time they were handed over; nothing else changes, and running it again changes nothing.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../../db/client.ts';
import { createBranch, createCity, createMerchant, createOrder, createUser } from '../../db/factories.ts';
import { orderEvents, orders } from '../../db/schema/index.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { databases } from '../../testing/test-db.ts';

const DELIVERED_AT = new Date('2026-02-01T15:10:00.000Z');
const CLOSED_AT = new Date('2026-02-02T09:30:00.000Z');
const PAID_ONLINE_AT = new Date('2026-02-03T11:00:00.000Z');

async function runMigration(db: ReturnType<typeof useTestApp>['db']): Promise<void> {
  const text = await readFile(join(MIGRATIONS_DIR, '0019_cash_paid_on_handover.sql'), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));
}

describe.each(databases())('migration 0019 (cash paid on handover) on %s', (kind) => {
  const t = useTestApp(kind);

  it('pays the cash and terminal orders already handed over, and only those, once', async () => {
    const merchant = await createMerchant(t.db);
    const city = await createCity(t.db);
    const branch = await createBranch(t.db, { merchantId: merchant.id, cityId: city.id });
    const user = await createUser(t.db, { merchantId: merchant.id });
    const order = (o: Partial<Parameters<typeof createOrder>[1]>) =>
      createOrder(t.db, { merchantId: merchant.id, userId: user.id, branchId: branch.id, ...o });
    const deliveredCash = await order({
      status: 'DELIVERED',
      paymentType: 'CASH',
      deliveredAt: DELIVERED_AT,
    });
    const closedTerminal = await order({
      serviceType: 'PICK_UP',
      status: 'CLOSED',
      paymentType: 'TERMINAL',
      lastModifiedDate: CLOSED_AT,
    });
    const paidOnline = await order({
      status: 'DELIVERED',
      paymentType: 'PAYME',
      isPaid: true,
      paidAt: PAID_ONLINE_AT,
      deliveredAt: DELIVERED_AT,
    });
    const unpaidOnline = await order({
      status: 'DELIVERED',
      paymentType: 'CLICK',
      deliveredAt: DELIVERED_AT,
    });
    const onTheWay = await order({ status: 'ON_WAY', paymentType: 'CASH' });
    const cancelled = await order({ status: 'CANCELED', paymentType: 'CASH' });
    const logBefore = await t.db.select().from(orderEvents);

    await runMigration(t.db);
    await runMigration(t.db);

    const rows = new Map((await t.db.select().from(orders)).map((r) => [r.id, r]));
    const paid = (id: number) => ({ isPaid: rows.get(id)?.isPaid, paidAt: rows.get(id)?.paidAt ?? null });
    expect(paid(deliveredCash.id)).toEqual({ isPaid: true, paidAt: DELIVERED_AT });
    expect(paid(closedTerminal.id)).toEqual({ isPaid: true, paidAt: CLOSED_AT });
    expect(paid(paidOnline.id)).toEqual({ isPaid: true, paidAt: PAID_ONLINE_AT });
    for (const left of [unpaidOnline, onTheWay, cancelled]) {
      expect(paid(left.id), `order ${left.id} ${left.status}`).toEqual({ isPaid: false, paidAt: null });
    }
    const added = (await t.db.select().from(orderEvents).orderBy(asc(orderEvents.id))).slice(
      logBefore.length,
    );
    expect(
      added.map((e) => ({ orderId: e.orderId, kind: e.kind, actorType: e.actorType, at: e.at })),
    ).toEqual([
      { orderId: deliveredCash.id, kind: 'PAID', actorType: 'SYSTEM', at: DELIVERED_AT },
      { orderId: closedTerminal.id, kind: 'PAID', actorType: 'SYSTEM', at: CLOSED_AT },
    ]);
    // No status in the entry: the histories that list statuses show nothing new.
    expect(added.every((e) => e.fromStatus === null && e.toStatus === null)).toBe(true);
    expect(await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, unpaidOnline.id))).toEqual(
      logBefore.filter((e) => e.orderId === unpaidOnline.id),
    );
  });
});

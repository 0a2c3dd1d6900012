/**
 * No order lost or made twice when the server is killed (kill -9) in the middle of a burst of orders, on the
 * embedded database as it runs by default (durable, its statements named: decision 362). The real main.ts runs as
 * a child process on a PGlite directory; after the kill a new process opens the same directory. Every order a
 * customer was answered 201 for is there once with its lines and first log entry, the numbers have no gap, and
 * the same Idempotency-Key answers the same order.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../db/client.ts';
import {
  createBranch,
  createCity,
  createMerchant,
  createOrderingMenu,
  createOrderSettings,
  createPaymentSettings,
  createSession,
  createUser,
  weeklyHours,
} from '../db/factories.ts';
import { orderEvents, orderItems, orders } from '../db/schema/index.ts';
import { type ChildServer, START_TIMEOUT, startChildServer } from './testing/child-server.ts';

describe('orders across a kill -9 of the server (embedded database)', () => {
  let dir: string;
  let server: ChildServer | null = null;
  const world = { merchantId: '', branchId: 0, plovId: 0, tokens: [] as string[] };

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'dx-orders-kill-'));
    const handle = await openPglite(dir);
    try {
      await handle.migrate();
      const db = handle.db;
      const merchant = await createMerchant(db);
      const city = await createCity(db);
      // Open round the clock: the test runs at any hour.
      const branch = await createBranch(db, {
        merchantId: merchant.id,
        cityId: city.id,
        workHours: weeklyHours('00:00', '00:00'),
      });
      const menu = await createOrderingMenu(db, merchant.id);
      await createOrderSettings(db, { merchantId: merchant.id });
      await createPaymentSettings(db, merchant.id, ['CASH']);
      for (let i = 0; i < 4; i++) {
        world.tokens.push(await createSession(db, await createUser(db, { merchantId: merchant.id })));
      }
      Object.assign(world, { merchantId: merchant.id, branchId: branch.id, plovId: menu.plov.id });
    } finally {
      await handle.close();
    }
  }, 60_000);

  afterAll(async () => {
    await server?.stop();
    await rm(dir, { recursive: true, force: true });
  });

  const start = async () => {
    const started = await startChildServer({ DATA_DIR: dir, LOG_LEVEL: 'warn' });
    const until = Date.now() + START_TIMEOUT;
    while (Date.now() < until) {
      const ok = await fetch(`${started.base}/readyz`).catch(() => null);
      if (ok?.ok) return started;
      if (started.exited() !== null) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`the server did not start:\n${started.output()}`);
  };
  const body = JSON.stringify({
    serviceType: 'PICK_UP',
    branchId: 0,
    paymentType: 'CASH',
    cartItems: [{ productId: 0, count: 1 }],
  });
  const submit = (base: string, i: number) =>
    fetch(`${base}/api/orders/v1/orders`, {
      method: 'POST',
      headers: {
        merchant: world.merchantId,
        'content-type': 'application/json',
        authorization: `Bearer ${world.tokens[i % world.tokens.length]}`,
        'idempotency-key': `kill-test-order-${i}`,
      },
      body: body
        .replace('"branchId":0', `"branchId":${world.branchId}`)
        .replace('"productId":0', `"productId":${world.plovId}`),
    });

  it(
    'keeps every answered order once, with gapless numbers, and answers its key again',
    async () => {
      server = await start();
      const first = server;
      // A burst in flight when the process dies: some answered, some cut off.
      const answered = new Map<number, { id: number; number: number }>();
      let done = 0;
      const burst = Array.from({ length: 80 }, async (_, i) => {
        const response = await submit(first.base, i).catch(() => null);
        if (response?.status === 201) {
          const order = (await response.json().catch(() => null)) as { id: number; number: number } | null;
          if (order) answered.set(i, order);
        }
        done += 1;
      });
      while (done < 10) await new Promise((resolve) => setTimeout(resolve, 5));
      first.child.kill('SIGKILL');
      await first.waitForExit();
      await Promise.all(burst);
      expect(answered.size).toBeGreaterThan(0);

      server = await start();
      const again = server;
      // The same key answers the same order (200), never a second one.
      for (const [i, order] of answered) {
        const response = await submit(again.base, i);
        expect(response.status).toBe(200);
        expect(((await response.json()) as { id: number }).id).toBe(order.id);
      }
      await again.stop();
      server = null;

      const handle = await openPglite(dir);
      try {
        const rows = await handle.db
          .select({ id: orders.id, number: orders.number, key: orders.idempotencyKey })
          .from(orders)
          .where(eq(orders.merchantId, world.merchantId))
          .orderBy(asc(orders.number));
        // Every answered order is there; no key twice; consecutive numbers.
        const keys = rows.map((r) => r.key);
        expect(new Set(keys).size).toBe(keys.length);
        for (const [i, order] of answered) {
          expect(rows.find((r) => r.key === `kill-test-order-${i}`)?.id).toBe(order.id);
        }
        const firstNumber = rows[0]?.number ?? 0;
        expect(rows.map((r) => r.number)).toEqual(rows.map((_, n) => firstNumber + n));
        for (const row of rows) {
          const lines = await handle.db.select().from(orderItems).where(eq(orderItems.orderId, row.id));
          const log = await handle.db.select().from(orderEvents).where(eq(orderEvents.orderId, row.id));
          expect(lines).toHaveLength(1);
          expect(log.length).toBeGreaterThanOrEqual(1);
        }
      } finally {
        await handle.close();
      }
    },
    4 * START_TIMEOUT,
  );
});

/**
 * /metrics of the live parts (issue 15 §4): open streams by kind rise and fall with the screens, and an order
 * event heard through Redis from another instance is counted in the bus lag.
 */
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createRedisOrderEventBus } from '../events/redis-bus.ts';
import { createLiveShop } from '../testing/live-shop.ts';
import { REDIS_URL, redisDescribe } from '../testing/redis.ts';
import { sseReader } from '../testing/sse-reader.ts';
import { testEnv } from '../testing/test-app.ts';
import { createTestDb, type TestDb } from '../testing/test-db.ts';
import { registerMetrics } from './metrics.ts';

const TOKEN = 'metrics-token-live-0123456789';
const redisSuite = await redisDescribe();
let db: TestDb;
let app: FastifyInstance;
let base: string;

beforeAll(async () => {
  db = await createTestDb('pglite');
  app = await buildApp({
    db: db.db,
    env: testEnv,
    storefront: false,
    beforeRoutes: (instance) => registerMetrics(instance, { token: TOKEN, processMetrics: false }),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await app?.close();
  await db?.close();
});

async function metric(line: RegExp): Promise<number> {
  const text = await (
    await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })
  ).text();
  const found = text.split('\n').find((l) => line.test(l));
  return found ? Number(found.split(' ').at(-1)) : Number.NaN;
}

describe('live metrics', () => {
  it('counts open order and console streams while they are open', async () => {
    const { merchant, token, order, staffToken } = await createLiveShop(db.db, { role: 'OPERATOR' });
    const orderLine = /^live_streams_open\{kind="order"\}/;
    const staffLine = /^live_streams_open\{kind="staff"\}/;
    const before = { order: (await metric(orderLine)) || 0, staff: (await metric(staffLine)) || 0 };

    const customer = await fetch(`${base}/api/orders/v1/orders/${order.id}/events?merchant=${merchant.id}`, {
      headers: { cookie: `token=${token}` },
    });
    const customerEvents = sseReader(customer.body as ReadableStream<Uint8Array>);
    await customerEvents.nextOrder();
    const staff = await fetch(`${base}/api/staff/v1/events?merchant=${merchant.id}`, {
      headers: { authorization: `Bearer ${staffToken}` },
    });
    const staffEvents = sseReader(staff.body as ReadableStream<Uint8Array>);
    await staffEvents.next();
    expect(await metric(orderLine)).toBe(before.order + 1);
    expect(await metric(staffLine)).toBe(before.staff + 1);

    await customerEvents.cancel();
    await staffEvents.cancel();
    await expect.poll(() => metric(orderLine)).toBe(before.order);
    await expect.poll(() => metric(staffLine)).toBe(before.staff);
  });
});

redisSuite('event bus lag', () => {
  it('is observed for an event another instance published through Redis', async () => {
    const channel = `dasturxon:test:${randomUUID()}`;
    const a = createRedisOrderEventBus({ url: REDIS_URL, log: app.log, channel });
    const b = createRedisOrderEventBus({ url: REDIS_URL, log: app.log, channel });
    try {
      await Promise.all([a.ready(), b.ready()]);
      const count = /^event_bus_lag_seconds_count /;
      const before = (await metric(count)) || 0;
      const heard = new Promise<void>((resolve) => b.subscribe(() => resolve()));
      await a.publish({
        orderId: 1,
        merchantId: randomUUID(),
        userId: 1,
        status: 'ACCEPTED',
        isPaid: false,
        courierStatus: 'NONE',
        at: new Date().toISOString(),
      } as never);
      await heard;
      // A's own copy comes back too, but only B's hearing of A counts (A skips its own).
      await expect.poll(() => metric(count)).toBe(before + 1);
    } finally {
      await a.close();
      await b.close();
    }
  });
});

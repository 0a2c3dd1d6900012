/**
 * Issue 15 §5: a live screen that missed a change while Redis was down must not keep the old status until the
 * next change. When this instance's bus hears Redis again, every open stream (customer and staff) is asked to
 * reconnect after a short, spread wait (`retry:` then the end of the stream); an EventSource does so, and the
 * stream it opens starts with the order's current state read from the database.
 */
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { orders } from '../../db/schema/index.ts';
import { createRedisOrderEventBus, type RedisOrderEventBus } from '../../events/redis-bus.ts';
import { startTcpProxy, type TcpProxy } from '../../ops/testing/tcp-proxy.ts';
import { createLiveShop } from '../../testing/live-shop.ts';
import { REDIS_URL, redisDescribe } from '../../testing/redis.ts';
import { type SseFrame, sseReader } from '../../testing/sse-reader.ts';
import { testEnv, useTestApp } from '../../testing/test-app.ts';

const redisSuite = await redisDescribe();

redisSuite('live screens catch up after a Redis outage', () => {
  const t = useTestApp('pglite');
  const closing: Array<() => Promise<unknown>> = [];
  afterEach(async () => {
    for (const close of closing.splice(0).reverse()) await close();
  });

  async function instanceBehind(proxy: TcpProxy, channel: string): Promise<FastifyInstance> {
    const bus = createRedisOrderEventBus({ url: `redis://127.0.0.1:${proxy.port}`, log: t.app.log, channel });
    await bus.ready();
    const app = await buildApp({
      db: t.db,
      env: testEnv,
      storefront: false,
      orderEvents: bus,
      logger: false,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    closing.push(() => app.close());
    return app;
  }

  /** Frames until the stream ends; the last `retry:` hint seen. */
  async function untilEnd(events: ReturnType<typeof sseReader>): Promise<number | undefined> {
    let retry: number | undefined;
    for (;;) {
      let frame: SseFrame;
      try {
        frame = await events.next(10_000);
      } catch (error) {
        if ((error as Error).message === 'stream ended') return retry;
        throw error;
      }
      if (frame.retry !== undefined) retry = frame.retry;
    }
  }

  it('asks customer and staff streams to reconnect, and the new stream shows the change it missed', async () => {
    const target = new URL(REDIS_URL);
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
    closing.push(() => proxy.close());
    const channel = `dasturxon:test:${randomUUID()}`;
    const app = await instanceBehind(proxy, channel);
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api`;
    // Another instance, reaching Redis directly: its publish while the first is cut off is lost to the first.
    const other: RedisOrderEventBus = createRedisOrderEventBus({ url: REDIS_URL, log: t.app.log, channel });
    closing.push(() => other.close());
    await other.ready();

    const { merchant, user, token, order, staffToken } = await createLiveShop(t.db);

    const openCustomer = async () => {
      const res = await fetch(`${base}/orders/v1/orders/${order.id}/events?merchant=${merchant.id}`, {
        headers: { cookie: `token=${token}` },
      });
      return sseReader(res.body as ReadableStream<Uint8Array>);
    };
    const customer = await openCustomer();
    expect((await customer.nextOrder()).status).toBe('OPEN');
    const staffRes = await fetch(`${base}/staff/v1/events?merchant=${merchant.id}`, {
      headers: { authorization: `Bearer ${staffToken}` },
    });
    const staff = sseReader(staffRes.body as ReadableStream<Uint8Array>);
    expect((await staff.next()).retry).toBe(3000);

    proxy.down();
    // The change happens meanwhile: written, published by the other instance, never heard by this one.
    await t.db.update(orders).set({ status: 'ACCEPTED' }).where(eq(orders.id, order.id));
    await other.publish({
      orderId: order.id,
      merchantId: merchant.id,
      userId: user.id,
      status: 'ACCEPTED',
      isPaid: false,
      courierStatus: 'NONE',
      at: new Date().toISOString(),
    } as never);
    proxy.up();

    // Both streams are asked to come back, after a wait within the spread.
    const [customerRetry, staffRetry] = await Promise.all([untilEnd(customer), untilEnd(staff)]);
    for (const retry of [customerRetry, staffRetry]) {
      expect(retry).toBeGreaterThanOrEqual(500);
      expect(retry).toBeLessThanOrEqual(5500);
    }
    // What an EventSource does next: the new stream starts with the current state.
    const again = await openCustomer();
    expect(await again.nextOrder()).toMatchObject({ orderId: order.id, status: 'ACCEPTED' });
    await again.cancel();
  }, 40_000);
});

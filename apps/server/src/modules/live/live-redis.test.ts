import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { createCaller } from '../../testing/call.ts';
import { createLiveShop } from '../../testing/live-shop.ts';
import { redisDescribe } from '../../testing/redis.ts';
import { useRedisInstances } from '../../testing/redis-instances.ts';
import { sseReader } from '../../testing/sse-reader.ts';
import { useTestApp } from '../../testing/test-app.ts';

// In CI a missing Redis is a failure, not a skip.
const redisSuite = await redisDescribe();

redisSuite('live order status across two server instances (Redis)', () => {
  const t = useTestApp('pglite');
  const instances = useRedisInstances(t);

  it('a screen watching instance B sees a status change made through the staff API of instance A', async () => {
    const [a, b] = (await instances(2)) as [FastifyInstance, FastifyInstance];
    await b.listen({ port: 0, host: '127.0.0.1' });

    const { merchant, token, order, staffToken } = await createLiveShop(t.db);

    const port = (b.server.address() as AddressInfo).port;
    const res = await fetch(
      `http://127.0.0.1:${port}/api/orders/v1/orders/${order.id}/events?merchant=${merchant.id}`,
      { headers: { cookie: `token=${token}` } },
    );
    const events = sseReader(res.body as ReadableStream<Uint8Array>);
    expect((await events.nextOrder()).status).toBe('OPEN');
    const moved = await createCaller(() => a)('POST', `/staff/v1/orders/${order.id}/status`, {
      merchant: merchant.id,
      token: staffToken,
      body: { status: 'ACCEPTED' },
    });
    expect(moved.statusCode).toBe(200);
    expect(await events.nextOrder()).toMatchObject({ orderId: order.id, status: 'ACCEPTED' });
  });
});

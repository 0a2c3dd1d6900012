/** The staff stream across instances (decision 211): a board on instance B hears moves and courier positions made on A. */
import type { AddressInfo } from 'node:net';
import { StaffCourierEventSchema, StaffOrderEventSchema } from '@dasturxon/contracts';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { createCourierAccount, createStaff, createStaffSession } from '../../db/factories/staff.ts';
import { createBranch, createCity, createMerchant, createOrder, createUser } from '../../db/factories.ts';
import { createCaller } from '../../testing/call.ts';
import { redisDescribe } from '../../testing/redis.ts';
import { useRedisInstances } from '../../testing/redis-instances.ts';
import { sseReader } from '../../testing/sse-reader.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { staffCookieName } from './staff-auth.ts';

const redisSuite = await redisDescribe();

redisSuite('staff events across two server instances (Redis)', () => {
  const t = useTestApp('pglite');
  const instances = useRedisInstances(t);

  it('a board on instance B hears a move and a courier position made on instance A', async () => {
    const [a, b] = (await instances(2)) as [FastifyInstance, FastifyInstance];
    await b.listen({ port: 0, host: '127.0.0.1' });

    const merchant = await createMerchant(t.db);
    const city = await createCity(t.db);
    const branch = await createBranch(t.db, { merchantId: merchant.id, cityId: city.id });
    const user = await createUser(t.db, { merchantId: merchant.id });
    const order = await createOrder(t.db, {
      merchantId: merchant.id,
      userId: user.id,
      branchId: branch.id,
      serviceType: 'DELIVERY',
    });
    const operator = await createStaffSession(
      t.db,
      await createStaff(t.db, { merchantId: merchant.id, role: 'OPERATOR' }),
    );
    const { courier, account } = await createCourierAccount(t.db, { merchantId: merchant.id });

    const port = (b.server.address() as AddressInfo).port;
    const abort = new AbortController();
    const res = await fetch(`http://127.0.0.1:${port}/api/staff/v1/events?merchant=${merchant.id}`, {
      headers: { cookie: `${staffCookieName(merchant.id)}=${operator}` },
      signal: abort.signal,
    });
    const frames = sseReader(res.body as ReadableStream<Uint8Array>);
    const next = async (name: string) => {
      for (;;) {
        const frame = await frames.next();
        if (frame.event === name) return JSON.parse(frame.data ?? '') as unknown;
      }
    };
    await next('ready');
    const onA = createCaller(() => a);
    const moved = await onA('POST', `/staff/v1/orders/${order.id}/status`, {
      merchant: merchant.id,
      token: operator,
      body: { status: 'ACCEPTED' },
    });
    expect(moved.statusCode).toBe(200);
    expect(StaffOrderEventSchema.parse(await next('order'))).toMatchObject({
      kind: 'changed',
      orderId: order.id,
      number: order.number,
      status: 'ACCEPTED',
    });
    await onA('POST', `/staff/v1/orders/${order.id}/courier`, {
      merchant: merchant.id,
      token: operator,
      body: { courierId: courier.id },
    });
    await onA('POST', '/staff/v1/couriers/me/location', {
      merchant: merchant.id,
      token: await createStaffSession(t.db, account),
      body: { latitude: 41.3, longitude: 69.25 },
    });
    expect(StaffCourierEventSchema.parse(await next('courier'))).toMatchObject({
      courierId: courier.id,
      latitude: 41.3,
      longitude: 69.25,
    });
    abort.abort();
  });
});

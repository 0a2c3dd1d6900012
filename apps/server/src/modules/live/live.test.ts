import type { AddressInfo } from 'node:net';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import {
  createBranch,
  createCity,
  createMerchant,
  createOrder,
  createSession,
  createUser,
} from '../../db/factories.ts';
import { registerErrorHandler } from '../../errors/error-handler.ts';
import { validatorCompiler } from '../../errors/validation.ts';
import { createInProcessOrderEventBus, type OrderEventBus } from '../../events/order-events.ts';
import { createLiveShop } from '../../testing/live-shop.ts';
import { sseReader } from '../../testing/sse-reader.ts';
import { testEnv, useTestApp } from '../../testing/test-app.ts';
import { databases } from '../../testing/test-db.ts';
import { createSessionRepository } from '../auth/session-repository.ts';
import { createSessionService } from '../auth/sessions.ts';
import { createLiveHub } from './hub.ts';
import { createLiveRepository } from './repository.ts';
import { liveRoutes } from './routes.ts';

/** The in-process bus, counting live subscriptions (the hub holds one while any stream is open). */
function countingBus(): OrderEventBus & { subscriptions(): number } {
  const inner = createInProcessOrderEventBus();
  let n = 0;
  return {
    publish: (e) => inner.publish(e),
    subscribe(listener) {
      n += 1;
      const off = inner.subscribe(listener);
      return () => {
        n -= 1;
        off();
      };
    },
    close: () => inner.close(),
    subscriptions: () => n,
  };
}

async function until(check: () => boolean, ms = 3000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe.each(databases())('live order status on %s', (kind) => {
  // One bus per suite: closing an app closes its bus.
  const bus = countingBus();
  const t = useTestApp(kind, { orderEvents: bus });
  let base = '';
  const aborts: AbortController[] = [];

  afterEach(async () => {
    for (const a of aborts.splice(0)) a.abort();
    // Every stream's subscription is dropped once its client has gone.
    await until(() => bus.subscriptions() === 0);
  });

  async function serverUrl(): Promise<string> {
    if (!base) {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    }
    return base;
  }

  /** A merchant, a signed-in customer with one order, and an operator of the merchant. */
  async function setup() {
    const { merchant, branch, user, token, order, staffToken } = await createLiveShop(t.db, {
      role: 'OPERATOR',
    });
    const move = (status: string) =>
      t.call('POST', `/staff/v1/orders/${order.id}/status`, {
        merchant: merchant.id,
        token: staffToken,
        body: { status },
      });
    return { merchant: merchant.id, branch, user, token, order, move };
  }

  async function open(path: string, headers: Record<string, string> = {}) {
    const abort = new AbortController();
    aborts.push(abort);
    const res = await fetch(`${await serverUrl()}/api${path}`, { headers, signal: abort.signal });
    return { res, abort };
  }

  it('streams the current state at once, then a change made through the staff API, without compression', async () => {
    const s = await setup();
    // As the storefront's EventSource does it: merchant in the query, session in the httpOnly cookie.
    const { res, abort } = await open(`/orders/v1/orders/${s.order.id}/events?merchant=${s.merchant}`, {
      cookie: `token=${s.token}`,
      'accept-encoding': 'gzip, br',
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('cache-control')).toContain('no-store');
    const events = sseReader(res.body as ReadableStream<Uint8Array>);
    expect(await events.next()).toEqual({ retry: 3000 });
    expect(await events.nextOrder()).toMatchObject({
      orderId: s.order.id,
      status: 'OPEN',
      isPaid: false,
      courierStatus: 'NONE',
    });

    expect((await s.move('ACCEPTED')).statusCode).toBe(200);
    const accepted = await events.nextOrder();
    expect(accepted).toMatchObject({ orderId: s.order.id, status: 'ACCEPTED' });
    // Only the public fields travel: no merchant or user ids.
    expect(Object.keys(accepted).sort()).toEqual(['at', 'courierStatus', 'isPaid', 'orderId', 'status']);
    expect((await s.move('COOKING')).statusCode).toBe(200);
    expect((await events.nextOrder()).status).toBe('COOKING');

    // The client goes away: the subscription is dropped.
    expect(bus.subscriptions()).toBe(1);
    abort.abort();
    await until(() => bus.subscriptions() === 0);
  });

  it('hears only its own order: a change of another order of the same customer is not sent', async () => {
    const s = await setup();
    const other = await createOrder(t.db, {
      merchantId: s.merchant,
      userId: s.user.id,
      branchId: s.branch.id,
    });
    const { res } = await open(`/orders/v1/orders/${s.order.id}/events?merchant=${s.merchant}`, {
      authorization: `Bearer ${s.token}`,
    });
    const events = sseReader(res.body as ReadableStream<Uint8Array>);
    await events.nextOrder();
    await bus.publish({
      orderId: other.id,
      merchantId: s.merchant,
      userId: s.user.id,
      status: 'CANCELED',
      isPaid: false,
      courierStatus: 'NONE',
      at: new Date().toISOString(),
    });
    expect((await s.move('ACCEPTED')).statusCode).toBe(200);
    expect((await events.nextOrder()).orderId).toBe(s.order.id);
  });

  it('takes the session from the per-brand `tokens` cookie and the merchant from the header', async () => {
    const s = await setup();
    const tokens = encodeURIComponent(JSON.stringify({ [s.merchant]: s.token }));
    const { res } = await open(`/orders/v1/orders/${s.order.id}/events`, {
      merchant: s.merchant,
      cookie: `token=stale-token-of-another-brand; tokens=${tokens}`,
    });
    expect(res.status).toBe(200);
    const events = sseReader(res.body as ReadableStream<Uint8Array>);
    expect((await events.nextOrder()).status).toBe('OPEN');
  });

  it('refuses guests, other merchants’ sessions and other customers’ orders with translated errors', async () => {
    const s = await setup();
    const other = await setup();
    const neighbour = await createUser(t.db, { merchantId: s.merchant });
    const neighbourToken = await createSession(t.db, neighbour);
    const url = (id: number, merchant = s.merchant) =>
      `/api/orders/v1/orders/${id}/events?merchant=${merchant}`;
    const get = (path: string, headers: Record<string, string> = {}) =>
      t.call('GET', path, { headers: { 'accept-language': 'eng', ...headers } });

    const guest = await get(url(s.order.id));
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toMatchObject({ code: 'UNAUTHORIZED', message: 'Please sign in.' });
    // Merchant B's session at merchant A.
    expect((await get(url(s.order.id), { cookie: `token=${other.token}` })).statusCode).toBe(401);
    // Another customer of the same merchant, and merchant A's order asked for at merchant B.
    const theirs = await get(url(s.order.id), { cookie: `token=${neighbourToken}` });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe('Order not found.');
    expect((await get(url(s.order.id, other.merchant), { cookie: `token=${other.token}` })).statusCode).toBe(
      404,
    );
    expect((await get(`/api/orders/v1/orders/${s.order.id}/events`)).statusCode).toBe(400);
    expect((await get(url(s.order.id, 'not-a-uuid'))).statusCode).toBe(400);
    expect(
      (await get(url(s.order.id, '00000000-0000-4000-8000-000000000000'), { cookie: `token=${s.token}` }))
        .statusCode,
    ).toBe(404);
    // No refused request left a subscription behind.
    expect(bus.subscriptions()).toBe(0);
  });

  it('works with inject too: the first event can be read from the streamed payload', async () => {
    const s = await setup();
    const abort = new AbortController();
    const res = await t.call('GET', `/orders/v1/orders/${s.order.id}/events?merchant=${s.merchant}`, {
      token: s.token,
      stream: true,
      signal: abort.signal,
    });
    expect(res.statusCode).toBe(200);
    const stream = res.stream();
    const text = await new Promise<string>((resolve, reject) => {
      let seen = '';
      stream.on('data', (chunk: Buffer) => {
        seen += chunk.toString();
        if (seen.includes('event: order')) resolve(seen);
      });
      stream.on('error', reject);
    });
    expect(text).toContain(`"orderId":${s.order.id}`);
    abort.abort();
    stream.destroy();
  });

  it('closing the server ends open streams instead of waiting for them', async () => {
    const s = await setup();
    // A second app on the suite's bus, which must stay open for the other tests.
    const shared = { ...bus, close: async () => {} };
    const own = await buildApp({ db: t.db, env: testEnv, storefront: false, orderEvents: shared });
    await own.listen({ port: 0, host: '127.0.0.1' });
    const port = (own.server.address() as AddressInfo).port;
    const res = await fetch(
      `http://127.0.0.1:${port}/api/orders/v1/orders/${s.order.id}/events?merchant=${s.merchant}`,
      { headers: { cookie: `token=${s.token}` } },
    );
    const events = sseReader(res.body as ReadableStream<Uint8Array>);
    await events.nextOrder();
    const started = Date.now();
    await own.close();
    expect(Date.now() - started).toBeLessThan(2000);
    await expect(events.next(1000)).rejects.toThrow('stream ended');
  });
});

describe.each(databases())('live stream heartbeat on %s', (kind) => {
  const t = useTestApp(kind);
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
  });

  it('sends a comment at every heartbeat so proxies keep the connection', async () => {
    const merchant = await createMerchant(t.db);
    const city = await createCity(t.db);
    const branch = await createBranch(t.db, { merchantId: merchant.id, cityId: city.id });
    const user = await createUser(t.db, { merchantId: merchant.id });
    const token = await createSession(t.db, user);
    const order = await createOrder(t.db, { merchantId: merchant.id, userId: user.id, branchId: branch.id });
    app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(app);
    await app.register(fastifyCookie);
    await app.register(
      liveRoutes({
        repo: createLiveRepository(t.db),
        sessions: createSessionService({ repo: createSessionRepository(t.db) }),
        hub: createLiveHub(createInProcessOrderEventBus()),
        heartbeatMs: 30,
      }),
      { prefix: '/api' },
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as AddressInfo).port;
    const abort = new AbortController();
    const res = await fetch(
      `http://127.0.0.1:${port}/api/orders/v1/orders/${order.id}/events?merchant=${merchant.id}`,
      { headers: { cookie: `token=${token}` }, signal: abort.signal },
    );
    const events = sseReader(res.body as ReadableStream<Uint8Array>);
    await events.nextOrder();
    expect(await events.next(1000)).toEqual({ comment: 'ping' });
    expect(await events.next(1000)).toEqual({ comment: 'ping' });
    abort.abort();
  });
});

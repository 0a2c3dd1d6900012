/**
 * The console's live events (decision 211): a stream opened as the console's EventSource (cookie, merchant in
 * the query) hears a new order placed on the storefront and its moves, only what the role may see, and only
 * its own merchant's.
 */
import type { AddressInfo } from 'node:net';
import { StaffCourierEventSchema, StaffOrderEventSchema } from '@dasturxon/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createCourierAccount, createStaff, createStaffSession } from '../../db/factories/staff.ts';
import { createMerchant } from '../../db/factories.ts';
import { type SseFrame, sseReader } from '../../testing/sse-reader.ts';
import { testEnv } from '../../testing/test-app.ts';
import { databases } from '../../testing/test-db.ts';
import { NOON, useOrderWorld } from '../orders/order-test-world.ts';
import { staffCookieName } from './staff-auth.ts';

describe.each(databases())('staff live events on %s', (kind) => {
  const { t, world, submit, pickUp, delivery } = useOrderWorld(kind);
  let base = '';
  const aborts: AbortController[] = [];
  afterEach(() => {
    for (const a of aborts.splice(0)) a.abort();
  });

  async function open(merchantId: string, token: string, opts: { query?: string } = {}) {
    if (!base) {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    }
    const abort = new AbortController();
    aborts.push(abort);
    const query = opts.query ?? `?merchant=${merchantId}`;
    const res = await fetch(`${base}/api/staff/v1/events${query}`, {
      headers: { cookie: `${staffCookieName(merchantId)}=${token}`, 'accept-encoding': 'gzip, br' },
      signal: abort.signal,
    });
    const frames = res.body ? sseReader(res.body as ReadableStream<Uint8Array>) : null;
    /** The next frame named `name`, skipping others; every skipped `order` frame is kept in `skipped`. */
    const skipped: SseFrame[] = [];
    async function nextNamed(name: string, timeoutMs = 3000) {
      if (!frames) throw new Error('no stream');
      for (;;) {
        const frame = await frames.next(timeoutMs);
        if (frame.event === name) return JSON.parse(frame.data ?? '') as unknown;
        if (frame.event) skipped.push(frame);
      }
    }
    /** Nothing named `name` arrives within `ms` (after a marker event proves the stream is flowing). */
    return { res, nextNamed, skipped };
  }

  async function staffOf(merchantId: string, role: 'ADMIN' | 'OPERATOR' | 'KITCHEN') {
    const member = await createStaff(t.db, { merchantId, role });
    return createStaffSession(t.db, member);
  }

  const move = (merchant: string, token: string, id: number, status: string) =>
    t.call('POST', `/staff/v1/orders/${id}/status`, { merchant, token, body: { status } });

  it('hears a storefront order at once and its moves, uncompressed, with retry and ready', async () => {
    const w = await world();
    const token = await staffOf(w.merchant.id, 'OPERATOR');
    const s = await open(w.merchant.id, token);
    expect(s.res.status).toBe(200);
    expect(s.res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(s.res.headers.get('content-encoding')).toBeNull();
    expect(s.res.headers.get('cache-control')).toContain('no-store');
    expect(await s.nextNamed('ready')).toMatchObject({ staff: { role: 'OPERATOR' } });

    const placed = await submit(w, pickUp(w));
    expect(placed.statusCode).toBe(201);
    const order = placed.json() as { id: number; number: number };
    const created = StaffOrderEventSchema.parse(await s.nextNamed('order'));
    expect(created).toMatchObject({
      kind: 'created',
      orderId: order.id,
      number: order.number,
      branchId: w.branch.id,
      status: 'OPEN',
      isPaid: false,
    });

    expect((await move(w.merchant.id, token, order.id, 'ACCEPTED')).statusCode).toBe(200);
    expect(StaffOrderEventSchema.parse(await s.nextNamed('order'))).toMatchObject({
      kind: 'changed',
      orderId: order.id,
      status: 'ACCEPTED',
    });
  });

  it('tells the kitchen only from ACCEPTED on, and a courier only its own orders and not positions', async () => {
    const w = await world();
    const operator = await staffOf(w.merchant.id, 'OPERATOR');
    const kitchen = await open(w.merchant.id, await staffOf(w.merchant.id, 'KITCHEN'));
    const { courier, account } = await createCourierAccount(t.db, { merchantId: w.merchant.id });
    const courierToken = await createStaffSession(t.db, account);
    const riding = await open(w.merchant.id, courierToken);
    await kitchen.nextNamed('ready');
    await riding.nextNamed('ready');

    const first = await submit(w, delivery(w), { key: 'order-mine' });
    expect(first.statusCode, first.body).toBe(201);
    const mine = first.json() as { id: number };
    const theirs = (await submit(w, delivery(w), { key: 'order-theirs' })).json() as { id: number };
    const accepted = await move(w.merchant.id, operator, theirs.id, 'ACCEPTED');
    expect(accepted.statusCode, accepted.body).toBe(200);
    const attach = await t.call('POST', `/staff/v1/orders/${mine.id}/courier`, {
      merchant: w.merchant.id,
      token: operator,
      body: { courierId: courier.id },
    });
    expect(attach.statusCode, attach.body).toBe(200);
    const location = await t.call('POST', '/staff/v1/couriers/me/location', {
      merchant: w.merchant.id,
      token: courierToken,
      body: { latitude: 41.31, longitude: 69.28 },
    });
    expect(location.statusCode).toBe(200);
    expect((await move(w.merchant.id, operator, mine.id, 'ACCEPTED')).statusCode).toBe(200);

    // The kitchen's first event is the ACCEPTED one: the two new (OPEN) orders were not sent to it.
    expect(StaffOrderEventSchema.parse(await kitchen.nextNamed('order'))).toMatchObject({
      orderId: theirs.id,
      status: 'ACCEPTED',
    });
    // The courier hears its order (attached, then its own position's order change, then accepted), never theirs.
    const heard: number[] = [];
    for (;;) {
      const e = StaffOrderEventSchema.parse(await riding.nextNamed('order'));
      heard.push(e.orderId);
      if (e.status === 'ACCEPTED') break;
    }
    expect(new Set(heard)).toEqual(new Set([mine.id]));
    expect(riding.skipped.filter((f) => f.event === 'courier')).toEqual([]);
  });

  it('shows the operators where a courier is', async () => {
    const w = await world();
    const operator = await staffOf(w.merchant.id, 'OPERATOR');
    const s = await open(w.merchant.id, operator);
    await s.nextNamed('ready');
    const { courier, account } = await createCourierAccount(t.db, { merchantId: w.merchant.id });
    const order = (await submit(w, delivery(w))).json() as { id: number };
    await t.call('POST', `/staff/v1/orders/${order.id}/courier`, {
      merchant: w.merchant.id,
      token: operator,
      body: { courierId: courier.id },
    });
    await t.call('POST', '/staff/v1/couriers/me/location', {
      merchant: w.merchant.id,
      token: await createStaffSession(t.db, account),
      body: { latitude: 41.31, longitude: 69.28 },
    });
    expect(StaffCourierEventSchema.parse(await s.nextNamed('courier'))).toEqual({
      courierId: courier.id,
      latitude: 41.31,
      longitude: 69.28,
      at: expect.any(String),
    });
  });

  it('never sends another merchant’s orders', async () => {
    const w = await world();
    const other = await world();
    const s = await open(other.merchant.id, await staffOf(other.merchant.id, 'ADMIN'));
    await s.nextNamed('ready');
    await submit(w, pickUp(w));
    const own = (await submit(other, pickUp(other))).json() as { id: number };
    expect(StaffOrderEventSchema.parse(await s.nextNamed('order')).orderId).toBe(own.id);
  });

  it('ends every open stream when the server closes (one client already gone)', async () => {
    const w = await world();
    const token = await staffOf(w.merchant.id, 'ADMIN');
    const own = await buildApp({ db: t.db, env: testEnv, storefront: false, logger: false });
    await own.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(own.server.address() as AddressInfo).port}/api/staff/v1/events?merchant=${w.merchant.id}`;
    const headers = { cookie: `${staffCookieName(w.merchant.id)}=${token}` };
    const gone = new AbortController();
    const first = await fetch(url, { headers, signal: gone.signal });
    const kept = await fetch(url, { headers });
    const frames = sseReader(kept.body as ReadableStream<Uint8Array>);
    expect(await frames.next()).toEqual({ retry: 3000 });
    expect((await frames.next()).event).toBe('ready');
    expect(first.status).toBe(200);
    gone.abort();
    await own.close();
    await expect(frames.next()).rejects.toThrow('stream ended');
  });

  it('ends the stream when its session expires', async () => {
    const w = await world();
    const member = await createStaff(t.db, { merchantId: w.merchant.id, role: 'OPERATOR' });
    // The app's clock is NOON: this session has 300 ms left.
    const token = await createStaffSession(t.db, member, {
      now: new Date(NOON.getTime() - 12 * 3_600_000 + 300),
    });
    const s = await open(w.merchant.id, token);
    expect(s.res.status).toBe(200);
    await s.nextNamed('ready');
    await expect(s.nextNamed('order', 3000)).rejects.toThrow('stream ended');
  });

  it('refuses a stream without a session, with another merchant’s session, or without a merchant', async () => {
    const w = await world();
    const token = await staffOf(w.merchant.id, 'OPERATOR');
    const stranger = await createMerchant(t.db);
    expect((await open(w.merchant.id, 'x'.repeat(43))).res.status).toBe(401);
    const foreign = await open(stranger.id, token);
    expect(foreign.res.status).toBe(401);
    expect((await open(w.merchant.id, token, { query: '' })).res.status).toBe(400);
  });
});

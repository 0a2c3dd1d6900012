/**
 * The menu's early answers (fast-path-server.ts, decision 345): over a real connection, a cached menu is written
 * by the server's listener before Fastify sees the request, with the route's headers and bytes, counted in the
 * route's metrics; what it cannot answer, and anything while the app closes, goes to Fastify.
 */
import { request as httpRequest, type IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { type AddressInfo, Socket } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { OverallSchema } from '@dasturxon/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerMetrics } from '../../ops/metrics.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { databases } from '../../testing/test-db.ts';
import { shopWithDish } from './menu-test-shop.ts';

const overalls = '/api/products/v1/overalls';
const TOKEN = 'metrics-token-early-answers-0123456789';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** One GET over a keep-alive connection of its own, the body as sent (not decompressed). */
function rawGet(port: number, path: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const options = { host: '127.0.0.1', port, path, headers: { connection: 'keep-alive', ...headers } };
    const req = httpRequest({ ...options, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      const socket = res.socket;
      res.on('end', () => socket.destroy());
    });
    req.on('error', reject);
    req.end();
  });
}

/** The headers that do not differ per response or per connection by design. */
function stable(headers: IncomingHttpHeaders | LightMyRequestResponse['headers']): Record<string, unknown> {
  const { date: _d, connection: _c, 'keep-alive': _k, 'content-security-policy': policy, ...rest } = headers;
  return { ...rest, 'content-security-policy': String(policy).replace(/'nonce-[^']+'/, "'nonce-*'") };
}

function sameHeaders(a: IncomingHttpHeaders, b: LightMyRequestResponse['headers']): boolean {
  const sorted = (h: IncomingHttpHeaders | LightMyRequestResponse['headers']) =>
    JSON.stringify(Object.entries(stable(h)).sort(([x], [y]) => x.localeCompare(y)));
  return sorted(a) === sorted(b);
}

describe.each(databases())('menu early answers on %s', (kind) => {
  /** URLs of the requests Fastify saw through to their end (its onResponse hooks ran). */
  const seen: string[] = [];
  const t = useTestApp(kind, {
    menuCacheCheckIntervalMs: 60_000,
    beforeRoutes: (app) => {
      app.addHook('onResponse', (request, _reply, done) => {
        seen.push(request.url);
        done();
      });
      registerMetrics(app, { token: TOKEN, processMetrics: false });
    },
  });

  async function listening(): Promise<number> {
    if (!t.app.server.listening) await t.app.listen({ host: '127.0.0.1', port: 0 });
    return (t.app.server.address() as AddressInfo).port;
  }

  async function served(status: number): Promise<number> {
    const metrics = await t.call('GET', '/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
    const line = metrics.body
      .split('\n')
      .find(
        (l) =>
          l.startsWith('http_requests_total{') &&
          l.includes(`route="${overalls}"`) &&
          l.includes(`status="${status}"`),
      );
    return Number(line?.split(' ').pop() ?? 0);
  }

  it('answers a cached menu before Fastify, with the headers and bytes of the route, counted', async () => {
    const port = await listening();
    const merchant = await shopWithDish(t.db, 'Osh');
    const asks: Record<string, string>[] = [
      {},
      { 'accept-encoding': 'gzip' },
      { 'accept-encoding': 'gzip, deflate, br' },
    ];
    for (const ask of asks) {
      const headers = { merchant: merchant.id, ...ask };
      // The route answers the first request, caches the menu and starts its compression in this encoding.
      await t.call('GET', overalls, { merchant: merchant.id, headers: ask });
      // Side by side with the route's answer (the trailing `&` keeps it from the early answers), tried again only
      // while the bytes settle: the brotli bytes improve once (quality 6, then the best; decision 010).
      await expect
        .poll(async () => {
          const before = await served(200);
          seen.length = 0;
          const early = await rawGet(port, overalls, headers);
          const reachedFastify = seen.length > 0;
          const counted = (await served(200)) - before;
          const routed = await t.call('GET', `${overalls}?type=WEB&`, {
            merchant: merchant.id,
            headers: ask,
          });
          return {
            reachedFastify,
            counted,
            status: early.status,
            connection: early.headers.connection,
            headers: sameHeaders(early.headers, routed.headers),
            bytes: early.body.equals(routed.rawPayload),
          };
        })
        .toEqual({
          reachedFastify: false,
          counted: 1,
          status: 200,
          connection: 'keep-alive',
          headers: true,
          bytes: true,
        });
    }
    const etag = String((await t.call('GET', overalls, { merchant: merchant.id })).headers.etag);
    const routed304 = await t.call('GET', `${overalls}?type=WEB&`, {
      merchant: merchant.id,
      headers: { 'if-none-match': etag },
    });
    const before304 = await served(304);
    seen.length = 0;
    const early304 = await rawGet(port, `${overalls}?type=WEB`, {
      merchant: merchant.id,
      'if-none-match': etag,
    });
    expect([seen, early304.status, early304.body.length]).toEqual([[], 304, 0]);
    expect(stable(early304.headers)).toEqual(stable(routed304.headers));
    expect(await served(304)).toBe(before304 + 1);
  });

  it('serves each merchant its own menu, and leaves to Fastify what it cannot answer', async () => {
    const port = await listening();
    const osh = await shopWithDish(t.db, 'Osh');
    const somsa = await shopWithDish(t.db, 'Somsa');
    for (const m of [osh, somsa])
      await t.call('GET', overalls, { merchant: m.id, headers: { 'accept-encoding': 'gzip' } });
    for (const [m, dish] of [
      [osh, 'Osh'],
      [somsa, 'Somsa'],
    ] as const) {
      seen.length = 0;
      const early = await rawGet(port, overalls, { merchant: m.id.toUpperCase(), 'accept-encoding': 'gzip' });
      expect(seen).toEqual([]);
      expect(OverallSchema.parse(JSON.parse(gunzipSync(early.body).toString())).products[0]?.name.uz).toBe(
        dish,
      );
    }
    seen.length = 0;
    // Not cached for this channel yet, an unknown merchant, a query string of its own: Fastify's.
    const tg = await rawGet(port, `${overalls}?type=TG`, { merchant: osh.id });
    const unknown = await rawGet(port, overalls, { merchant: '00000000-0000-4000-8000-000000000000' });
    const bad = await rawGet(port, `${overalls}?type=XX`, { merchant: osh.id });
    expect([tg.status, unknown.status, bad.status]).toEqual([200, 404, 400]);
    expect(seen).toHaveLength(3);
  });

  it('leaves every request to Fastify once the app closes (which answers Connection: close)', async () => {
    await listening();
    const merchant = await shopWithDish(t.db, 'Osh');
    await t.call('GET', overalls, { merchant: merchant.id });
    // A request that reaches the listener on a connection still open (the socket is not needed to answer).
    const deliver = () => {
      const req = new IncomingMessage(new Socket());
      Object.assign(req, { method: 'GET', url: overalls, headers: { merchant: merchant.id } });
      const res = new ServerResponse(req);
      t.app.server.emit('request', req, res);
      return res;
    };
    const early = deliver();
    expect([early.headersSent, early.getHeader('connection')]).toEqual([true, undefined]);
    await t.app.close();
    const closing = deliver();
    await expect.poll(() => closing.headersSent).toBe(true);
    expect([closing.statusCode, closing.getHeader('connection')]).toEqual([200, 'close']);
  });
});

/**
 * The proxy in front (issue 15 §3, decision 292): Debian's nginx with the repository's configuration
 * (ops/nginx/dasturxon.conf, its ports and certificate replaced) terminates TLS for a merchant's host in front of
 * two server instances on one PostgreSQL database and one Redis. Through it: a customer signs in and orders while
 * the requests alternate between the instances; the SMS-code cooldown holds across them; a live order screen
 * opened through nginx hears changes made on either instance at once (no buffering); a price changed on one
 * instance is on the other's menu. Needs nginx, openssl, TEST_DATABASE_URL and Redis (CI installs nginx).
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import https from 'node:https';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DbHandle, openPostgres } from '../db/client.ts';
import { createStaff, createStaffSession } from '../db/factories/staff.ts';
import {
  createBranch,
  createCity,
  createDeliveryZone,
  createMerchant,
  createOrderingMenu,
  createOrderSettings,
  createPaymentSettings,
  weeklyHours,
} from '../db/factories.ts';
import { REDIS_URL, redisReachable } from '../testing/redis.ts';
import { sseReader } from '../testing/sse-reader.ts';
import { type ChildServer, freePort, startChildServer } from './testing/child-server.ts';
import { NGINX, type NginxProcess, startNginx } from './testing/nginx-process.ts';

const serverUrl = process.env.TEST_DATABASE_URL;
const ready =
  Boolean(serverUrl) && (await redisReachable()) && (existsSync(NGINX) || Boolean(process.env.CI));
const HOST = 'cafe.dasturxon.test';

/** Waits (outside a test: set-up) until `check` is true, or fails after `timeoutMs`. */
async function until(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not ready within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe.runIf(ready)('nginx in front of two instances', () => {
  const name = `dx_test_nginx_${process.pid}_${randomBytes(4).toString('hex')}`;
  let handle: DbHandle;
  let instances: ChildServer[] = [];
  let nginx: NginxProcess | undefined;
  let httpsPort = 0;
  const admin = async (sql: string) => {
    const c = new pg.Client({ connectionString: serverUrl });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };

  /** A request through nginx over TLS to the merchant's host. */
  function viaProxy(
    method: string,
    path: string,
    opts: { body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<{ status: number; body: string; stream: NodeJS.ReadableStream }> {
    return new Promise((resolve, reject) => {
      const payload = opts.body === undefined ? undefined : JSON.stringify(opts.body);
      const request = https.request(
        {
          host: '127.0.0.1',
          port: httpsPort,
          servername: HOST,
          method,
          path,
          rejectUnauthorized: false,
          agent: false,
          headers: {
            host: HOST,
            ...(payload ? { 'content-type': 'application/json' } : {}),
            ...opts.headers,
          },
        },
        (response) => {
          if ((response.headers['content-type'] ?? '').startsWith('text/event-stream')) {
            resolve({ status: response.statusCode ?? 0, body: '', stream: response });
            return;
          }
          let body = '';
          response.on('data', (chunk: Buffer) => {
            body += chunk.toString();
          });
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body, stream: response }));
        },
      );
      request.on('error', reject);
      request.end(payload);
    });
  }

  beforeAll(async () => {
    await admin(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    // Migrated here, before the instances start (as the cluster's primary does): they never race on it.
    handle = await openPostgres(url.toString(), 2, () => {});
    await handle.migrate();
    const env = {
      DATABASE_URL: url.toString(),
      REDIS_URL,
      TRUST_PROXY: 'true',
      BASE_DOMAIN: 'dasturxon.test',
    };
    instances = await Promise.all([startChildServer(env), startChildServer(env)]);
    for (const instance of instances) {
      await until(
        async () => (await fetch(`${instance.base}/readyz`).catch(() => null))?.status === 200,
        40_000,
      );
    }

    httpsPort = await freePort();
    nginx = await startNginx({
      upstreams: instances.map((i) => new URL(i.base).host),
      httpsPort,
      httpPort: await freePort(),
      host: HOST,
      workers: 1,
      workerConnections: 256,
      readyWithinMs: 10_000,
    });
  }, 120_000);

  afterAll(async () => {
    await nginx?.stop();
    await Promise.all(instances.map((i) => i.stop()));
    await handle?.close();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it('signs a customer in and takes their order while requests alternate between the instances, and keeps live screens and menus in step', async () => {
    const db = handle.db;
    const merchant = await createMerchant(db, { sub: 'cafe' });
    const city = await createCity(db);
    // The instances run on the real clock (they are separate processes): the branch is open round the clock
    // (00:00-00:00 is a whole day), so the order is taken at whatever hour CI runs.
    const branch = await createBranch(db, {
      merchantId: merchant.id,
      cityId: city.id,
      workHours: weeklyHours('00:00', '00:00'),
    });
    const { plov } = await createOrderingMenu(db, merchant.id);
    await createOrderSettings(db, { merchantId: merchant.id, minOrderAmount: 10_000 });
    await createDeliveryZone(db, { merchantId: merchant.id, price: 10_000 });
    await createPaymentSettings(db, merchant.id, ['CASH']);
    const staff = await createStaff(db, { merchantId: merchant.id, role: 'ADMIN' });
    const staffToken = await createStaffSession(db, staff);
    const m = { merchant: merchant.id };
    const phone = '998935551122';

    expect((await viaProxy('POST', '/api/users/v1/auth/code', { headers: m, body: { phone } })).status).toBe(
      200,
    );
    // The next send reaches the other instance: the resend cooldown is shared (the database's), so it is refused.
    const again = await viaProxy('POST', '/api/users/v1/auth/code', { headers: m, body: { phone } });
    expect(again.status).toBe(429);
    // The log gateway keeps the code in the instance that sent it: ask both.
    let code: string | undefined;
    for (const instance of instances) {
      const read = await fetch(`${instance.base}/api/testing/v1/last-code?phone=${phone}`, { headers: m });
      if (read.status === 200) code = ((await read.json()) as { code: string }).code;
    }
    expect(code).toMatch(/^\d{6}$/);
    const login = await viaProxy('POST', '/api/users/v1/auth/login', { headers: m, body: { phone, code } });
    expect(login.status).toBe(200);
    const token = (JSON.parse(login.body) as { token: string }).token;
    const auth = { ...m, authorization: `Bearer ${token}` };

    const order = {
      serviceType: 'PICK_UP',
      branchId: branch.id,
      paymentType: 'CASH',
      cartItems: [{ productId: plov.id, count: 2 }],
    };
    const quote = await viaProxy('POST', '/api/orders/v1/orders/quote', { headers: m, body: order });
    expect(quote.status).toBe(200);
    const placed = await viaProxy('POST', '/api/orders/v1/orders', {
      headers: { ...auth, 'idempotency-key': `nginx-${randomBytes(4).toString('hex')}` },
      body: order,
    });
    expect(placed.status).toBe(201);
    const orderId = (JSON.parse(placed.body) as { id: number }).id;

    // A live screen through nginx hears a change made on each instance, as it is made.
    const live = await viaProxy('GET', `/api/orders/v1/orders/${orderId}/events?merchant=${merchant.id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(live.status).toBe(200);
    const events = sseReader(
      new ReadableStream<Uint8Array>({
        start(controller) {
          live.stream.on('data', (chunk: Buffer) => controller.enqueue(new Uint8Array(chunk)));
          live.stream.on('end', () => controller.close());
        },
      }),
    );
    expect((await events.nextOrder()).status).toBe('OPEN');
    const staffHeaders = {
      merchant: merchant.id,
      authorization: `Bearer ${staffToken}`,
      'content-type': 'application/json',
    };
    const [first, second] = instances as [ChildServer, ChildServer];
    const accepted = await fetch(`${first.base}/api/staff/v1/orders/${orderId}/accept`, {
      method: 'POST',
      headers: staffHeaders,
      body: JSON.stringify({ minutes: 20 }),
    });
    expect(accepted.status).toBe(200);
    expect((await events.nextOrder()).status).toBe('ACCEPTED');
    const cooking = await fetch(`${second.base}/api/staff/v1/orders/${orderId}/status`, {
      method: 'POST',
      headers: staffHeaders,
      body: JSON.stringify({ status: 'COOKING' }),
    });
    expect(cooking.status).toBe(200);
    expect((await events.nextOrder()).status).toBe('COOKING');
    await events.cancel();

    // The stop-list changed on one instance is on the other's menu at once (its cache checks the database).
    const menuOf = async (instance: ChildServer) => {
      const response = await fetch(`${instance.base}/api/products/v1/overalls`, { headers: m });
      expect(response.status).toBe(200);
      return response.headers.get('etag');
    };
    const before = await menuOf(second);
    const stopped = await fetch(`${first.base}/api/staff/v1/menu/products/${plov.id}/availability`, {
      method: 'PUT',
      headers: staffHeaders,
      body: JSON.stringify({ branchId: null, available: false }),
    });
    expect(stopped.status).toBe(200);
    await expect.poll(() => menuOf(second), { timeout: 3000, interval: 100 }).not.toBe(before);
    expect(await menuOf(first)).toBe(await menuOf(second));
  }, 60_000);
});

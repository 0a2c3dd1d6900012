/**
 * What several instances share through Redis in scale mode (issue 15 §3): a contact Telegram vouched for, heard by
 * one instance's webhook, is found by another instance's login; the geocoding gate spaces requests across
 * instances, not per process, and falls back to the process's own gate while Redis is down.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createMerchant } from '../db/factories.ts';
import { createRedisRateGate } from '../modules/geocoding/redis-rate-gate.ts';
import { startTcpProxy, type TcpProxy } from '../ops/testing/tcp-proxy.ts';
import { signInitData } from '../telegram/sign-init-data.ts';
import { createRedisContactStore, VERIFIED_CONTACT_TTL_MS } from '../telegram/verified-contacts.ts';
import { WEBHOOK_SECRET_HEADER, webhookSecret } from '../telegram/webhook-secret.ts';
import { createCaller } from '../testing/call.ts';
import { REDIS_URL, redisDescribe } from '../testing/redis.ts';
import { testEnv, useTestApp } from '../testing/test-app.ts';
import { closeSharedRedis, createSharedRedis } from './shared-client.ts';

const redisSuite = await redisDescribe();

redisSuite('state shared by instances through Redis', () => {
  const log = { warn() {} } as unknown as FastifyBaseLogger;
  const t = useTestApp('pglite');
  let a: Redis;
  let b: Redis;
  let proxy: TcpProxy;
  let behindProxy: Redis;

  beforeAll(async () => {
    a = createSharedRedis(REDIS_URL, log);
    b = createSharedRedis(REDIS_URL, log);
    const target = new URL(REDIS_URL);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
    behindProxy = createSharedRedis(`redis://127.0.0.1:${proxy.port}`, log);
    await Promise.all([a, b, behindProxy].map((c) => new Promise((resolve) => c.once('ready', resolve))));
  });
  afterAll(async () => {
    await Promise.all([a, b, behindProxy].map(closeSharedRedis));
    await proxy?.close();
  });

  it("finds on one instance the contact another instance's webhook recorded, once", async () => {
    const prefix = `dasturxon:test:${randomUUID()}`;
    const webhook = createRedisContactStore(a, prefix);
    const login = createRedisContactStore(b, prefix);
    await webhook.record('merchant-1', '777', '998901234567');
    expect(await login.peek('merchant-1', '777')).toBe('998901234567');
    expect(await login.peek('merchant-2', '777')).toBeNull();
    const ttl = await b.pttl(`${prefix}:merchant-1:777`);
    expect(ttl).toBeGreaterThan(VERIFIED_CONTACT_TTL_MS - 5000);
    expect(ttl).toBeLessThanOrEqual(VERIFIED_CONTACT_TTL_MS);
    await login.consume('merchant-1', '777');
    expect(await webhook.peek('merchant-1', '777')).toBeNull();
  });

  it('spaces geocoding requests across instances and refuses a caller whose turn is too far', async () => {
    const key = `dasturxon:test:${randomUUID()}`;
    const noSleep = async () => {};
    const one = createRedisRateGate({ redis: a, intervalMs: 1000, maxWaitMs: 2500, key, sleep: noSleep });
    const two = createRedisRateGate({ redis: b, intervalMs: 1000, maxWaitMs: 2500, key, sleep: noSleep });
    await one.wait();
    expect(one.lastDelayMs()).toBe(0);
    // The other instance's next request waits for the slot after it, and the next one after that.
    await two.wait();
    expect(two.lastDelayMs()).toBeGreaterThan(900);
    await one.wait();
    expect(one.lastDelayMs()).toBeGreaterThan(1900);
    await expect(two.wait()).rejects.toMatchObject({ name: 'GateBusyError' });
  });

  it('uses the process gate while Redis is down', async () => {
    const gate = createRedisRateGate({
      redis: behindProxy,
      intervalMs: 1000,
      maxWaitMs: 0,
      key: `dasturxon:test:${randomUUID()}`,
    });
    proxy.down();
    await expect.poll(() => behindProxy.status).not.toBe('ready');
    await gate.wait();
    // The local gate spaces this process's own calls: a second at once is refused (maxWait 0).
    await expect(gate.wait()).rejects.toMatchObject({ name: 'GateBusyError' });
    proxy.up();
  });

  it("lets a mini-app user sign in on one instance with the contact another instance's webhook heard", async () => {
    const apps: FastifyInstance[] = [];
    try {
      for (let i = 0; i < 2; i++) {
        const app = await buildApp({
          db: t.db,
          env: { ...testEnv, REDIS_URL },
          storefront: false,
          logger: false,
        });
        apps.push(app);
      }
      const [one, two] = apps.map((app) => createCaller(() => app));
      if (!one || !two) throw new Error('two instances');
      const token = `${Date.now() % 1e9}:test-bot-${randomUUID()}`;
      const merchant = await createMerchant(t.db, { telegramBotToken: token });
      const user = { id: 70_000_000 + Math.floor(Math.random() * 1e6), first_name: 'Aziza' };
      const hook = await one('POST', `/webbot/v1/telegram/webhook/${merchant.id}`, {
        headers: { [WEBHOOK_SECRET_HEADER]: webhookSecret(token) },
        body: {
          update_id: 1,
          message: {
            message_id: 10,
            from: { id: user.id, is_bot: false, first_name: 'Aziza' },
            chat: { id: user.id, type: 'private' },
            date: 1,
            contact: { phone_number: '+998 90 765 43 21', first_name: 'Aziza', user_id: user.id },
          },
        },
      });
      expect(hook.statusCode).toBe(200);
      const login = await two('POST', '/webbot/v1/users/login', {
        merchant: merchant.id,
        body: {
          initData: signInitData({ auth_date: Math.floor(Date.now() / 1000), user }, token),
          phone: '998907654321',
          firstName: 'Aziza',
        },
      });
      expect(login.statusCode).toBe(200);
      expect(login.json()).toMatchObject({ status: 'LOGGED_IN', user: { phone: '998907654321' } });
    } finally {
      await Promise.all(apps.map((app) => app.close()));
    }
  });
});

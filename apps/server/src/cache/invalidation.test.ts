/**
 * Cross-instance invalidation (decision 302): in scale mode a change written through one instance drops the
 * merchant and menu caches of every other instance at once, not after their time-to-live; an instance that
 * listens again after a cut forgets everything it may have missed.
 */

import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createCategory, createGroup, createMerchant, createProduct, ml } from '../db/factories.ts';
import { merchants, products } from '../db/schema/index.ts';
import { parseEnv } from '../env.ts';
import { closeSharedRedis, createSharedRedis } from '../redis/shared-client.ts';
import { createCaller } from '../testing/call.ts';
import { REDIS_URL, redisDescribe } from '../testing/redis.ts';
import { createTestDb, type TestDb } from '../testing/test-db.ts';
import { createCacheInvalidation, type Invalidation } from './invalidation.ts';

const redisSuite = await redisDescribe();

redisSuite('cache invalidation across instances', () => {
  let testDb: TestDb;
  let a: FastifyInstance;
  let b: FastifyInstance;
  const callB = createCaller(() => b);

  beforeAll(async () => {
    testDb = await createTestDb('pglite');
    const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false', REDIS_URL });
    // Caches that would stay stale for a minute on their own, and a menu that never asks its fingerprint: only
    // the message from the other instance can explain a fresh answer.
    const options = { db: testDb.db, env, storefront: false, merchantCacheTtlMs: 60_000 };
    a = await buildApp({ ...options, menuCacheCheckIntervalMs: 60_000 });
    b = await buildApp({ ...options, menuCacheCheckIntervalMs: 60_000 });
    await Promise.all([a.ready(), b.ready()]);
    await Promise.all([a.cacheInvalidation.ready(), b.cacheInvalidation.ready()]);
  });
  beforeEach(async () => {
    await testDb.reset();
    a.clearCaches();
    b.clearCaches();
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await testDb?.close();
  });

  it('shows on one instance a merchant changed through the other at once', async () => {
    const m = await createMerchant(testDb.db);
    const nameOnB = async () => {
      const res = await callB('GET', `/users/v1/merchants/sub/${m.sub}`);
      return (res.json() as { name: { uz: string } }).name.uz;
    };
    const before = await nameOnB();
    await testDb.db
      .update(merchants)
      .set({ name: ml('Yangi nom', 'Новое', 'New name') })
      .where(eq(merchants.id, m.id));
    expect(await nameOnB()).toBe(before);
    a.invalidateMerchant(m.id);
    await expect.poll(nameOnB, { interval: 20, timeout: 5_000 }).toBe('Yangi nom');
  });

  it('shows on one instance a price changed through the other at once', async () => {
    const m = await createMerchant(testDb.db);
    const group = await createGroup(testDb.db, { merchantId: m.id });
    const category = await createCategory(testDb.db, { merchantId: m.id, groupId: group.id });
    const product = await createProduct(testDb.db, {
      merchantId: m.id,
      categoryId: category.id,
      costPrice: 45000,
    });
    const priceOnB = async () => {
      const res = await callB('GET', '/products/v1/overalls?type=WEB', { merchant: m.id });
      const overall = res.json() as { products: { id: number; costPrice: number }[] };
      return overall.products.find((p) => p.id === product.id)?.costPrice;
    };
    expect(await priceOnB()).toBe(45000);
    await testDb.db.update(products).set({ costPrice: 52000 }).where(eq(products.id, product.id));
    expect(await priceOnB()).toBe(45000);
    a.invalidateMenu(m.id);
    await expect.poll(priceOnB, { interval: 20, timeout: 5_000 }).toBe(52000);
  });

  it('forgets everything after listening again, as messages sent meanwhile are lost', async () => {
    const log = { warn() {}, error() {} } as unknown as FastifyBaseLogger;
    const redis = createSharedRedis(REDIS_URL, log);
    const name = `dasturxon-test-${process.pid}-${Date.now()}`;
    const bus = createCacheInvalidation({ redis, log, name, channel: `dasturxon:test:${name}` });
    const heard: Invalidation[] = [];
    bus.on((message) => heard.push(message));
    await bus.ready();
    expect(heard).toEqual([]);
    // Redis drops this bus's subscriber (as a restart would): it reconnects and subscribes again.
    const clients = String(await redis.call('CLIENT', 'LIST', 'TYPE', 'pubsub'));
    const id = /id=(\d+) .*name=(\S+)/.exec(
      clients.split('\n').find((line) => line.includes(`name=${name}`)) ?? '',
    )?.[1];
    expect(id).toBeDefined();
    await redis.call('CLIENT', 'KILL', 'ID', String(id));
    await expect.poll(() => heard, { interval: 20, timeout: 5_000 }).toContainEqual({ kind: 'all' });
    await bus.close();
    await closeSharedRedis(redis);
  });
});

/**
 * Scale mode (decisions 365 and 379 over decision 302's bus): an admin's change to the payment settings or a branch
 * saved through one instance is what an order on another instance sees next, although that instance holds the
 * merchant's settings and branches in memory. Both keep their caches a minute on their own, so only the invalidation message can explain it.
 */
import { OrderQuoteSchema } from '@dasturxon/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createStaff, createStaffSession } from '../../db/factories/staff.ts';
import {
  createBranch,
  createCity,
  createMerchant,
  createOrderingMenu,
  createOrderSettings,
  createPaymentSettings,
  createSession,
  createUser,
} from '../../db/factories.ts';
import { parseEnv } from '../../env.ts';
import { createCaller } from '../../testing/call.ts';
import { REDIS_URL, redisDescribe } from '../../testing/redis.ts';
import { createTestDb, type TestDb } from '../../testing/test-db.ts';
import { NOON } from './order-test-world.ts';

const redisSuite = await redisDescribe();

redisSuite('ordering settings across instances', () => {
  let testDb: TestDb;
  let a: FastifyInstance;
  let b: FastifyInstance;
  const callA = createCaller(() => a);
  const callB = createCaller(() => b);

  beforeAll(async () => {
    testDb = await createTestDb('pglite');
    const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false', REDIS_URL });
    const options = {
      db: testDb.db,
      env,
      storefront: false,
      merchantCacheTtlMs: 60_000,
      menuCacheCheckIntervalMs: 60_000,
      clock: () => NOON,
    };
    a = await buildApp(options);
    b = await buildApp(options);
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

  async function merchantWithCustomer() {
    const db = testDb.db;
    const merchant = await createMerchant(db);
    const city = await createCity(db);
    const branch = await createBranch(db, { merchantId: merchant.id, cityId: city.id });
    const { plov } = await createOrderingMenu(db, merchant.id);
    await createOrderSettings(db, { merchantId: merchant.id });
    await createPaymentSettings(db, merchant.id, ['CASH', 'TERMINAL']);
    const user = await createUser(db, { merchantId: merchant.id });
    const token = await createSession(db, user);
    const adminToken = await createStaffSession(
      db,
      await createStaff(db, { merchantId: merchant.id, role: 'ADMIN' }),
      { now: NOON },
    );
    return { merchant, branch, plov, token, adminToken };
  }

  it('refuses on one instance at a branch paused through the other', async () => {
    const { merchant, branch, plov, token, adminToken } = await merchantWithCustomer();
    const body = {
      serviceType: 'PICK_UP',
      branchId: branch.id,
      paymentType: 'CASH',
      cartItems: [{ productId: plov.id, count: 2 }],
    };
    const problemsOnB = async () => {
      const res = await callB('POST', '/orders/v1/orders/quote', { merchant: merchant.id, token, body });
      return OrderQuoteSchema.parse(res.json()).problems.map((p) => p.code);
    };
    // B holds the branches now (and would for a minute).
    expect(await problemsOnB()).toEqual([]);
    const paused = await callA('PUT', `/staff/v1/branches/${branch.id}/close`, {
      merchant: merchant.id,
      token: adminToken,
      body: { closedUntil: new Date(NOON.getTime() + 3_600_000).toISOString() },
    });
    expect(paused.statusCode).toBe(200);
    await expect.poll(problemsOnB, { interval: 20, timeout: 5_000 }).toEqual(['BRANCH_CLOSED']);
  });

  it('refuses on one instance a payment type switched off through the other', async () => {
    const { merchant, branch, plov, token, adminToken } = await merchantWithCustomer();
    const body = {
      serviceType: 'PICK_UP',
      branchId: branch.id,
      paymentType: 'TERMINAL',
      cartItems: [{ productId: plov.id, count: 2 }],
    };
    const problemsOnB = async () => {
      const res = await callB('POST', '/orders/v1/orders/quote', { merchant: merchant.id, token, body });
      return OrderQuoteSchema.parse(res.json()).problems.map((p) => p.code);
    };
    // B holds the settings now (and would for a minute).
    expect(await problemsOnB()).toEqual([]);

    const off = { isActive: false, webEnabled: false, botEnabled: false, operatorEnabled: false };
    const saved = await callA('PUT', '/staff/v1/settings/payments', {
      merchant: merchant.id,
      token: adminToken,
      body: { settings: [{ type: 'TERMINAL', ...off, appEnabled: false, qrEnabled: false }] },
    });
    expect(saved.statusCode).toBe(200);

    // The message crosses Redis in a moment; B's own time-to-live is a minute.
    await expect.poll(problemsOnB, { interval: 20, timeout: 5_000 }).toEqual(['PAYMENT_TYPE_UNAVAILABLE']);
    const refused = await callB('POST', '/orders/v1/orders', {
      merchant: merchant.id,
      token,
      body,
      key: 'scale-terminal-1',
    });
    expect(refused.statusCode).toBe(422);
    expect((refused.json() as { code: string }).code).toBe('PAYMENT_TYPE_UNAVAILABLE');
  });
});

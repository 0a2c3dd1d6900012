/**
 * OTP_CLIENT_LIMIT (decision 176): an operator whose customers share one address raises the per-address brake on
 * login codes; the configured number, not the default 30, is where the address is refused.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createMerchant } from '../../db/factories.ts';
import { parseEnv } from '../../env.ts';
import { createCaller } from '../../testing/call.ts';
import { createTestDb, databases, type TestDb } from '../../testing/test-db.ts';
import { fakeClock } from './auth-test-helpers.ts';
import { OTP_PER_CLIENT_PER_WINDOW } from './otp.ts';

const LIMIT = OTP_PER_CLIENT_PER_WINDOW + 5;

describe.each(databases())('login codes per client address, configured, on %s', (kind) => {
  const clock = fakeClock();
  const env = parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    OTP_CLIENT_LIMIT: String(LIMIT),
  });
  let testDb: TestDb | undefined;
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    testDb = await createTestDb(kind);
    app = await buildApp({ db: testDb.db, env, storefront: false, clock: clock.now });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.close();
  });
  const call = createCaller(() => {
    if (!app) throw new Error('no app');
    return app;
  });

  it('lets one address ask for OTP_CLIENT_LIMIT codes and refuses the next', async () => {
    if (!testDb) throw new Error('no database');
    const m = await createMerchant(testDb.db);
    const send = (i: number) =>
      call('POST', '/users/v1/auth/code', {
        merchant: m.id,
        body: { phone: `9989100000${String(i).padStart(2, '0')}` },
        remoteAddress: '10.8.8.8',
      });
    for (let i = 0; i < LIMIT; i++) expect((await send(i)).statusCode).toBe(200);
    const over = await send(LIMIT);
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe('RATE_LIMITED');
  });
});

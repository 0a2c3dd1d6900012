import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMerchant } from '../../db/factories.ts';
import { createTestDb, databases, type TestDb } from '../../testing/test-db.ts';
import { createLoginThrottle, MAX_FAILURES, WINDOW_MS } from './throttle.ts';

describe.each(databases())('staff login throttle on %s', (kind) => {
  let testDb: TestDb;
  let merchantId: string;
  beforeAll(async () => {
    testDb = await createTestDb(kind);
  });
  afterAll(async () => testDb.close());
  beforeEach(async () => {
    await testDb.reset();
    merchantId = (await createMerchant(testDb.db)).id;
  });

  it(`allows ${MAX_FAILURES} failures per login in the window, then waits until the oldest leaves it`, async () => {
    const start = Date.parse('2026-05-01T10:00:00Z');
    let now = start;
    const throttle = createLoginThrottle({ db: testDb.db, clock: () => new Date(now) });
    for (let i = 0; i < MAX_FAILURES; i++) {
      expect(await throttle.retryAfter(merchantId, 'admin')).toBe(0);
      await throttle.fail(merchantId, 'admin');
      now += 1000;
    }
    // The 10th failure was at +9 s; now is +10 s: the first one leaves the window at +15 min.
    expect(await throttle.retryAfter(merchantId, 'admin')).toBe(WINDOW_MS / 1000 - 10);
    expect(await throttle.retryAfter(merchantId, 'operator')).toBe(0);
    now = start + WINDOW_MS;
    expect(await throttle.retryAfter(merchantId, 'admin')).toBe(0);
  });

  it('holds across server instances: two throttles on one database share the count', async () => {
    const a = createLoginThrottle({ db: testDb.db, clock: () => new Date() });
    const b = createLoginThrottle({ db: testDb.db, clock: () => new Date() });
    for (let i = 0; i < MAX_FAILURES; i++) await (i % 2 ? a : b).fail(merchantId, 'admin');
    expect(await a.retryAfter(merchantId, 'admin')).toBeGreaterThan(0);
    expect(await b.retryAfter(merchantId, 'admin')).toBeGreaterThan(0);
  });

  it('a success clears the failures of its login', async () => {
    const throttle = createLoginThrottle({ db: testDb.db, clock: () => new Date() });
    for (let i = 0; i < MAX_FAILURES - 1; i++) await throttle.fail(merchantId, 'k');
    await throttle.succeed(merchantId, 'k');
    for (let i = 0; i < MAX_FAILURES - 1; i++) await throttle.fail(merchantId, 'k');
    expect(await throttle.retryAfter(merchantId, 'k')).toBe(0);
  });
});

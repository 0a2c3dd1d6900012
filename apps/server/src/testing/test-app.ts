/**
 * API test harness: the real app (storefront off) on a real database, called with `inject`.
 *
 *   describe.each(databases())('branches on %s', (kind) => {
 *     const t = useTestApp(kind);
 *     it('...', async () => { const m = await createMerchant(t.db); const res = await t.call('GET', '/branches/v1/...', { merchant: m.id }); });
 *   });
 *
 * The database is emptied and the app's caches dropped before every test. `t.call` is the shared caller
 * (testing/call.ts); `t.get` is its GET.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { type BuildAppOptions, buildApp } from '../app.ts';
import type { Db } from '../db/client.ts';
import { type Env, parseEnv } from '../env.ts';
import { type Call, type CallOptions, createCaller } from './call.ts';
import { createTestDb, type TestDb, type TestDbKind } from './test-db.ts';

export const testEnv: Env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false' });

export interface TestApp {
  readonly app: FastifyInstance;
  readonly db: Db;
  /** The shared caller on this app (testing/call.ts). */
  call: Call;
  get(url: string, opts?: CallOptions): Promise<LightMyRequestResponse>;
}

type TestAppOptions = Partial<Omit<BuildAppOptions, 'db' | 'env'>>;

/** `options` may be a function, read when the app is built (after the file's own beforeAll hooks). */
export function useTestApp(kind: TestDbKind, options: TestAppOptions | (() => TestAppOptions) = {}): TestApp {
  let testDb: TestDb | undefined;
  let app: FastifyInstance | undefined;

  beforeAll(async () => {
    testDb = await createTestDb(kind);
    const extra = typeof options === 'function' ? options() : options;
    app = await buildApp({ db: testDb.db, env: testEnv, storefront: false, ...extra });
    await app.ready();
  });
  beforeEach(async () => {
    await testDb?.reset();
    app?.clearCaches();
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.close();
  });

  const ready = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} is only available inside tests`);
    return value;
  };

  const call = createCaller(() => ready(app, 'app'));

  return {
    get app() {
      return ready(app, 'app');
    },
    get db() {
      return ready(testDb, 'db').db;
    },
    call,
    get: (url, opts = {}) => call('GET', url, opts),
  };
}

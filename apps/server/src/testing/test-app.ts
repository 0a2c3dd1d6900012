/**
 * API test harness: the real app (storefront off) on a real database, called with `inject`.
 *
 *   describe.each(databases())('branches on %s', (kind) => {
 *     const t = useTestApp(kind);
 *     it('...', async () => { const m = await createMerchant(t.db); const res = await t.get('/api/...', { merchant: m.id }); });
 *   });
 *
 * The database is emptied and the app's caches dropped before every test.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { type BuildAppOptions, buildApp } from '../app.ts';
import type { Db } from '../db/client.ts';
import { type Env, parseEnv } from '../env.ts';
import { createTestDb, type TestDb, type TestDbKind } from './test-db.ts';

export const testEnv: Env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false' });

export interface RequestOptions {
  /** Value of the `merchant` header (omitted when undefined). */
  merchant?: string;
  /** Accept-Language. */
  lang?: string;
  headers?: Record<string, string>;
}

export interface TestApp {
  readonly app: FastifyInstance;
  readonly db: Db;
  get(url: string, opts?: RequestOptions): Promise<LightMyRequestResponse>;
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

  return {
    get app() {
      return ready(app, 'app');
    },
    get db() {
      return ready(testDb, 'db').db;
    },
    get(url, opts = {}) {
      const headers: Record<string, string> = { ...opts.headers };
      if (opts.merchant !== undefined) headers.merchant = opts.merchant;
      if (opts.lang !== undefined) headers['accept-language'] = opts.lang;
      return ready(app, 'app').inject({ method: 'GET', url, headers });
    },
  };
}

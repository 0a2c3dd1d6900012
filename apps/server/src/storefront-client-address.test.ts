/**
 * The storefront calls the API in-process, and the API counts its code limits per client address (decision 176):
 * through the real /login route module behind the real adapter, each visitor is counted by their own address —
 * the socket's, or the trusted proxy's X-Forwarded-For with TRUST_PROXY — never by the server's, and nothing a
 * visitor sends can choose the address the in-process call uses.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { createMerchant } from './db/factories.ts';
import { otpCodes } from './db/schema/index.ts';
import { parseEnv } from './env.ts';
import { OTP_PER_CLIENT_PER_WINDOW } from './modules/auth/otp.ts';
import registerStorefront, { createInjectFetch } from './ssr.ts';
import { createCaller } from './testing/call.ts';
import { fakeClock } from './testing/clock.ts';
import { composeBuild, loadStorefrontRoutes, type PrintedDocument } from './testing/storefront-build.ts';
import { createTestDb, databases, type TestDb } from './testing/test-db.ts';

const LIMITED_UZ = "Kodlar juda ko'p so'raldi. 10 daqiqadan keyin qayta urinib ko'ring.";

describe.each(databases())(
  'the storefront’s login counts each visitor by their own address on %s',
  (kind) => {
    let testDb: TestDb;
    const apps: FastifyInstance[] = [];
    let direct: FastifyInstance;
    let behindProxy: FastifyInstance;
    let sub: string;
    let merchantId: string;
    let phones = 0;

    async function storefrontApp(trustProxy: boolean): Promise<FastifyInstance> {
      const env = parseEnv({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        SEED_DEMO: 'false',
        TRUST_PROXY: String(trustProxy),
      });
      const clock = fakeClock();
      const app = await buildApp({ db: testDb.db, env, storefront: false, clock: clock.now });
      const login = (await loadStorefrontRoutes()).find((r) => r.id === 'routes/login');
      if (!login) throw new Error('routes/login is not in the route config');
      const build = composeBuild([{ id: login.id, path: 'login', module: login.module }]);
      await registerStorefront(app, { env, clock: clock.now, build, buildDir: '/nonexistent' });
      await app.ready();
      apps.push(app);
      return app;
    }

    beforeAll(async () => {
      testDb = await createTestDb(kind);
      direct = await storefrontApp(false);
      behindProxy = await storefrontApp(true);
    });
    beforeEach(async () => {
      await testDb.reset();
      for (const app of apps) app.clearCaches();
      const m = await createMerchant(testDb.db);
      sub = m.sub;
      merchantId = m.id;
    });
    afterAll(async () => {
      for (const app of apps) await app.close();
      await testDb?.close();
    });

    /** A new number each time: the per-phone limits never get in the way of counting per address. */
    function nextPhone(): string {
      phones += 1;
      return `99897${String(phones).padStart(7, '0')}`;
    }

    /** A visitor submitting the /login form; answers where it went, or the message it showed. */
    async function submitLogin(
      app: FastifyInstance,
      remoteAddress: string,
      headers: Record<string, string> = {},
    ) {
      const res = await createCaller(() => app)('POST', `/login?vendor=${sub}`, {
        remoteAddress,
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        payload: `phone=${nextPhone()}`,
      });
      if (res.statusCode === 302) return { sent: true, message: null };
      const printed = res.json() as PrintedDocument;
      const data = printed.actionData?.['routes/login'] as { message: string | null } | undefined;
      return { sent: false, message: data?.message ?? `HTTP ${res.statusCode}` };
    }

    async function addressesCounted(): Promise<string[]> {
      const rows = await testDb.db
        .select({ ip: otpCodes.clientIp })
        .from(otpCodes)
        .where(eq(otpCodes.merchantId, merchantId));
      return [...new Set(rows.map((r) => r.ip ?? ''))].sort();
    }

    it('one visitor using up their codes does not block another visitor', async () => {
      for (let i = 0; i < OTP_PER_CLIENT_PER_WINDOW; i++) {
        expect(await submitLogin(direct, '203.0.113.10')).toEqual({ sent: true, message: null });
      }
      // The flooding visitor is stopped, told how long to wait in minutes...
      expect(await submitLogin(direct, '203.0.113.10')).toEqual({ sent: false, message: LIMITED_UZ });
      // ...and everyone else still signs in.
      expect(await submitLogin(direct, '203.0.113.20')).toEqual({ sent: true, message: null });
      expect(await addressesCounted()).toEqual(['203.0.113.10', '203.0.113.20']);
    });

    it('ignores an address a visitor claims in headers when no proxy is trusted', async () => {
      for (let i = 0; i < OTP_PER_CLIENT_PER_WINDOW; i++) {
        const forged = { 'x-forwarded-for': `198.51.100.${i}`, 'x-real-ip': `198.51.100.${i}` };
        expect((await submitLogin(direct, '203.0.113.30', forged)).sent).toBe(true);
      }
      const forged = { 'x-forwarded-for': '198.51.100.200', forwarded: 'for=198.51.100.201' };
      expect(await submitLogin(direct, '203.0.113.30', forged)).toEqual({ sent: false, message: LIMITED_UZ });
      expect(await addressesCounted()).toEqual(['203.0.113.30']);
    });

    it('TRUST_PROXY=true: visitors behind the proxy are counted by the address the proxy forwards', async () => {
      const via = (client: string) => ({ 'x-forwarded-for': client });
      for (let i = 0; i < OTP_PER_CLIENT_PER_WINDOW; i++) {
        expect((await submitLogin(behindProxy, '127.0.0.1', via('203.0.113.40'))).sent).toBe(true);
      }
      expect(await submitLogin(behindProxy, '127.0.0.1', via('203.0.113.40'))).toEqual({
        sent: false,
        message: LIMITED_UZ,
      });
      expect(await submitLogin(behindProxy, '127.0.0.1', via('203.0.113.50'))).toEqual({
        sent: true,
        message: null,
      });
      expect(await addressesCounted()).toEqual(['203.0.113.40', '203.0.113.50']);
    });

    it('an in-process call carries the address beside the request: forwarding headers in it are dropped', async () => {
      const apiFetch = createInjectFetch(behindProxy);
      const res = await apiFetch('/api/users/v1/auth/code', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          merchant: merchantId,
          'x-forwarded-for': '198.51.100.99',
          forwarded: 'for=198.51.100.98',
        },
        body: JSON.stringify({ phone: nextPhone() }),
        clientAddress: '203.0.113.60',
      });
      expect(res.status).toBe(200);
      expect(await addressesCounted()).toEqual(['203.0.113.60']);
    });
  },
);

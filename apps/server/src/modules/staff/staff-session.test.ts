/**
 * The console's staff session (decision 210): an httpOnly cookie per merchant, our own Origin on every
 * state-changing call made with it, roles enforced by staff-auth.ts; the page's merchant (context) and the
 * merchant's console settings.
 */
import { ApiErrorSchema, StaffContextSchema, StaffSessionSchema } from '@dasturxon/contracts';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createStaff, createStaffSession } from '../../db/factories/staff.ts';
import { createMerchant } from '../../db/factories.ts';
import { parseEnv } from '../../env.ts';
import { createCaller } from '../../testing/call.ts';
import { databases } from '../../testing/test-db.ts';
import { staffCookieName } from './staff-auth.ts';
import { useStaffWorld } from './staff-test-world.ts';

const OWN = 'http://localhost';

/** The Set-Cookie header of a response as one string per cookie. */
function setCookies(res: { headers: Record<string, unknown> }): string[] {
  const raw = res.headers['set-cookie'];
  return Array.isArray(raw) ? raw.map(String) : raw ? [String(raw)] : [];
}

describe.each(databases())('console staff session on %s', (kind) => {
  const { t, call, shop } = useStaffWorld(kind);

  async function signIn(merchant: string, login = 'oper', password = 'secret-123') {
    return call('POST', '/staff/v1/auth/session', {
      merchant,
      body: { login, password },
      headers: { origin: OWN },
    });
  }

  it('signs in with an httpOnly, strict, merchant-named cookie that opens the staff API until logout', async () => {
    const { merchant } = await shop();
    await createStaff(t.db, {
      merchantId: merchant,
      role: 'OPERATOR',
      login: 'oper',
      password: 'secret-123',
    });
    const res = await signIn(merchant);
    expect(res.statusCode).toBe(200);
    const body = StaffSessionSchema.parse(res.json());
    expect(body.staff.role).toBe('OPERATOR');
    expect(res.body).not.toContain('token');
    const [cookie] = setCookies(res);
    expect(cookie).toMatch(new RegExp(`^${staffCookieName(merchant)}=[A-Za-z0-9_-]{43};`));
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/api/staff');
    expect(cookie).not.toContain('Secure');
    expect(new Date(/Expires=([^;]+)/.exec(cookie ?? '')?.[1] ?? '').toISOString()).toBe(
      new Date(body.expiresAt).toISOString().replace(/\.\d{3}Z$/, '.000Z'),
    );
    const value = /=([^;]+);/.exec(cookie ?? '')?.[1] ?? '';
    const cookies = { [staffCookieName(merchant)]: value };

    const me = await call('GET', '/staff/v1/me', { merchant, cookies });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ login: 'oper' });

    const out = await call('POST', '/staff/v1/auth/logout', { merchant, cookies, headers: { origin: OWN } });
    expect(out.statusCode).toBe(204);
    expect(setCookies(out)[0]).toMatch(new RegExp(`^${staffCookieName(merchant)}=;`));
    expect((await call('GET', '/staff/v1/me', { merchant, cookies })).statusCode).toBe(401);
  });

  it('marks the cookie Secure behind a trusted https proxy, whose origin is then the https one', async () => {
    const { merchant } = await shop();
    await createStaff(t.db, {
      merchantId: merchant,
      role: 'OPERATOR',
      login: 'oper',
      password: 'secret-123',
    });
    const app = await buildApp({
      db: t.db,
      env: parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false', TRUST_PROXY: 'true' }),
      storefront: false,
    });
    try {
      const viaProxy = (origin: string) =>
        createCaller(() => app)('POST', '/staff/v1/auth/session', {
          merchant,
          body: { login: 'oper', password: 'secret-123' },
          headers: { origin, 'x-forwarded-proto': 'https', 'x-forwarded-host': 'shop.example.uz' },
        });
      expect((await viaProxy('http://shop.example.uz')).statusCode).toBe(403);
      const res = await viaProxy('https://shop.example.uz');
      expect(res.statusCode).toBe(200);
      expect(setCookies(res)[0]).toContain('; Secure');
    } finally {
      await app.close();
    }
  });

  it('refuses a cookie login from another site or without an Origin, with a translated 403', async () => {
    const { merchant } = await shop();
    await createStaff(t.db, {
      merchantId: merchant,
      role: 'OPERATOR',
      login: 'oper',
      password: 'secret-123',
    });
    for (const headers of [{ origin: 'https://evil.example' }, { origin: 'null' }, {}] as Record<
      string,
      string
    >[]) {
      const res = await call('POST', '/staff/v1/auth/session', {
        merchant,
        body: { login: 'oper', password: 'secret-123' },
        headers,
        lang: 'eng',
      });
      expect(res.statusCode).toBe(403);
      expect(ApiErrorSchema.parse(res.json()).message).toContain('another site');
      expect(setCookies(res)).toEqual([]);
    }
  });

  it('refuses a state-changing call made with the cookie from a foreign or missing Origin; bearer calls need none', async () => {
    const { merchant, member, order } = await shop('OPERATOR');
    const placed = await order({ status: 'OPEN' });
    const token = await createStaffSession(t.db, member);
    const cookies = { [staffCookieName(merchant)]: token };
    const move = (opts: {
      headers?: Record<string, string>;
      cookies?: Record<string, string>;
      token?: string;
    }) =>
      call('POST', `/staff/v1/orders/${placed.id}/status`, {
        merchant,
        body: { status: 'ACCEPTED' },
        ...opts,
      });

    expect((await move({ cookies, headers: { origin: 'https://evil.example' } })).statusCode).toBe(403);
    expect((await move({ cookies })).statusCode).toBe(403);
    expect((await move({ cookies, headers: { origin: 'http://other.localhost' } })).statusCode).toBe(403);
    // Reads need no Origin.
    expect((await call('GET', `/staff/v1/orders/${placed.id}`, { merchant, cookies })).json().status).toBe(
      'OPEN',
    );
    expect((await move({ cookies, headers: { origin: OWN } })).statusCode).toBe(200);
    // A script's bearer call sends no Origin.
    expect(
      (
        await call('POST', `/staff/v1/orders/${placed.id}/status`, {
          merchant,
          token,
          body: { status: 'COOKING' },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('binds the cookie to its merchant: another merchant’s cookie name or session is 401', async () => {
    const { merchant, member } = await shop();
    const other = await createMerchant(t.db);
    const token = await createStaffSession(t.db, member);
    // The right cookie sent to another merchant (under that merchant's name) is not a session there.
    const res = await call('GET', '/staff/v1/me', {
      merchant: other.id,
      cookies: { [staffCookieName(other.id)]: token },
    });
    expect(res.statusCode).toBe(401);
    // Under its own merchant's name it is not read for another merchant at all.
    expect(
      (
        await call('GET', '/staff/v1/me', {
          merchant: other.id,
          cookies: { [staffCookieName(merchant)]: token },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('answers 401 and clears the cookie of an expired session', async () => {
    const { merchant, member } = await shop();
    const past = new Date(Date.now() - 13 * 60 * 60 * 1000);
    const token = await createStaffSession(t.db, member, { now: past });
    const res = await call('GET', '/staff/v1/me', {
      merchant,
      cookies: { [staffCookieName(merchant)]: token },
    });
    expect(res.statusCode).toBe(401);
    expect(setCookies(res)[0]).toMatch(new RegExp(`^${staffCookieName(merchant)}=;`));
  });

  it('enforces roles: a courier cannot attach couriers, only a courier reports a position', async () => {
    const { merchant, member, order } = await shop('COURIER');
    const token = await createStaffSession(t.db, member);
    const placed = await order({ status: 'OPEN', serviceType: 'DELIVERY' });
    const attach = await call('POST', `/staff/v1/orders/${placed.id}/courier`, {
      merchant,
      token,
      body: { courierId: 1 },
      lang: 'ru',
    });
    expect(attach.statusCode).toBe(403);
    expect(ApiErrorSchema.parse(attach.json())).toMatchObject({
      code: 'FORBIDDEN',
      message: 'Нет прав на это действие.',
    });
    const operator = await createStaff(t.db, { merchantId: merchant, role: 'OPERATOR' });
    const where = await call('POST', '/staff/v1/couriers/me/location', {
      merchant,
      token: await createStaffSession(t.db, operator),
      body: { latitude: 41.3, longitude: 69.2 },
    });
    expect(where.statusCode).toBe(403);
  });

  describe('context', () => {
    it('names the merchant of ?vendor= on a development host, without a merchant header', async () => {
      const m = await createMerchant(t.db, { sub: 'console-shop' });
      const res = await call('GET', '/staff/v1/context?vendor=console-shop');
      expect(res.statusCode).toBe(200);
      expect(StaffContextSchema.parse(res.json()).merchant).toMatchObject({ id: m.id, sub: 'console-shop' });
      expect(res.headers['cache-control']).toContain('no-store');
    });

    it('reads the sub-domain of the base domain and a merchant’s own domain; ignores ?vendor= there', async () => {
      const a = await createMerchant(t.db, { sub: 'alpha' });
      const b = await createMerchant(t.db, { sub: 'beta', domainUrl: 'https://menu.beta.uz' });
      const bySub = await call('GET', '/staff/v1/context?vendor=beta', {
        headers: { host: 'alpha.dasturxon.uz' },
      });
      expect(bySub.json().merchant.id).toBe(a.id);
      const byDomain = await call('GET', '/staff/v1/context', { headers: { host: 'menu.beta.uz' } });
      expect(byDomain.json().merchant.id).toBe(b.id);
    });

    it('is 404 for an unknown, malformed or closed merchant', async () => {
      await createMerchant(t.db, { sub: 'closed', isActive: false });
      for (const vendor of ['nobody', 'Bad_Sub!', 'closed']) {
        const res = await call('GET', `/staff/v1/context?vendor=${encodeURIComponent(vendor)}`);
        expect(res.statusCode, vendor).toBe(404);
      }
    });
  });

  describe('settings', () => {
    it('gives the defaults, lets an ADMIN change them, and keeps the storefront settings', async () => {
      const { merchant, member } = await shop('ADMIN');
      const token = await createStaffSession(t.db, member);
      const first = await call('GET', '/staff/v1/settings', { merchant, token });
      expect(first.json()).toEqual({ lateAfterMinutes: { OPEN: 5, ACCEPTED: 20, COOKING: 30, DONE: 15 } });
      const web = await call('GET', '/support/v1/merchant/settings/web', { merchant });
      const lateAfterMinutes = { OPEN: 3, ACCEPTED: null, COOKING: 25, DONE: 10 };
      const put = await call('PUT', '/staff/v1/settings', { merchant, token, body: { lateAfterMinutes } });
      expect(put.statusCode).toBe(200);
      expect((await call('GET', '/staff/v1/settings', { merchant, token })).json()).toEqual({
        lateAfterMinutes,
      });
      expect((await call('GET', '/support/v1/merchant/settings/web', { merchant })).json()).toEqual(
        web.json(),
      );
    });

    it('refuses other roles, bad minutes, and another merchant does not see them', async () => {
      const { merchant, member } = await shop('OPERATOR');
      const token = await createStaffSession(t.db, member);
      const body = { lateAfterMinutes: { OPEN: 3, ACCEPTED: 5, COOKING: 5, DONE: 5 } };
      expect((await call('PUT', '/staff/v1/settings', { merchant, token, body })).statusCode).toBe(403);
      const admin = await createStaff(t.db, { merchantId: merchant, role: 'ADMIN' });
      const adminToken = await createStaffSession(t.db, admin);
      const bad = await call('PUT', '/staff/v1/settings', {
        merchant,
        token: adminToken,
        body: { lateAfterMinutes: { ...body.lateAfterMinutes, OPEN: 0 } },
      });
      expect(bad.statusCode).toBe(400);
      await call('PUT', '/staff/v1/settings', { merchant, token: adminToken, body });
      const other = await shop('ADMIN');
      const theirs = await call('GET', '/staff/v1/settings', {
        merchant: other.merchant,
        token: other.token,
      });
      expect(theirs.json().lateAfterMinutes.OPEN).toBe(5);
    });
  });
});

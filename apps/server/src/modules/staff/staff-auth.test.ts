/** Staff accounts through the API: login, logout, throttling, the demo logins, who the staff routes let in. */
import { ApiErrorSchema, StaffLoginResponseSchema } from '@dasturxon/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createStaff, createStaffSession } from '../../db/factories/staff.ts';
import { createMerchant, createSession } from '../../db/factories.ts';
import { couriers as courierTable, staffSessions, staff as staffTable } from '../../db/schema/index.ts';
import { DEMO_COURIERS, DEMO_STAFF, seedStaffDemo } from '../../db/seed/staff.ts';
import { databases } from '../../testing/test-db.ts';
import { useStaffWorld } from './staff-test-world.ts';

describe.each(databases())('staff API auth on %s', (kind) => {
  const { t, call, shop } = useStaffWorld(kind);

  describe('login', () => {
    it('answers a token that opens the staff API, and logout closes it', async () => {
      const { merchant } = await shop();
      const admin = await createStaff(t.db, {
        merchantId: merchant,
        role: 'ADMIN',
        login: 'Admin',
        password: 'admin123',
        name: 'Bosh admin',
      });
      const res = await call('POST', '/staff/v1/auth/login', {
        merchant,
        body: { login: ' ADMIN ', password: 'admin123' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toContain('no-store');
      const body = StaffLoginResponseSchema.parse(res.json());
      expect(body.staff).toEqual({
        id: admin.id,
        name: 'Bosh admin',
        role: 'ADMIN',
        login: 'admin',
        courierId: null,
      });
      expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      // 12 hours.
      const hours = (Date.parse(body.expiresAt) - Date.now()) / 3_600_000;
      expect(hours).toBeGreaterThan(11.9);
      expect(hours).toBeLessThanOrEqual(12);
      // Only the hash is stored.
      const stored = await t.db.select().from(staffSessions).where(eq(staffSessions.staffId, admin.id));
      expect(stored).toHaveLength(1);
      expect(stored[0]?.tokenHash).not.toContain(body.token);

      const me = await call('GET', '/staff/v1/me', { merchant, token: body.token });
      expect(me.statusCode).toBe(200);
      expect(me.json()).toMatchObject({ id: admin.id, role: 'ADMIN' });

      expect((await call('POST', '/staff/v1/auth/logout', { merchant, token: body.token })).statusCode).toBe(
        204,
      );
      expect((await call('GET', '/staff/v1/me', { merchant, token: body.token })).statusCode).toBe(401);
    });

    it('gives the same translated 401 for a wrong password and an unknown login', async () => {
      const { merchant, member } = await shop();
      const wrong = await call('POST', '/staff/v1/auth/login', {
        merchant,
        body: { login: member.login, password: 'nope' },
        lang: 'ru',
      });
      const unknown = await call('POST', '/staff/v1/auth/login', {
        merchant,
        body: { login: 'nobody', password: 'nope' },
        lang: 'ru',
      });
      for (const res of [wrong, unknown]) {
        expect(res.statusCode).toBe(401);
        expect(ApiErrorSchema.parse(res.json())).toMatchObject({
          code: 'UNAUTHORIZED',
          message: 'Неверный логин или пароль.',
        });
      }
      expect(wrong.body).toBe(unknown.body);
    });

    it('a login of another merchant does not open this one, nor does an inactive account', async () => {
      const { merchant, member } = await shop();
      const other = await createMerchant(t.db);
      const res = await call('POST', '/staff/v1/auth/login', {
        merchant: other.id,
        body: { login: member.login, password: member.password },
      });
      expect(res.statusCode).toBe(401);
      const retired = await createStaff(t.db, { merchantId: merchant, isActive: false });
      const off = await call('POST', '/staff/v1/auth/login', {
        merchant,
        body: { login: retired.login, password: retired.password },
      });
      expect(off.statusCode).toBe(401);
    });

    it('refuses the 11th attempt after 10 failures of one login, even with the right password', async () => {
      const { merchant, member } = await shop();
      const login = (password: string, who = member.login) =>
        call('POST', '/staff/v1/auth/login', { merchant, body: { login: who, password } });
      for (let i = 0; i < 10; i++) expect((await login(`guess-${i}`)).statusCode).toBe(401);
      const blocked = await login(member.password);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().code).toBe('RATE_LIMITED');
      const wait = Number(blocked.headers['retry-after']);
      expect(wait).toBeGreaterThan(800);
      expect(wait).toBeLessThanOrEqual(900);
      // Another login of the merchant is not affected.
      const colleague = await createStaff(t.db, { merchantId: merchant });
      expect((await login(colleague.password, colleague.login)).statusCode).toBe(200);
    });
  });

  it('demo seed: every demo login opens its merchant with its role; couriers have their courier', async () => {
    const { merchant, branch } = await shop();
    const second = await createMerchant(t.db);
    await t.db.transaction((tx) => seedStaffDemo(tx, { navruz: merchant, bodomzor: second.id }));
    for (const account of [...DEMO_STAFF, ...DEMO_COURIERS]) {
      const res = await call('POST', '/staff/v1/auth/login', {
        merchant,
        body: { login: account.login, password: account.password },
      });
      expect(res.statusCode, account.login).toBe(200);
      expect(res.json().staff.role).toBe('role' in account ? account.role : 'COURIER');
    }
    const seededCouriers = await t.db
      .select()
      .from(courierTable)
      .where(eq(courierTable.merchantId, merchant));
    expect(seededCouriers.map((c) => c.branchId)).toEqual([branch.id, branch.id]);
    const courierAccounts = await t.db
      .select()
      .from(staffTable)
      .where(and(eq(staffTable.merchantId, merchant), eq(staffTable.role, 'COURIER')));
    expect(courierAccounts.map((a) => a.courierId).sort()).toEqual(seededCouriers.map((c) => c.id).sort());
    // The same logins exist at the other merchant, as separate accounts.
    const other = await call('POST', '/staff/v1/auth/login', {
      merchant: second.id,
      body: { login: 'admin', password: 'admin123' },
    });
    expect(other.statusCode).toBe(200);
  });

  describe('authentication of staff routes', () => {
    it('refuses no token, a customer token, a revoked or expired one, and a token of another merchant', async () => {
      const { merchant, customer, member } = await shop();
      const customerToken = await createSession(t.db, customer);
      const revoked = await createStaffSession(t.db, member, { revokedAt: new Date() });
      const expired = await createStaffSession(t.db, member, { expiresAt: new Date(Date.now() - 1000) });
      const other = await shop();
      const answers = await Promise.all([
        call('GET', '/staff/v1/orders', { merchant }),
        call('GET', '/staff/v1/orders', { merchant, token: customerToken }),
        call('GET', '/staff/v1/orders', { merchant, token: revoked }),
        call('GET', '/staff/v1/orders', { merchant, token: expired }),
        // Merchant B's staff token with merchant A's header.
        call('GET', '/staff/v1/orders', { merchant, token: other.token }),
        call('GET', '/staff/v1/me', { merchant, token: 'garbage' }),
      ]);
      expect(answers.map((r) => r.statusCode)).toEqual([401, 401, 401, 401, 401, 401]);
      expect(answers[1]?.json().code).toBe('UNAUTHORIZED');
      // And a staff token does not open customer routes.
      const staffAsCustomer = await call('GET', '/users/v1/users/me', { merchant, token: other.token });
      expect(staffAsCustomer.statusCode).toBe(401);
    });
  });
});

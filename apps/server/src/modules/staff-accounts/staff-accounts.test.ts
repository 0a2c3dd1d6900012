/**
 * Staff accounts through the API (issue 12, decision 275): who may manage them, another merchant's ids, the
 * lock-out rules, sessions ending at once, duplicate logins, couriers, and the audit log (no password in it).
 */
import { ApiErrorSchema, type StaffAccount, type StaffRole } from '@dasturxon/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createStaff, createStaffSession } from '../../db/factories/staff.ts';
import { createBranch, createCity, createMerchant } from '../../db/factories.ts';
import { auditLog, couriers } from '../../db/schema/index.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { databases } from '../../testing/test-db.ts';
import { createStaffAccountService } from './service.ts';

describe.each(databases())('staff accounts on %s', (kind) => {
  const t = useTestApp(kind);

  async function shop(role: StaffRole = 'ADMIN') {
    const merchant = await createMerchant(t.db);
    const city = await createCity(t.db);
    const branch = await createBranch(t.db, { merchantId: merchant.id, cityId: city.id });
    const me = await createStaff(t.db, { merchantId: merchant.id, role, login: `me-${role.toLowerCase()}` });
    const token = await createStaffSession(t.db, me);
    return { merchant: merchant.id, branch, me, token };
  }

  const body = (login: string, role: StaffRole = 'OPERATOR', extra: Record<string, unknown> = {}) => ({
    login,
    name: 'Malika Karimova',
    role,
    password: 'kuchli-parol-7',
    ...extra,
  });

  it('lets ADMIN list and create accounts; the new account signs in with its password', async () => {
    const s = await shop();
    const made = await t.call('POST', '/staff/v1/accounts', {
      merchant: s.merchant,
      token: s.token,
      body: body('  Malika ', 'OPERATOR', { branchId: s.branch.id }),
    });
    expect(made.statusCode).toBe(201);
    const account = made.json<StaffAccount>();
    expect(account).toMatchObject({
      login: 'malika',
      role: 'OPERATOR',
      branchId: s.branch.id,
      isActive: true,
    });
    expect(JSON.stringify(made.json())).not.toContain('kuchli');

    const list = await t.get('/staff/v1/accounts', { merchant: s.merchant, token: s.token });
    expect(list.json<StaffAccount[]>().map((a) => a.login)).toEqual(['me-admin', 'malika']);

    const login = await t.call('POST', '/staff/v1/auth/login', {
      merchant: s.merchant,
      body: { login: 'MALIKA', password: 'kuchli-parol-7' },
    });
    expect(login.statusCode).toBe(200);
  });

  it.each(['OPERATOR', 'KITCHEN', 'COURIER'] as const)('refuses %s with 403', async (role) => {
    const s = await shop(role);
    const list = await t.get('/staff/v1/accounts', { merchant: s.merchant, token: s.token });
    expect(list.statusCode).toBe(403);
    const made = await t.call('POST', '/staff/v1/accounts', {
      merchant: s.merchant,
      token: s.token,
      body: body('newbie'),
    });
    expect(made.statusCode).toBe(403);
    expect((await t.get('/staff/v1/accounts', { merchant: s.merchant })).statusCode).toBe(401);
  });

  it("answers 404 for another merchant's account and branch ids", async () => {
    const s = await shop();
    const other = await shop();
    const theirs = other.me.id;
    const opts = { merchant: s.merchant, token: s.token };
    const calls = [
      t.call('PATCH', `/staff/v1/accounts/${theirs}`, { ...opts, body: { role: 'KITCHEN' } }),
      t.call('PUT', `/staff/v1/accounts/${theirs}/password`, {
        ...opts,
        body: { password: 'yangi-parol-8' },
      }),
      t.call('PUT', `/staff/v1/accounts/${theirs}/active`, { ...opts, body: { isActive: false } }),
      t.call('POST', '/staff/v1/accounts', {
        ...opts,
        body: body('x-branch', 'OPERATOR', { branchId: other.branch.id }),
      }),
    ];
    for (const res of await Promise.all(calls)) expect(res.statusCode).toBe(404);
    // Their admin is untouched and still signed in.
    expect((await t.get('/staff/v1/me', { merchant: other.merchant, token: other.token })).statusCode).toBe(
      200,
    );
  });

  it('refuses a duplicate login with a translated 409, whatever its case', async () => {
    const s = await shop();
    const send = (lang: string) =>
      t.call('POST', '/staff/v1/accounts', {
        merchant: s.merchant,
        token: s.token,
        lang,
        body: body('ME-ADMIN'),
      });
    const ru = await send('ru');
    expect(ru.statusCode).toBe(409);
    expect(ApiErrorSchema.parse(ru.json()).message).toBe('Логин «me-admin» уже занят: выберите другой.');
    expect(ApiErrorSchema.parse((await send('uz')).json()).message).toContain('logini band');
  });

  it('refuses a weak password and one equal to the login', async () => {
    const s = await shop();
    const send = (password: string) =>
      t.call('POST', '/staff/v1/accounts', {
        merchant: s.merchant,
        token: s.token,
        body: body('aziz99x', 'OPERATOR', { password }),
      });
    for (const weak of ['short1', 'onlyletters', '1234567890'])
      expect((await send(weak)).statusCode).toBe(400);
    expect((await send('AZIZ99X')).statusCode).toBe(400);
  });

  it('refuses to deactivate or demote oneself', async () => {
    const s = await shop();
    await createStaff(t.db, { merchantId: s.merchant, role: 'ADMIN' });
    const opts = { merchant: s.merchant, token: s.token, lang: 'eng' };
    const off = await t.call('PUT', `/staff/v1/accounts/${s.me.id}/active`, {
      ...opts,
      body: { isActive: false },
    });
    expect(off.statusCode).toBe(409);
    expect(off.json<{ message: string }>().message).toContain('your own account');
    const demote = await t.call('PATCH', `/staff/v1/accounts/${s.me.id}`, {
      ...opts,
      body: { role: 'OPERATOR' },
    });
    expect(demote.statusCode).toBe(409);
    // A name change of one's own account is fine.
    const rename = await t.call('PATCH', `/staff/v1/accounts/${s.me.id}`, {
      ...opts,
      body: { name: 'Aziz' },
    });
    expect(rename.json<StaffAccount>()).toMatchObject({ name: 'Aziz', role: 'ADMIN' });
  });

  it('keeps at least one active ADMIN, also when two admins demote each other at once', async () => {
    const s = await shop();
    const second = await createStaff(t.db, { merchantId: s.merchant, role: 'ADMIN' });
    const secondToken = await createStaffSession(t.db, second);
    // Each demotes the other at the same time: exactly one may win.
    const [a, b] = await Promise.all([
      t.call('PATCH', `/staff/v1/accounts/${second.id}`, {
        merchant: s.merchant,
        token: s.token,
        body: { role: 'OPERATOR' },
      }),
      t.call('PATCH', `/staff/v1/accounts/${s.me.id}`, {
        merchant: s.merchant,
        token: secondToken,
        body: { role: 'OPERATOR' },
      }),
    ]);
    const codes = [a.statusCode, b.statusCode].sort();
    expect(codes[0]).toBe(200);
    expect([403, 409]).toContain(codes[1]);
    const list = await t.get('/staff/v1/accounts', {
      merchant: s.merchant,
      token: a.statusCode === 200 ? s.token : secondToken,
    });
    const admins = list.json<StaffAccount[]>().filter((x) => x.role === 'ADMIN' && x.isActive);
    expect(admins).toHaveLength(1);
  });

  it('refuses to demote or deactivate the last active ADMIN (checked in the transaction, whoever asks)', async () => {
    const s = await shop();
    // A caller that is not that admin (the race of two admins: the other was demoted a moment before).
    const accounts = createStaffAccountService({ db: t.db });
    const op = await createStaff(t.db, { merchantId: s.merchant, role: 'OPERATOR' });
    const principal = { sessionId: 0, merchantId: s.merchant, staff: op };
    await expect(accounts.update(principal, s.me.id, { role: 'KITCHEN' })).rejects.toMatchObject({
      status: 409,
      key: 'staffLastAdmin',
    });
    await expect(accounts.setActive(principal, s.me.id, false)).rejects.toMatchObject({
      key: 'staffLastAdmin',
    });
    // With a second active admin both are fine.
    await createStaff(t.db, { merchantId: s.merchant, role: 'ADMIN' });
    await expect(accounts.setActive(principal, s.me.id, false)).resolves.toMatchObject({ isActive: false });
  });

  it('ends a deactivated account session at once and lets it back in when activated', async () => {
    const s = await shop();
    const op = await createStaff(t.db, { merchantId: s.merchant, role: 'OPERATOR', password: 'operator123' });
    const opToken = await createStaffSession(t.db, op);
    expect((await t.get('/staff/v1/me', { merchant: s.merchant, token: opToken })).statusCode).toBe(200);

    const off = await t.call('PUT', `/staff/v1/accounts/${op.id}/active`, {
      merchant: s.merchant,
      token: s.token,
      body: { isActive: false },
    });
    expect(off.json<StaffAccount>().isActive).toBe(false);
    expect((await t.get('/staff/v1/me', { merchant: s.merchant, token: opToken })).statusCode).toBe(401);
    const signIn = () =>
      t.call('POST', '/staff/v1/auth/login', {
        merchant: s.merchant,
        body: { login: op.login, password: 'operator123' },
      });
    expect((await signIn()).statusCode).toBe(401);

    await t.call('PUT', `/staff/v1/accounts/${op.id}/active`, {
      merchant: s.merchant,
      token: s.token,
      body: { isActive: true },
    });
    // The old session stays ended; a new sign-in works.
    expect((await t.get('/staff/v1/me', { merchant: s.merchant, token: opToken })).statusCode).toBe(401);
    expect((await signIn()).statusCode).toBe(200);
  });

  it("resets a password: the account's sessions end, the new password works, the log says only 'replaced'", async () => {
    const s = await shop();
    const op = await createStaff(t.db, { merchantId: s.merchant, role: 'KITCHEN', password: 'old-pass-1' });
    const opToken = await createStaffSession(t.db, op);
    const res = await t.call('PUT', `/staff/v1/accounts/${op.id}/password`, {
      merchant: s.merchant,
      token: s.token,
      body: { password: 'yangi-parol-8' },
    });
    expect(res.statusCode).toBe(204);
    expect((await t.get('/staff/v1/me', { merchant: s.merchant, token: opToken })).statusCode).toBe(401);
    const login = (password: string) =>
      t.call('POST', '/staff/v1/auth/login', { merchant: s.merchant, body: { login: op.login, password } });
    expect((await login('old-pass-1')).statusCode).toBe(401);
    expect((await login('yangi-parol-8')).statusCode).toBe(200);

    const rows = await t.db.select().from(auditLog).where(eq(auditLog.merchantId, s.merchant));
    expect(rows.map((r) => r.action)).toEqual(['password']);
    expect(rows[0]?.changes).toMatchObject({ password: 'replaced', sessionsEnded: 1 });
    expect(JSON.stringify(rows)).not.toContain('yangi-parol');
  });

  it('gives a COURIER account its courier, and a role change to COURIER one too', async () => {
    const s = await shop();
    const made = await t.call('POST', '/staff/v1/accounts', {
      merchant: s.merchant,
      token: s.token,
      body: body('jasur', 'COURIER', { branchId: s.branch.id }),
    });
    const courierId = made.json<StaffAccount>().courierId;
    expect(courierId).not.toBeNull();
    const [courier] = await t.db
      .select()
      .from(couriers)
      .where(eq(couriers.id, courierId ?? 0));
    expect(courier).toMatchObject({ merchantId: s.merchant, name: 'Malika Karimova', branchId: s.branch.id });

    const op = await createStaff(t.db, { merchantId: s.merchant, role: 'OPERATOR' });
    const moved = await t.call('PATCH', `/staff/v1/accounts/${op.id}`, {
      merchant: s.merchant,
      token: s.token,
      body: { role: 'COURIER', branchId: null },
    });
    expect(moved.json<StaffAccount>()).toMatchObject({ role: 'COURIER', branchId: null });
    expect(moved.json<StaffAccount>().courierId).not.toBeNull();
    const board = await t.get('/staff/v1/couriers', { merchant: s.merchant, token: s.token });
    expect(board.json<unknown[]>()).toHaveLength(2);
  });

  it('refuses a change sent with the cookie from a foreign Origin', async () => {
    const s = await shop();
    const res = await t.call('POST', '/staff/v1/accounts', {
      merchant: s.merchant,
      cookies: { [`dx_staff_${s.merchant}`]: s.token },
      headers: { origin: 'https://evil.example' },
      body: body('sneaky'),
    });
    expect(res.statusCode).toBe(403);
  });
});

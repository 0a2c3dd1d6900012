/** The customer's own account: profile, phone change by code, erasure (decision 052). */
import { UserSchema } from '@dasturxon/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createMerchant, createSession, createUser } from '../../db/factories.ts';
import { addresses, sessions, users } from '../../db/schema/index.ts';
import { createCaller } from '../../testing/call.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { databases } from '../../testing/test-db.ts';
import { CLIENT_ADDRESS, fakeClock, otherCode } from '../auth/auth-test-helpers.ts';

const MINUTE = 60_000;

describe.each(databases())('users on %s', (kind) => {
  const clock = fakeClock();
  const t = useTestApp(kind, { clock: clock.now });
  const call = createCaller(() => t.app, { remoteAddress: CLIENT_ADDRESS });

  async function loggedIn(overrides: Partial<Parameters<typeof createUser>[1]> = {}) {
    const merchant = await createMerchant(t.db);
    const user = await createUser(t.db, { merchantId: merchant.id, ...overrides });
    const token = await createSession(t.db, user, { now: clock.now() });
    return { merchant, user, token, m: merchant.id };
  }

  describe('PUT /users/v1/users/{id}', () => {
    it('updates the own profile; absent fields stay, null clears', async () => {
      const { user, token, m } = await loggedIn({ email: 'old@example.uz', gender: 'FEMALE' });
      const res = await call('PUT', `/users/v1/users/${user.id}`, {
        merchant: m,
        token,
        body: { firstName: '  Dilnoza ', lastName: null, birthday: '1995-04-12' },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(UserSchema.parse(res.json())).toMatchObject({
        firstName: 'Dilnoza',
        lastName: null,
        birthday: '1995-04-12',
        email: 'old@example.uz',
        gender: 'FEMALE',
      });
      const me = await call('GET', '/users/v1/users/me', { merchant: m, token });
      expect(me.json().firstName).toBe('Dilnoza');
    });

    it("answers 404 for another user's id and leaves that user untouched", async () => {
      const { token, m } = await loggedIn();
      const other = await createUser(t.db, { merchantId: m, firstName: 'Bobur' });
      const res = await call('PUT', `/users/v1/users/${other.id}`, {
        merchant: m,
        token,
        lang: 'eng',
        body: { firstName: 'Hacked' },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'User not found.' });
      const [row] = await t.db.select().from(users).where(eq(users.id, other.id));
      expect(row?.firstName).toBe('Bobur');
    });

    it('refuses invalid fields and unknown ones', async () => {
      const { user, token, m } = await loggedIn();
      for (const body of [
        { firstName: '' },
        { firstName: 'A', email: 'not-an-email' },
        { firstName: 'A', birthday: '12.04.1995' },
        { firstName: 'A', phone: '998901111111' },
      ]) {
        const res = await call('PUT', `/users/v1/users/${user.id}`, { merchant: m, token, body });
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json().code).toBe('VALIDATION_FAILED');
      }
    });

    it('needs a session', async () => {
      const { user, m } = await loggedIn();
      const res = await call('PUT', `/users/v1/users/${user.id}`, { merchant: m, body: { firstName: 'A' } });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('phone change', () => {
    it('sends a code to the new number; the right code changes the phone and the new number logs in', async () => {
      clock.advance(120 * MINUTE);
      const { user, token, m } = await loggedIn({ phone: '998901000001' });
      const sent = await call('PUT', '/users/v1/users/phone', {
        merchant: m,
        token,
        body: { phone: '998901000002', type: 'WEB' },
      });
      expect(sent.statusCode, sent.body).toBe(200);
      expect(sent.json()).toEqual({ resendAfter: 60, expiresIn: 120 });
      const code = await readCode(m, '998901000002');

      const wrong = await call('PUT', '/users/v1/users/phone/verify', {
        merchant: m,
        token,
        body: { phone: '998901000002', code: otherCode(code) },
      });
      expect(wrong.statusCode).toBe(400);
      const ok = await call('PUT', '/users/v1/users/phone/verify', {
        merchant: m,
        token,
        body: { phone: '998901000002', code },
      });
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json()).toMatchObject({ id: user.id, phone: '998901000002' });
    });

    it('a change-phone code cannot be used to log in, nor by another user', async () => {
      clock.advance(120 * MINUTE);
      const { token, m } = await loggedIn();
      await call('PUT', '/users/v1/users/phone', { merchant: m, token, body: { phone: '998901000003' } });
      const code = await readCode(m, '998901000003');
      const login = await call('POST', '/users/v1/auth/login', {
        merchant: m,
        body: { phone: '998901000003', code },
      });
      expect(login.statusCode).toBe(400);
      const intruder = await createUser(t.db, { merchantId: m });
      const intruderToken = await createSession(t.db, intruder, { now: clock.now() });
      const stolen = await call('PUT', '/users/v1/users/phone/verify', {
        merchant: m,
        token: intruderToken,
        body: { phone: '998901000003', code },
      });
      expect(stolen.statusCode).toBe(400);
    });

    it("refuses another user's number and the current one", async () => {
      const { user, token, m } = await loggedIn();
      const other = await createUser(t.db, { merchantId: m });
      const taken = await call('PUT', '/users/v1/users/phone', {
        merchant: m,
        token,
        lang: 'eng',
        body: { phone: other.phone },
      });
      expect(taken.statusCode).toBe(400);
      expect(taken.json().message).toBe('This phone number belongs to another account.');
      const same = await call('PUT', '/users/v1/users/phone', {
        merchant: m,
        token,
        body: { phone: user.phone },
      });
      expect(same.statusCode).toBe(400);
      expect(same.json().message).toBe('Bu sizning hozirgi raqamingiz.');
    });
  });

  describe('DELETE /users/v1/users', () => {
    it('erases personal data, revokes every session and deletes addresses; the row stays', async () => {
      const { user, token, m } = await loggedIn({ email: 'a@example.uz', birthday: '1990-01-01' });
      const otherDevice = await createSession(t.db, user, { client: 'TG', now: clock.now() });
      await t.db
        .insert(addresses)
        .values({ merchantId: m, userId: user.id, latitude: 41.3, longitude: 69.2 });

      const res = await call('DELETE', '/users/v1/users', { merchant: m, token });
      expect(res.statusCode).toBe(204);

      const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
      expect(row).toMatchObject({
        phone: null,
        firstName: null,
        lastName: null,
        email: null,
        birthday: null,
        isActive: false,
      });
      expect(row?.deletedAt).toBeInstanceOf(Date);
      const live = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
      expect(live.every((s) => s.revokedAt !== null)).toBe(true);
      expect(await t.db.select().from(addresses).where(eq(addresses.userId, user.id))).toEqual([]);
      for (const tok of [token, otherDevice]) {
        expect((await call('GET', '/users/v1/users/me', { merchant: m, token: tok })).statusCode).toBe(401);
      }
    });

    it('frees the phone: logging in with it again makes a new, empty account', async () => {
      clock.advance(120 * MINUTE);
      const { user, token, m } = await loggedIn({ phone: '998901000009', firstName: 'Old' });
      await call('DELETE', '/users/v1/users', { merchant: m, token });
      await call('POST', '/users/v1/auth/code', { merchant: m, body: { phone: '998901000009' } });
      const code = await readCode(m, '998901000009');
      const res = await call('POST', '/users/v1/auth/login', {
        merchant: m,
        body: { phone: '998901000009', code },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().user.id).not.toBe(user.id);
      expect(res.json().user.firstName).toBeNull();
    });
  });

  /** The last code sent to a phone (log gateway, testing route). */
  async function readCode(m: string, phone: string) {
    return (await call('GET', `/testing/v1/last-code?phone=${phone}`, { merchant: m })).json().code as string;
  }

  describe('request bodies', () => {
    it('refuses an oversized body with a translated 413', async () => {
      const { user, token, m } = await loggedIn();
      const res = await call('PUT', `/users/v1/users/${user.id}`, {
        merchant: m,
        token,
        lang: 'ru',
        body: { firstName: 'A', lastName: 'x'.repeat(70 * 1024) },
      });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ code: 'BAD_REQUEST', status: 413, message: 'Слишком большой запрос.' });
    });

    it('refuses malformed JSON with a translated 400', async () => {
      const { user, token, m } = await loggedIn();
      const res = await call('PUT', `/users/v1/users/${user.id}`, {
        merchant: m,
        token,
        lang: 'eng',
        headers: { 'content-type': 'application/json' },
        payload: '{"firstName": "A",',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        code: 'BAD_REQUEST',
        status: 400,
        message: 'The request could not be read.',
      });
    });
  });
});

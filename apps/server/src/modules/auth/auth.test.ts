/** Phone login, codes and their abuse limits, sessions (decisions 050, 051). */
import { createHash } from 'node:crypto';
import { ApiErrorSchema, LoginResponseSchema, UserSchema } from '@dasturxon/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createMerchant, createSession, createUser } from '../../db/factories.ts';
import { otpCodes, sessions } from '../../db/schema/index.ts';
import { createCaller } from '../../testing/call.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { databases } from '../../testing/test-db.ts';
import { CLIENT_ADDRESS, fakeClock, otherCode, sendAndReadCode } from './auth-test-helpers.ts';
import { OTP_PER_CLIENT_PER_WINDOW, OTP_PER_CLIENT_WINDOW_MS } from './otp.ts';

const PHONE = '998901234567';
const MINUTE = 60_000;

describe.each(databases())('phone login on %s', (kind) => {
  const clock = fakeClock();
  const t = useTestApp(kind, { clock: clock.now });
  const call = createCaller(() => t.app, { remoteAddress: CLIENT_ADDRESS });

  async function login(merchant: string, phone = PHONE) {
    const code = await sendAndReadCode(call, merchant, phone);
    const res = await call('POST', '/users/v1/auth/login', { merchant, body: { phone, code } });
    expect(res.statusCode, res.body).toBe(200);
    return LoginResponseSchema.parse(res.json());
  }

  it('sends a code, logs in with it, creates the user once and answers who is logged in', async () => {
    clock.advance(MINUTE * 120);
    const m = await createMerchant(t.db);
    const sent = await call('POST', '/users/v1/auth/code', { merchant: m.id, body: { phone: PHONE } });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ resendAfter: 60, expiresIn: 120 });
    expect(sent.headers['cache-control']).toBe('no-store');

    const code = (await call('GET', `/testing/v1/last-code?phone=${PHONE}`, { merchant: m.id })).json().code;
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await t.db.select().from(otpCodes).where(eq(otpCodes.phone, PHONE));
    // Only a keyed hash is stored, never the code itself.
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.codeHash).not.toContain(code);

    const res = await call('POST', '/users/v1/auth/login', { merchant: m.id, body: { phone: PHONE, code } });
    expect(res.statusCode).toBe(200);
    const first = LoginResponseSchema.parse(res.json());
    expect(first.user).toMatchObject({ phone: PHONE, merchantId: m.id, firstName: null });
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const me = await call('GET', '/users/v1/users/me', { merchant: m.id, token: first.token });
    expect(me.statusCode).toBe(200);
    expect(UserSchema.parse(me.json()).id).toBe(first.user.id);

    clock.advance(MINUTE * 2);
    const again = await login(m.id);
    expect(again.user.id).toBe(first.user.id);
    expect(again.token).not.toBe(first.token);
  });

  it('refuses a wrong code and an expired one with the same translated message', async () => {
    clock.advance(MINUTE * 120);
    const m = await createMerchant(t.db);
    const code = await sendAndReadCode(call, m.id, PHONE);
    const wrong = await call('POST', '/users/v1/auth/login', {
      merchant: m.id,
      lang: 'ru',
      body: { phone: PHONE, code: otherCode(code) },
    });
    expect(wrong.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(wrong.json()).message).toBe('Неверный код или срок действия кода истёк.');

    clock.advance(2 * MINUTE + 1000);
    const expired = await call('POST', '/users/v1/auth/login', {
      merchant: m.id,
      lang: 'ru',
      body: { phone: PHONE, code },
    });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual(wrong.json());

    const uz = await call('POST', '/users/v1/auth/login', { merchant: m.id, body: { phone: PHONE, code } });
    expect(uz.json().message).toBe("Kod noto'g'ri yoki muddati o'tgan.");
  });

  it('kills a code after 5 wrong attempts: the 6th is refused even with the right code', async () => {
    clock.advance(MINUTE * 120);
    const m = await createMerchant(t.db);
    const code = await sendAndReadCode(call, m.id, PHONE);
    for (let i = 0; i < 5; i++) {
      const res = await call('POST', '/users/v1/auth/login', {
        merchant: m.id,
        body: { phone: PHONE, code: otherCode(String(Number(code) + i)) },
      });
      expect(res.statusCode).toBe(400);
    }
    const right = await call('POST', '/users/v1/auth/login', {
      merchant: m.id,
      body: { phone: PHONE, code },
    });
    expect(right.statusCode).toBe(400);
  });

  it('a code works once, and a newer code replaces the older one', async () => {
    clock.advance(MINUTE * 120);
    const m = await createMerchant(t.db);
    const first = await sendAndReadCode(call, m.id, PHONE);
    clock.advance(MINUTE);
    const second = await sendAndReadCode(call, m.id, PHONE);
    if (first !== second) {
      const old = await call('POST', '/users/v1/auth/login', {
        merchant: m.id,
        body: { phone: PHONE, code: first },
      });
      expect(old.statusCode).toBe(400);
    }
    const ok = await call('POST', '/users/v1/auth/login', {
      merchant: m.id,
      body: { phone: PHONE, code: second },
    });
    expect(ok.statusCode).toBe(200);
    const replay = await call('POST', '/users/v1/auth/login', {
      merchant: m.id,
      body: { phone: PHONE, code: second },
    });
    expect(replay.statusCode).toBe(400);
  });

  it('refuses a resend within 60 s with the seconds left, and more than 5 codes per phone per hour', async () => {
    clock.advance(MINUTE * 120);
    const m = await createMerchant(t.db);
    const body = { phone: PHONE };
    expect((await call('POST', '/users/v1/auth/code', { merchant: m.id, body })).statusCode).toBe(200);
    clock.advance(20_000);
    const early = await call('POST', '/users/v1/auth/code', { merchant: m.id, body, lang: 'eng' });
    expect(early.statusCode).toBe(429);
    expect(early.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'You can ask for a new code in 40 s.',
    });
    clock.advance(40_000);
    for (let i = 2; i <= 5; i++) {
      expect((await call('POST', '/users/v1/auth/code', { merchant: m.id, body })).statusCode).toBe(200);
      clock.advance(MINUTE);
    }
    const sixth = await call('POST', '/users/v1/auth/code', { merchant: m.id, body, lang: 'eng' });
    expect(sixth.statusCode).toBe(429);
    // The first code was sent 5 minutes ago: the window frees up in 55 minutes, said in minutes.
    expect(sixth.json().message).toBe('Too many codes were sent to this number. Please try again in 55 min.');
    // The same number at another merchant is another customer with its own limit.
    const other = await createMerchant(t.db);
    expect((await call('POST', '/users/v1/auth/code', { merchant: other.id, body })).statusCode).toBe(200);
    clock.advance(55 * MINUTE);
    expect((await call('POST', '/users/v1/auth/code', { merchant: m.id, body })).statusCode).toBe(200);
  });

  it('parallel requests for one phone send one code: the rest hit the cooldown', async () => {
    clock.advance(MINUTE * 120);
    const m = await createMerchant(t.db);
    const results = await Promise.all(
      Array.from({ length: 4 }, () =>
        call('POST', '/users/v1/auth/code', { merchant: m.id, body: { phone: PHONE } }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 429, 429, 429]);
    expect(await t.db.select().from(otpCodes).where(eq(otpCodes.phone, PHONE))).toHaveLength(1);
  });

  it('refuses a flood of codes from one client address, whatever the phones, for minutes (decision 176)', async () => {
    clock.advance(MINUTE * 120);
    const m = await createMerchant(t.db);
    for (let i = 0; i < OTP_PER_CLIENT_PER_WINDOW; i++) {
      const phone = `9989000000${String(i).padStart(2, '0')}`;
      const res = await call('POST', '/users/v1/auth/code', {
        merchant: m.id,
        body: { phone },
        remoteAddress: '10.9.9.9',
      });
      expect(res.statusCode).toBe(200);
    }
    const flood = await call('POST', '/users/v1/auth/code', {
      merchant: m.id,
      body: { phone: '998900000099' },
      remoteAddress: '10.9.9.9',
    });
    expect(flood.statusCode).toBe(429);
    expect(flood.json().code).toBe('RATE_LIMITED');
    const elsewhere = await call('POST', '/users/v1/auth/code', {
      merchant: m.id,
      body: { phone: '998900000099' },
      remoteAddress: '10.9.9.10',
    });
    expect(elsewhere.statusCode).toBe(200);
    // The wait is written in minutes and seconds in every language, and the address is free again after it.
    clock.advance(MINUTE + 19_000);
    const again = (lang: string) =>
      call('POST', '/users/v1/auth/code', {
        merchant: m.id,
        body: { phone: '998900000098' },
        remoteAddress: '10.9.9.9',
        lang,
      });
    expect((await again('eng')).json().message).toBe(
      'Too many codes were requested. Please try again in 8 min 41 s.',
    );
    expect((await again('ru')).json().message).toBe(
      'Запрошено слишком много кодов. Попробуйте через 8 мин 41 с.',
    );
    expect((await again('uz')).json().message).toBe(
      "Kodlar juda ko'p so'raldi. 8 daqiqa 41 soniyadan keyin qayta urinib ko'ring.",
    );
    clock.advance(OTP_PER_CLIENT_WINDOW_MS - MINUTE - 19_000);
    expect((await again('eng')).statusCode).toBe(200);
  });

  it('counts the per-address limit across merchants and ignores a forged X-Forwarded-For', async () => {
    clock.advance(MINUTE * 120);
    const a = await createMerchant(t.db);
    const b = await createMerchant(t.db);
    for (let i = 0; i < OTP_PER_CLIENT_PER_WINDOW; i++) {
      const res = await call('POST', '/users/v1/auth/code', {
        merchant: i % 2 ? a.id : b.id,
        body: { phone: `9989100000${String(i).padStart(2, '0')}` },
        remoteAddress: '10.7.7.7',
        // Without TRUST_PROXY the header is the client's own claim and must not create fresh "addresses".
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
      });
      expect(res.statusCode).toBe(200);
    }
    const res = await call('POST', '/users/v1/auth/code', {
      merchant: a.id,
      body: { phone: '998910000099' },
      remoteAddress: '10.7.7.7',
      headers: { 'x-forwarded-for': '198.51.100.1' },
    });
    expect(res.statusCode).toBe(429);
  });

  it('validates the phone and code format', async () => {
    const m = await createMerchant(t.db);
    const bad = await call('POST', '/users/v1/auth/code', { merchant: m.id, body: { phone: '+998 90 123' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: 'body.phone' }] });
    const code = await call('POST', '/users/v1/auth/login', {
      merchant: m.id,
      body: { phone: PHONE, code: '12' },
    });
    expect(code.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: 'body.code' }] });
  });

  describe('sessions', () => {
    it('logout revokes the token: replaying it gets 401', async () => {
      clock.advance(MINUTE * 120);
      const m = await createMerchant(t.db);
      const { token } = await login(m.id);
      const out = await call('POST', '/users/v1/users/logout', { merchant: m.id, token });
      expect(out.statusCode).toBe(204);
      const replay = await call('GET', '/users/v1/users/me', { merchant: m.id, token, lang: 'ru' });
      expect(replay.statusCode).toBe(401);
      expect(replay.json()).toEqual({
        code: 'UNAUTHORIZED',
        status: 401,
        message: 'Пожалуйста, войдите в систему.',
      });
      expect((await call('POST', '/users/v1/users/logout', { merchant: m.id, token })).statusCode).toBe(401);
    });

    it('stores only the SHA-256 of the token', async () => {
      clock.advance(MINUTE * 120);
      const m = await createMerchant(t.db);
      const { token, user } = await login(m.id);
      const rows = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
      expect(rows).toHaveLength(1);
      expect(rows[0]?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
      expect(JSON.stringify(rows)).not.toContain(token);
    });

    it("rejects a token sent with another merchant's header", async () => {
      const a = await createMerchant(t.db);
      const b = await createMerchant(t.db);
      const user = await createUser(t.db, { merchantId: a.id });
      const token = await createSession(t.db, user, { now: clock.now() });
      expect((await call('GET', '/users/v1/users/me', { merchant: a.id, token })).statusCode).toBe(200);
      expect((await call('GET', '/users/v1/users/me', { merchant: b.id, token })).statusCode).toBe(401);
    });

    it('refuses missing, malformed, unknown, expired tokens and blocked users; public calls still work', async () => {
      const m = await createMerchant(t.db);
      const user = await createUser(t.db, { merchantId: m.id });
      const expired = await createSession(t.db, user, {
        now: clock.now(),
        expiresAt: new Date(clock.now().getTime() - 1000),
      });
      for (const token of [undefined, 'garbage', 'A'.repeat(43), expired]) {
        const res = await call('GET', '/users/v1/users/me', { merchant: m.id, ...(token ? { token } : {}) });
        expect(res.statusCode, String(token)).toBe(401);
      }
      const blocked = await createUser(t.db, { merchantId: m.id, isActive: false });
      const blockedToken = await createSession(t.db, blocked, { now: clock.now() });
      expect(
        (await call('GET', '/users/v1/users/me', { merchant: m.id, token: blockedToken })).statusCode,
      ).toBe(401);
      // A stale cookie must not break the menu: public routes ignore a bad token.
      const branches = await call('GET', '/users/v1/branches', { merchant: m.id, token: 'garbage' });
      expect(branches.statusCode).toBe(200);
    });

    it('slides the expiry forward when used, writing at most once a minute', async () => {
      const m = await createMerchant(t.db);
      const user = await createUser(t.db, { merchantId: m.id });
      const token = await createSession(t.db, user, {
        now: clock.now(),
        expiresAt: new Date(clock.now().getTime() + 10 * MINUTE),
      });
      const expiry = async () =>
        (
          await t.db
            .select()
            .from(sessions)
            .where(and(eq(sessions.userId, user.id)))
        )[0]?.expiresAt.getTime();
      clock.advance(2 * MINUTE);
      await call('GET', '/users/v1/users/me', { merchant: m.id, token });
      const slid = await expiry();
      expect(slid).toBe(clock.now().getTime() + 90 * 24 * 60 * MINUTE);
      clock.advance(10_000);
      await call('GET', '/users/v1/users/me', { merchant: m.id, token });
      expect(await expiry()).toBe(slid);
    });
  });
});

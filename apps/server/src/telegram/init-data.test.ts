import { describe, expect, it } from 'vitest';
import { validateInitData } from './init-data.ts';
import { signInitData } from './sign-init-data.ts';

// Telegram's published example (integrations.md §4).
const EXAMPLE_TOKEN = '5768337691:AAH5YkoiEuPk8-FZa32hStHTqXiLPtAEhx8';
const EXAMPLE =
  'query_id=AAHdF6IQAAAAAN0XohDhrOrc&user=%7B%22id%22%3A279058397%2C%22first_name%22%3A%22Vladislav%22%2C%22last_name%22%3A%22Kibenko%22%2C%22username%22%3A%22vdkfrost%22%2C%22language_code%22%3A%22ru%22%2C%22is_premium%22%3Atrue%7D&auth_date=1662771648&hash=c501b71e775f74ce10e377dea85a7ea24ecd640b223ea86dfe453e0eaed2e2b2';
const EXAMPLE_AUTH_DATE = 1662771648;

const TEST_TOKEN = '123456789:test-bot-token-for-unit-tests';
const NOW = Date.UTC(2026, 10, 21, 12, 0, 0);
const nowSeconds = Math.floor(NOW / 1000);
const user = { id: 777000111, first_name: 'Aziza', last_name: 'Karimova', language_code: 'uz' };

describe('validateInitData', () => {
  it("accepts Telegram's published example for its bot token when freshness is not limited", () => {
    const result = validateInitData(EXAMPLE, { botToken: EXAMPLE_TOKEN, maxAgeSeconds: 0, now: NOW });
    expect(result).toEqual({
      ok: true,
      data: expect.objectContaining({
        telegramUserId: '279058397',
        authDate: EXAMPLE_AUTH_DATE,
        queryId: 'AAHdF6IQAAAAAN0XohDhrOrc',
        user: expect.objectContaining({ first_name: 'Vladislav', username: 'vdkfrost' }),
      }),
    });
  });

  it('refuses the example as stale under a 24 h limit (it was signed in 2022)', () => {
    const result = validateInitData(EXAMPLE, { botToken: EXAMPLE_TOKEN, maxAgeSeconds: 86400, now: NOW });
    expect(result).toEqual({ ok: false, reason: 'stale' });
  });

  it('refuses the example with any one character changed', () => {
    const changes = [
      EXAMPLE.replace('Vladislav', 'Vladislaw'),
      EXAMPLE.replace('auth_date=1662771648', 'auth_date=1662771649'),
      EXAMPLE.replace('279058397', '279058398'),
      EXAMPLE.replace('hash=c501', 'hash=d501'),
      `${EXAMPLE.replace('query_id=', 'query_id=X')}`,
    ];
    for (const tampered of changes) {
      expect(validateInitData(tampered, { botToken: EXAMPLE_TOKEN, maxAgeSeconds: 0, now: NOW })).toEqual({
        ok: false,
        reason: 'bad-hash',
      });
    }
  });

  it("refuses the example checked with another bot's token", () => {
    expect(validateInitData(EXAMPLE, { botToken: TEST_TOKEN, maxAgeSeconds: 0, now: NOW })).toEqual({
      ok: false,
      reason: 'bad-hash',
    });
  });

  it('accepts freshly signed data and reads its user', () => {
    const initData = signInitData({ user, auth_date: nowSeconds - 5, query_id: 'Q1' }, TEST_TOKEN);
    const result = validateInitData(initData, { botToken: TEST_TOKEN, maxAgeSeconds: 86400, now: NOW });
    expect(result.ok && result.data).toMatchObject({ telegramUserId: '777000111', queryId: 'Q1' });
  });

  it('keeps signature and extra fields in the checked string (a dropped or added field fails)', () => {
    const initData = signInitData(
      { user, auth_date: nowSeconds, signature: 'c2lnbmF0dXJl', chat_type: 'private' },
      TEST_TOKEN,
    );
    const opts = { botToken: TEST_TOKEN, maxAgeSeconds: 86400, now: NOW };
    expect(validateInitData(initData, opts).ok).toBe(true);
    const params = new URLSearchParams(initData);
    params.delete('signature');
    expect(validateInitData(params.toString(), opts)).toEqual({ ok: false, reason: 'bad-hash' });
    const added = new URLSearchParams(initData);
    added.set('start_param', 'promo');
    expect(validateInitData(added.toString(), opts)).toEqual({ ok: false, reason: 'bad-hash' });
  });

  it('refuses data older than the limit and accepts it when the limit is 0', () => {
    const initData = signInitData({ user, auth_date: nowSeconds - 3601 }, TEST_TOKEN);
    expect(validateInitData(initData, { botToken: TEST_TOKEN, maxAgeSeconds: 3600, now: NOW })).toEqual({
      ok: false,
      reason: 'stale',
    });
    expect(validateInitData(initData, { botToken: TEST_TOKEN, maxAgeSeconds: 0, now: NOW }).ok).toBe(true);
  });

  it('refuses an auth_date far in the future', () => {
    const initData = signInitData({ user, auth_date: nowSeconds + 3600 }, TEST_TOKEN);
    expect(validateInitData(initData, { botToken: TEST_TOKEN, maxAgeSeconds: 86400, now: NOW })).toEqual({
      ok: false,
      reason: 'stale',
    });
  });

  it('refuses absent or short initData (10 characters or fewer) as missing', () => {
    const opts = { botToken: TEST_TOKEN, maxAgeSeconds: 0, now: NOW };
    for (const raw of [undefined, null, '', 'hash=abcde', '0123456789']) {
      expect(validateInitData(raw, opts)).toEqual({ ok: false, reason: 'missing' });
    }
    // 11 characters passes the length check and fails on content instead.
    expect(validateInitData('hash=abcdef', opts)).toEqual({ ok: false, reason: 'bad-hash' });
  });

  it('refuses correctly signed data without a user, with a broken user or without a hash', () => {
    const opts = { botToken: TEST_TOKEN, maxAgeSeconds: 0, now: NOW };
    expect(validateInitData(signInitData({ auth_date: nowSeconds }, TEST_TOKEN), opts)).toEqual({
      ok: false,
      reason: 'malformed',
    });
    expect(validateInitData(signInitData({ user: '{not json' }, TEST_TOKEN), opts)).toEqual({
      ok: false,
      reason: 'malformed',
    });
    expect(validateInitData(signInitData({ user: { first_name: 'no id' } }, TEST_TOKEN), opts)).toEqual({
      ok: false,
      reason: 'malformed',
    });
    expect(validateInitData(`user=${encodeURIComponent(JSON.stringify(user))}&auth_date=1`, opts)).toEqual({
      ok: false,
      reason: 'malformed',
    });
  });
});

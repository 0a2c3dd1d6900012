/**
 * /telegram-login against a fake API: a known Telegram user gets the session as the httpOnly token cookie of
 * this brand; an unknown one is asked for the contact without any cookie; the contact step forwards the shared
 * phone; the API's refusals reach the page with their status and message.
 */
import { type EndpointData, webbotEndpoints } from '@dasturxon/contracts';
import {
  apiError,
  type FakeReply,
  makeUser,
  TEST_MERCHANT_ID as NAVRUZ_ID,
} from '@dasturxon/contracts/testing';
import { describe, expect, it } from 'vitest';
import { storefrontApi } from '../../lib/test-api.ts';
import { runRoute } from '../../lib/test-route.ts';
import { action } from './telegram-login-route.ts';

const INIT_DATA = 'query_id=Q&user=%7B%22id%22%3A42%7D&auth_date=1795000000&hash=0123456789abcdef';
const TOKEN = 'tg_session_token_0123456789abcdef';

type AuthAnswer = EndpointData<typeof webbotEndpoints.auth> | FakeReply;

/** The mini-app's auth and login calls both answer `answer()`. */
function setup(answer: () => AuthAnswer) {
  const api = storefrontApi().on(webbotEndpoints.auth, answer).on(webbotEndpoints.login, answer);
  /** The webbot calls made: path, body as sent and merchant header. */
  const calls = () =>
    api.calls
      .filter((c) => c.path.startsWith('/webbot/'))
      .map((c) => ({ path: c.path, body: c.sentBody, merchant: c.merchant }));
  const run = (fields: Record<string, string>) =>
    runRoute(action, {
      request: new Request('http://localhost/telegram-login?vendor=navruz', {
        method: 'POST',
        body: new URLSearchParams(fields),
      }),
      context: api.context(),
    });
  return { calls, run };
}

describe('POST /telegram-login', () => {
  it('signs a known Telegram user in: token cookie (httpOnly) for this brand, not in the body', async () => {
    const { calls, run } = setup(() => ({ status: 'LOGGED_IN', token: TOKEN, user: makeUser() }));
    const res = await run({ intent: 'auth', initData: INIT_DATA });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'LOGGED_IN' });
    const cookies = res.headers.getSetCookie();
    expect(cookies.find((c) => c.startsWith('token='))).toMatch(new RegExp(`^token=${TOKEN};.*HttpOnly`));
    expect(cookies.find((c) => c.startsWith('tokens='))).toContain(encodeURIComponent(NAVRUZ_ID));
    expect(calls()).toEqual([
      { path: '/webbot/v1/users/auth', body: { initData: INIT_DATA }, merchant: NAVRUZ_ID },
    ]);
  });

  it('asks for the contact without setting any cookie when the user is unknown', async () => {
    const { run } = setup(() => ({ status: 'CONTACT_REQUIRED', token: null, user: null }));
    const res = await run({ intent: 'auth', initData: INIT_DATA });
    expect(await res.json()).toEqual({ status: 'CONTACT_REQUIRED' });
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it('sends the shared phone and first name to the login call', async () => {
    const { calls, run } = setup(() => ({ status: 'LOGGED_IN', token: TOKEN, user: makeUser() }));
    const res = await run({
      intent: 'contact',
      initData: INIT_DATA,
      phone: '998901234567',
      firstName: ' Aziza ',
    });
    expect(await res.json()).toEqual({ status: 'LOGGED_IN' });
    expect(calls()[0]).toMatchObject({
      path: '/webbot/v1/users/login',
      body: { initData: INIT_DATA, phone: '998901234567', firstName: 'Aziza' },
    });
  });

  it("passes the API's refusal on with its status and message", async () => {
    const { run } = setup(() => apiError(401, 'UNAUTHORIZED', "Telegram ma'lumotlari tasdiqlanmadi."));
    const res = await run({ intent: 'auth', initData: INIT_DATA });
    // Answered, not failed: the page shows the message (no failed-request noise in the browser).
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      status: 'ERROR',
      code: 'UNAUTHORIZED',
      message: "Telegram ma'lumotlari tasdiqlanmadi.",
      apiStatus: 401,
    });
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it('refuses a malformed phone or an unknown intent without calling the API', async () => {
    const { calls, run } = setup(() => apiError(500, 'INTERNAL'));
    expect(
      (await run({ intent: 'contact', initData: INIT_DATA, phone: '+7 912', firstName: 'A' })).status,
    ).toBe(400);
    expect((await run({ intent: 'steal', initData: INIT_DATA })).status).toBe(400);
    expect(calls()).toEqual([]);
  });
});

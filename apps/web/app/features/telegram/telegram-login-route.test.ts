/**
 * /telegram-login against a fake API: a known Telegram user gets the session as the httpOnly token cookie of
 * this brand; an unknown one is asked for the contact without any cookie; the contact step forwards the shared
 * phone; the API's refusals reach the page with their status and message.
 */
import { describe, expect, it } from 'vitest';
import { runRoute, testLoadContext } from '../../lib/test-route.ts';
import { fakeAccountApi, makeUser, NAVRUZ_ID } from '../account/test-account-api.ts';
import { action } from './telegram-login-route.ts';

const INIT_DATA = 'query_id=Q&user=%7B%22id%22%3A42%7D&auth_date=1795000000&hash=0123456789abcdef';
const TOKEN = 'tg_session_token_0123456789abcdef';

interface WebbotCall {
  path: string;
  body: Record<string, unknown>;
  merchant: string | null;
}

function setup(answer: (path: string, body: Record<string, unknown>) => Response) {
  const base = fakeAccountApi();
  const calls: WebbotCall[] = [];
  const inner = base.context.apiFetch;
  const apiFetch: typeof inner = async (url, init) => {
    const path = new URL(url, 'http://api.test').pathname.replace(/^\/api/, '');
    if (!path.startsWith('/webbot/')) return inner(url, init);
    const body = JSON.parse(String(init.body)) as Record<string, unknown>;
    calls.push({ path, body, merchant: new Headers(init.headers).get('merchant') });
    return answer(path, body);
  };
  const run = (fields: Record<string, string>) =>
    runRoute(action, {
      request: new Request('http://localhost/telegram-login?vendor=navruz', {
        method: 'POST',
        body: new URLSearchParams(fields),
      }),
      context: testLoadContext({ ...base.context, apiFetch }),
    });
  return { calls, run };
}

const json = (body: unknown, status = 200) => Response.json(body, { status });

describe('POST /telegram-login', () => {
  it('signs a known Telegram user in: token cookie (httpOnly) for this brand, not in the body', async () => {
    const { calls, run } = setup(() => json({ status: 'LOGGED_IN', token: TOKEN, user: makeUser() }));
    const res = await run({ intent: 'auth', initData: INIT_DATA });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'LOGGED_IN' });
    const cookies = res.headers.getSetCookie();
    expect(cookies.find((c) => c.startsWith('token='))).toMatch(new RegExp(`^token=${TOKEN};.*HttpOnly`));
    expect(cookies.find((c) => c.startsWith('tokens='))).toContain(encodeURIComponent(NAVRUZ_ID));
    expect(calls).toEqual([
      { path: '/webbot/v1/users/auth', body: { initData: INIT_DATA }, merchant: NAVRUZ_ID },
    ]);
  });

  it('asks for the contact without setting any cookie when the user is unknown', async () => {
    const { run } = setup(() => json({ status: 'CONTACT_REQUIRED', token: null, user: null }));
    const res = await run({ intent: 'auth', initData: INIT_DATA });
    expect(await res.json()).toEqual({ status: 'CONTACT_REQUIRED' });
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it('sends the shared phone and first name to the login call', async () => {
    const { calls, run } = setup(() => json({ status: 'LOGGED_IN', token: TOKEN, user: makeUser() }));
    const res = await run({
      intent: 'contact',
      initData: INIT_DATA,
      phone: '998901234567',
      firstName: ' Aziza ',
    });
    expect(await res.json()).toEqual({ status: 'LOGGED_IN' });
    expect(calls[0]).toMatchObject({
      path: '/webbot/v1/users/login',
      body: { initData: INIT_DATA, phone: '998901234567', firstName: 'Aziza' },
    });
  });

  it("passes the API's refusal on with its status and message", async () => {
    const { run } = setup(() =>
      json({ code: 'UNAUTHORIZED', status: 401, message: "Telegram ma'lumotlari tasdiqlanmadi." }, 401),
    );
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
    const { calls, run } = setup(() => json({}));
    expect(
      (await run({ intent: 'contact', initData: INIT_DATA, phone: '+7 912', firstName: 'A' })).status,
    ).toBe(400);
    expect((await run({ intent: 'steal', initData: INIT_DATA })).status).toBe(400);
    expect(calls).toEqual([]);
  });
});

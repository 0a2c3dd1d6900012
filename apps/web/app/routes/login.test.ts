/**
 * The phone login's actions against a fake API: the number is checked before any SMS is asked for, the code
 * step is kept in an httpOnly cookie (never the number in the URL), a wrong code shows the API's message, and a
 * good code signs the visitor in for this brand, forgets the step and brings them back where they were.
 */
import { BASE_DATE } from '@dasturxon/contracts/testing';
import { describe, expect, it } from 'vitest';
import { startConfirmStep } from '../features/account/login-flow.server.ts';
import { createRequestCookies } from '../lib/cookies.ts';
import { BURGER_ID, fakeAccountApi, GOOD_CODE, NAVRUZ_ID, requestContext } from '../lib/test-account-api.ts';
import { runRoute, settle } from '../lib/test-route.ts';
import { action as loginAction } from './login.tsx';
import { action as confirmAction, loader as confirmLoader } from './login-confirm.tsx';

const BASE = 'http://localhost/';

function post(path: string, body: Record<string, string>, cookie = '') {
  return new Request(new URL(path, BASE), {
    method: 'POST',
    headers: { cookie },
    body: new URLSearchParams(body),
  });
}

type DataResult = { data: { errorKey: string | null; message: string | null }; init: ResponseInit | null };

describe('POST /login', () => {
  it('refuses an incomplete number with a translated message, without sending an SMS', async () => {
    const api = fakeAccountApi();
    const result = (await settle(() =>
      runRoute(loginAction, {
        request: post('/login?vendor=navruz', { phone: '90 123 45' }),
        context: requestContext(api),
        params: {},
      }),
    )) as DataResult;
    expect(result.data.errorKey).toBe('account.phone.invalid');
    expect(api.calls.some((c) => c.path === '/users/v1/auth/code')).toBe(false);
  });

  it('asks an empty field to be filled (spec §5)', async () => {
    const api = fakeAccountApi();
    const result = (await settle(() =>
      runRoute(loginAction, {
        request: post('/login?vendor=navruz', { phone: '' }),
        context: requestContext(api),
        params: {},
      }),
    )) as DataResult;
    expect(result.data.errorKey).toBe('account.required');
  });

  it('sends the code to 998… and goes to the code step, carrying where to return', async () => {
    const api = fakeAccountApi();
    const res = (await settle(() =>
      runRoute(loginAction, {
        request: post('/login?vendor=navruz', { phone: '90 123 45 67', redirectTo: '/category?id=3' }),
        context: requestContext(api),
        params: {},
      }),
    )) as Response;
    expect(res.status).toBe(302);
    const location = res.headers.get('location') ?? '';
    const to = new URL(location, BASE);
    expect(to.pathname).toBe('/login/confirm');
    expect(to.searchParams.get('redirectTo')).toBe('/category?id=3');
    // The number is kept out of the URL (history, access logs, Referer): an httpOnly cookie of minutes holds it.
    expect(location).not.toMatch(/901234567/);
    const [step] = res.headers.getSetCookie();
    expect(step).toMatch(/^loginStep=.*998901234567.*; Path=\/; SameSite=Lax; Max-Age=900; HttpOnly/);
    const sent = api.calls.find((c) => c.path === '/users/v1/auth/code');
    expect(sent).toMatchObject({ method: 'POST', merchant: NAVRUZ_ID, sentBody: { phone: '998901234567' } });
  });
});

describe('/login/confirm', () => {
  const confirmPath = (extra = '') => `/login/confirm?vendor=navruz${extra}`;
  /** The pinned clock of the fake server's load context (decision 170). */
  const now = () => Date.parse(BASE_DATE);
  /** The Cookie header a browser sends back after /login started the step for 998901234567 at navruz. */
  const stepCookie = (merchantId = NAVRUZ_ID, sent = now()) => {
    const cookies = createRequestCookies(new Request(BASE));
    startConfirmStep({ merchantId, cookies }, '998901234567', 60, null, sent);
    return cookies.outgoing()[0]?.split(';')[0] ?? '';
  };

  it('counts the resend down from the API’s resendAfter, on the app’s clock', async () => {
    const api = fakeAccountApi();
    const data = (await runRoute(confirmLoader, {
      request: new Request(new URL(confirmPath(), BASE), {
        headers: { cookie: stepCookie(NAVRUZ_ID, now() - 15_000) },
      }),
      context: requestContext(api),
      params: {},
    })) as { resendIn: number; phoneLabel: string };
    expect(data.resendIn).toBe(45);
    expect(data.phoneLabel).toBe('+998 90 123 45 67');
  });

  it('shows the API’s "wrong code or code expired" and sets no cookie', async () => {
    const api = fakeAccountApi();
    const result = (await settle(() =>
      runRoute(confirmAction, {
        request: post(confirmPath(), { code: '000000' }, stepCookie()),
        context: requestContext(api),
        params: {},
      }),
    )) as DataResult;
    expect(result.data.message).toBe('Kod noto‘g‘ri yoki muddati o‘tgan');
    expect(new Headers(result.init?.headers).getSetCookie()).toEqual([]);
  });

  it('signs in for this brand and returns to the page the visitor was on', async () => {
    const api = fakeAccountApi();
    const res = (await settle(() =>
      runRoute(confirmAction, {
        request: post(confirmPath('&redirectTo=%2Fcategory%3Fid%3D3'), { code: GOOD_CODE }, stepCookie()),
        context: requestContext(api),
        params: {},
      }),
    )) as Response;
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/category?id=3');
    const [token, tokens, step] = res.headers.getSetCookie();
    const issued = [...api.sessions.keys()][0];
    expect(token).toBe(`token=${issued}; Path=/; SameSite=Lax; Max-Age=7776000; HttpOnly; Secure`);
    expect(decodeURIComponent(tokens ?? '')).toContain(`"${NAVRUZ_ID}":"${issued}"`);
    // The finished step is forgotten: the number does not stay behind in the browser.
    expect(step).toMatch(/^loginStep=; Path=\/; SameSite=Lax; Max-Age=0/);
  });

  it('goes home after login when there is nowhere to return, and never to another site', async () => {
    const api = fakeAccountApi();
    const res = (await settle(() =>
      runRoute(confirmAction, {
        request: post(confirmPath('&redirectTo=%2F%2Fevil.example'), { code: GOOD_CODE }, stepCookie()),
        context: requestContext(api),
        params: {},
      }),
    )) as Response;
    expect(res.headers.get('location')).toBe('/');
  });

  it('a signed-in visitor coming back to the code step (history) goes on to the page', async () => {
    const api = fakeAccountApi();
    api.sessions.set('tok_signed_in_0123456789', NAVRUZ_ID);
    const res = (await settle(() =>
      runRoute(confirmLoader, {
        request: new Request(new URL(confirmPath('&redirectTo=%2Fbranches'), BASE), {
          headers: { cookie: `token=tok_signed_in_0123456789; ${stepCookie()}` },
        }),
        context: requestContext(api),
        params: {},
      }),
    )) as Response;
    expect(res.headers.get('location')).toBe('/branches');
  });

  it('sends a visitor without a step of this brand back to the first step, whatever the URL says', async () => {
    const api = fakeAccountApi();
    for (const [url, cookie] of [
      ['/login/confirm?vendor=navruz&phone=998901234567', ''],
      [confirmPath(), stepCookie(BURGER_ID)],
      [confirmPath(), 'loginStep=%7B%22m%22%3A1%7D'],
    ] as const) {
      const res = (await settle(() =>
        runRoute(confirmLoader, {
          request: new Request(new URL(url, BASE), { headers: { cookie } }),
          context: requestContext(api),
          params: {},
        }),
      )) as Response;
      expect(res.headers.get('location'), `${url} ${cookie}`).toBe('/login');
    }
  });
});

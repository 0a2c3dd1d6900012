/**
 * The phone login's actions against a fake API: the number is checked before any SMS is asked for, the code
 * step is described in its URL, a wrong code shows the API's message, and a good code signs the visitor in
 * for this brand and brings them back where they were.
 */
import { describe, expect, it } from 'vitest';
import {
  fakeAccountApi,
  GOOD_CODE,
  NAVRUZ_ID,
  requestContext,
  settle,
} from '../features/account/test-account-api.ts';
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
      loginAction({
        request: post('/login?vendor=navruz', { phone: '90 123 45' }),
        context: requestContext(api),
        params: {},
      } as never),
    )) as DataResult;
    expect(result.data.errorKey).toBe('account.phone.invalid');
    expect(api.calls.some((c) => c.path === '/users/v1/auth/code')).toBe(false);
  });

  it('asks an empty field to be filled (spec §5)', async () => {
    const api = fakeAccountApi();
    const result = (await settle(() =>
      loginAction({
        request: post('/login?vendor=navruz', { phone: '' }),
        context: requestContext(api),
        params: {},
      } as never),
    )) as DataResult;
    expect(result.data.errorKey).toBe('account.required');
  });

  it('sends the code to 998… and goes to the code step, carrying where to return', async () => {
    const api = fakeAccountApi();
    const res = (await settle(() =>
      loginAction({
        request: post('/login?vendor=navruz', { phone: '90 123 45 67', redirectTo: '/category?id=3' }),
        context: requestContext(api),
        params: {},
      } as never),
    )) as Response;
    expect(res.status).toBe(302);
    const to = new URL(res.headers.get('location') ?? '', BASE);
    expect(to.pathname).toBe('/login/confirm');
    expect(to.searchParams.get('phone')).toBe('998901234567');
    expect(to.searchParams.get('redirectTo')).toBe('/category?id=3');
    const sent = api.calls.find((c) => c.path === '/users/v1/auth/code');
    expect(sent).toMatchObject({ method: 'POST', merchant: NAVRUZ_ID, body: { phone: '998901234567' } });
  });
});

describe('/login/confirm', () => {
  const confirmPath = (extra = '') =>
    `/login/confirm?vendor=navruz&phone=998901234567&sent=${Date.now()}&wait=60${extra}`;

  it('counts the resend down from the API’s resendAfter', async () => {
    const api = fakeAccountApi();
    const data = (await confirmLoader({
      request: new Request(new URL(confirmPath(), BASE)),
      context: requestContext(api),
      params: {},
    } as never)) as { resendIn: number; phoneLabel: string };
    expect(data.resendIn).toBeGreaterThan(55);
    expect(data.resendIn).toBeLessThanOrEqual(60);
    expect(data.phoneLabel).toBe('+998 90 123 45 67');
  });

  it('shows the API’s "wrong code or code expired" and sets no cookie', async () => {
    const api = fakeAccountApi();
    const result = (await settle(() =>
      confirmAction({
        request: post(confirmPath(), { code: '000000' }),
        context: requestContext(api),
        params: {},
      } as never),
    )) as DataResult;
    expect(result.data.message).toBe('Kod noto‘g‘ri yoki muddati o‘tgan');
    expect(new Headers(result.init?.headers).getSetCookie()).toEqual([]);
  });

  it('signs in for this brand and returns to the page the visitor was on', async () => {
    const api = fakeAccountApi();
    const res = (await settle(() =>
      confirmAction({
        request: post(confirmPath('&redirectTo=%2Fcategory%3Fid%3D3'), { code: GOOD_CODE }),
        context: requestContext(api),
        params: {},
      } as never),
    )) as Response;
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/category?id=3');
    const [token, tokens] = res.headers.getSetCookie();
    const issued = [...api.sessions.keys()][0];
    expect(token).toBe(`token=${issued}; Path=/; SameSite=Lax; Max-Age=7776000; HttpOnly; Secure`);
    expect(decodeURIComponent(tokens ?? '')).toContain(`"${NAVRUZ_ID}":"${issued}"`);
  });

  it('goes home after login when there is nowhere to return, and never to another site', async () => {
    const api = fakeAccountApi();
    const res = (await settle(() =>
      confirmAction({
        request: post(confirmPath('&redirectTo=%2F%2Fevil.example'), { code: GOOD_CODE }),
        context: requestContext(api),
        params: {},
      } as never),
    )) as Response;
    expect(res.headers.get('location')).toBe('/');
  });

  it('a signed-in visitor coming back to the code step (history) goes on to the page', async () => {
    const api = fakeAccountApi();
    api.sessions.set('tok_signed_in_0123456789', NAVRUZ_ID);
    const res = (await settle(() =>
      confirmLoader({
        request: new Request(new URL(confirmPath('&redirectTo=%2Fbranches'), BASE), {
          headers: { cookie: 'token=tok_signed_in_0123456789' },
        }),
        context: requestContext(api),
        params: {},
      } as never),
    )) as Response;
    expect(res.headers.get('location')).toBe('/branches');
  });

  it('sends a URL without a valid number back to the first step', async () => {
    const api = fakeAccountApi();
    const res = (await settle(() =>
      confirmLoader({
        request: new Request(new URL('/login/confirm?vendor=navruz&phone=123', BASE)),
        context: requestContext(api),
        params: {},
      } as never),
    )) as Response;
    expect(res.headers.get('location')).toBe('/login');
  });
});

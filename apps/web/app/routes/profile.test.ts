/**
 * Session in the storefront against a fake API: the profile knows the signed-in user, spec §8's logout on a
 * refused token, sign-out (server revocation, this brand's cookies only), per-brand sessions on a brand switch,
 * and the actions of /profile/user.
 */
import { describe, expect, it } from 'vitest';
import { createRequestCookies } from '../lib/cookies.ts';
import { rememberMerchant, resolveStorefrontMerchant } from '../lib/storefront-merchant.server.ts';
import { BURGER_ID, fakeAccountApi, GOOD_CODE, NAVRUZ_ID, requestContext } from '../lib/test-account-api.ts';
import { runRoute, settle } from '../lib/test-route.ts';
import { action as profileAction, loader as profileLoader } from './profile.tsx';
import { action as userAction, loader as userLoader } from './profile-user.tsx';

const BASE = 'http://localhost/';
const TOKEN = 'tok_navruz_session_0123456789';
const BURGER_TOKEN = 'tok_burger_session_0123456789';
const mapOf = (m: Record<string, string>) => `tokens=${encodeURIComponent(JSON.stringify(m))}`;

function signedIn() {
  const api = fakeAccountApi();
  api.sessions.set(TOKEN, NAVRUZ_ID);
  const cookie = `merchant=${NAVRUZ_ID}; token=${TOKEN}; ${mapOf({ [NAVRUZ_ID]: TOKEN })}`;
  return { api, cookie };
}

const get = (path: string, cookie: string) => new Request(new URL(path, BASE), { headers: { cookie } });
const post = (path: string, body: Record<string, string>, cookie: string) =>
  new Request(new URL(path, BASE), { method: 'POST', headers: { cookie }, body: new URLSearchParams(body) });
const names = (res: Response) => res.headers.getSetCookie().map((c) => c.split('=')[0]);
const cleared = (res: Response) =>
  res.headers
    .getSetCookie()
    .filter((c) => c.includes('Max-Age=0'))
    .map((c) => c.split('=')[0]);

describe('/profile', () => {
  it('shows the signed-in user', async () => {
    const { api, cookie } = signedIn();
    const data = (await runRoute(profileLoader, {
      request: get('/profile?vendor=navruz', cookie),
      context: requestContext(api),
      params: {},
    })) as { user: { name: string; phone: string } | null };
    expect(data.user).toEqual({ name: 'Aziza', phone: '+998 90 123 45 67' });
  });

  it('a guest gets the sign-in prompt, not an error', async () => {
    const api = fakeAccountApi();
    const data = (await runRoute(profileLoader, {
      request: get('/profile?vendor=navruz', ''),
      context: requestContext(api),
      params: {},
    })) as { user: unknown };
    expect(data.user).toBeNull();
  });

  it('a stored token the API refuses logs the visitor out and sends them home (spec §8)', async () => {
    const { api, cookie } = signedIn();
    api.sessions.clear(); // revoked elsewhere (another device, account deleted)
    const res = (await settle(() =>
      runRoute(profileLoader, {
        request: get('/profile?vendor=navruz', cookie),
        context: requestContext(api),
        params: {},
      }),
    )) as Response;
    expect(res.status).toBe(302);
    // Home, with the marker that makes the page clear the browser's storage and say why (header-account).
    expect(res.headers.get('location')).toBe('/?sessionExpired=1');
    expect(cleared(res)).toEqual(expect.arrayContaining(['token', 'tokens']));
  });

  it('sign-out revokes the session on the server and clears this brand’s session only', async () => {
    const { api } = signedIn();
    api.sessions.set(BURGER_TOKEN, BURGER_ID);
    const cookie = `merchant=${NAVRUZ_ID}; token=${TOKEN}; ${mapOf({ [NAVRUZ_ID]: TOKEN, [BURGER_ID]: BURGER_TOKEN })}`;
    const res = (await settle(() =>
      runRoute(profileAction, {
        request: post('/profile?vendor=navruz', { intent: 'logout' }, cookie),
        context: requestContext(api),
        params: {},
      }),
    )) as Response;
    expect(res.headers.get('location')).toBe('/');
    expect(api.calls.find((c) => c.path === '/users/v1/users/logout')).toMatchObject({
      method: 'POST',
      token: TOKEN,
    });
    expect(api.sessions.has(TOKEN)).toBe(false);
    // Spec §4: this brand's order requests (basket, checkout choices) go with the session.
    expect(cleared(res)).toEqual([
      'token',
      'nearestBranch',
      'city',
      `basket_${NAVRUZ_ID}`,
      `checkout_${NAVRUZ_ID}`,
    ]);
    const map = res.headers.getSetCookie().find((c) => c.startsWith('tokens='));
    expect(decodeURIComponent(map ?? '')).toContain(`"${BURGER_ID}":"${BURGER_TOKEN}"`);
    expect(names(res)).not.toContain('merchant');
  });
});

/** The merchant the root middleware resolves for a request, and the cookies its page remembers. */
async function merchantFor(request: Request, api: ReturnType<typeof fakeAccountApi>) {
  const cookies = createRequestCookies(request);
  const m = await resolveStorefrontMerchant(new URL(request.url), cookies, api.serverValues());
  if (m) rememberMerchant(m);
  return m && { token: m.token, setCookies: cookies.outgoing() };
}

describe('per-brand sessions (spec §4)', () => {
  it('switching to another brand uses that brand’s own session, and switching back restores the first', async () => {
    const { api } = signedIn();
    api.sessions.set(BURGER_TOKEN, BURGER_ID);
    const map = mapOf({ [NAVRUZ_ID]: TOKEN, [BURGER_ID]: BURGER_TOKEN });
    const toBurger = await merchantFor(
      get('/?vendor=navruzburger', `merchant=${NAVRUZ_ID}; token=${TOKEN}; ${map}`),
      api,
    );
    expect(toBurger?.token).toBe(BURGER_TOKEN);
    expect(toBurger?.setCookies).toContain(
      `token=${BURGER_TOKEN}; Path=/; SameSite=Lax; Max-Age=7776000; HttpOnly; Secure`,
    );
    const back = await merchantFor(
      get('/?vendor=navruz', `merchant=${BURGER_ID}; token=${BURGER_TOKEN}; ${map}`),
      api,
    );
    expect(back?.token).toBe(TOKEN);
  });

  it('a brand without a session of its own is a guest there: the other brand’s token never follows', async () => {
    const { api, cookie } = signedIn();
    const ctx = await merchantFor(get('/?vendor=navruzburger', cookie), api);
    expect(ctx?.token).toBeNull();
    expect(ctx?.setCookies.some((c) => c.startsWith('token=;') && c.includes('Max-Age=0'))).toBe(true);
  });
});

describe('/profile/user', () => {
  const run = (body: Record<string, string>, cookie: string, api: ReturnType<typeof fakeAccountApi>) =>
    settle(() =>
      runRoute(userAction, {
        request: post('/profile/user?vendor=navruz', body, cookie),
        context: requestContext(api),
        params: {},
      }),
    );

  it('sends a guest to the login, which brings them back here', async () => {
    const api = fakeAccountApi();
    const res = (await settle(() =>
      runRoute(userLoader, {
        request: get('/profile/user?vendor=navruz', ''),
        context: requestContext(api),
        params: {},
      }),
    )) as Response;
    expect(res.headers.get('location')).toBe('/login?redirectTo=%2Fprofile%2Fuser');
  });

  it('saves the data; a wrong email is refused before the API is asked', async () => {
    const { api, cookie } = signedIn();
    const bad = (await run({ intent: 'save', firstName: 'Aziza', email: 'aziza@' }, cookie, api)) as {
      data: { fieldErrors: Record<string, string> };
    };
    expect(bad.data.fieldErrors).toEqual({ email: 'account.user.emailInvalid' });
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);

    const ok = (await run(
      {
        intent: 'save',
        firstName: 'Aziza',
        lastName: 'Karimova',
        gender: 'FEMALE',
        birthday: '1995-04-12',
        email: 'aziza@example.uz',
      },
      cookie,
      api,
    )) as { data: { saved: boolean } };
    expect(ok.data.saved).toBe(true);
    expect(api.user).toMatchObject({
      lastName: 'Karimova',
      gender: 'FEMALE',
      birthday: '1995-04-12',
      email: 'aziza@example.uz',
    });
  });

  it('a form posted without JavaScript renders the saved data in the same request', async () => {
    const { api, cookie } = signedIn();
    const context = requestContext(api);
    await runRoute(userAction, {
      request: post('/profile/user?vendor=navruz', { intent: 'save', firstName: 'Dilnoza' }, cookie),
      context,
      params: {},
    });
    const page = (await runRoute(userLoader, {
      request: get('/profile/user?vendor=navruz', cookie),
      context,
      params: {},
    })) as { user: { firstName: string } };
    expect(page.user.firstName).toBe('Dilnoza');
  });

  it('changes the phone: a code to the new number, then confirmation', async () => {
    const { api, cookie } = signedIn();
    const sent = (await run({ intent: 'phone-send', phone: '93 555 44 33' }, cookie, api)) as {
      data: { sentTo: string | null; resendIn: number };
    };
    expect(sent.data).toMatchObject({ sentTo: '998935554433', resendIn: 60 });
    expect(api.calls.find((c) => c.path === '/users/v1/users/phone')?.sentBody).toEqual({
      phone: '998935554433',
      type: 'WEB',
    });

    const wrong = (await run(
      { intent: 'phone-verify', phone: '998935554433', code: '000000' },
      cookie,
      api,
    )) as {
      data: { message: string | null; sentTo: string | null };
    };
    expect(wrong.data).toMatchObject({
      message: 'Kod noto‘g‘ri yoki muddati o‘tgan',
      sentTo: '998935554433',
    });

    const done = (await run(
      { intent: 'phone-verify', phone: '998935554433', code: GOOD_CODE },
      cookie,
      api,
    )) as {
      data: { changed: boolean };
    };
    expect(done.data.changed).toBe(true);
    expect(api.user.phone).toBe('998935554433');
  });

  it('deleting the account clears the session cookies and goes home with a notice', async () => {
    const { api, cookie } = signedIn();
    const res = (await run({ intent: 'delete' }, cookie, api)) as Response;
    expect(api.calls.find((c) => c.path === '/users/v1/users')?.method).toBe('DELETE');
    expect(res.headers.get('location')).toBe('/?accountDeleted=1');
    expect(cleared(res)).toEqual(expect.arrayContaining(['token', 'tokens']));
  });
});

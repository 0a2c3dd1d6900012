/**
 * A fake API for the account routes' tests (tests only): two brands of one company, phone login with one
 * valid code, the session tokens it issued, and the user they belong to. Records every call it answers.
 */
import type { MerchantPublic, User } from '@dasturxon/contracts';
import { fallbackMerchantSettings } from '@dasturxon/domain';
import type { RouterContextProvider } from 'react-router';
import type { StorefrontLoadContext } from '../../lib/load-context.ts';
import { testLoadContext } from '../../lib/test-route.ts';

export const NAVRUZ_ID = '6f1c2f4e-8a51-4a3e-9a57-2f0c1b7d9e10';
export const BURGER_ID = '0b7f5d2a-3c4e-4f61-8a9b-1c2d3e4f5a6b';
export const GOOD_CODE = '123456';
const NOW = '2026-11-21T08:00:00.000Z';

function merchant(id: string, sub: string): MerchantPublic {
  return {
    id,
    name: { uz: sub, ru: sub, eng: sub },
    logo: null,
    color: '#E2A33B',
    sub,
    theme: 'DARK',
    mapProvider: 'LEAFLET',
    yandexMapKey: null,
    isActive: true,
    latitude: 41.31,
    longitude: 69.24,
    mainCityId: null,
    domainUrl: null,
    createdDate: NOW,
    lastModifiedDate: NOW,
  };
}

export function makeUser(over: Partial<User> = {}): User {
  return {
    id: 7,
    merchantId: NAVRUZ_ID,
    phone: '998901234567',
    firstName: 'Aziza',
    lastName: null,
    gender: null,
    birthday: null,
    email: null,
    image: null,
    role: 'CUSTOMER',
    cashback: 0,
    isActive: true,
    createdDate: NOW,
    lastModifiedDate: NOW,
    ...over,
  };
}

export interface Call {
  method: string;
  path: string;
  merchant: string | null;
  token: string | null;
  body: unknown;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const error = (status: number, code: string, message: string) => json({ code, status, message }, status);

export interface FakeAccountApi {
  /** What the server adapter hands a request (requestContext makes the router context of one request). */
  context: StorefrontLoadContext;
  calls: Call[];
  /** token -> merchant id of the sessions the fake accepts. */
  sessions: Map<string, string>;
  user: User;
}

export function fakeAccountApi(): FakeAccountApi {
  const calls: Call[] = [];
  const sessions = new Map<string, string>();
  const api: FakeAccountApi = { context: null as never, calls, sessions, user: makeUser() };
  const apiFetch = async (url: string, init: RequestInit) => {
    const u = new URL(url, 'http://api.test');
    const headers = new Headers(init.headers);
    const token = headers.get('authorization')?.replace(/^Bearer /, '') ?? null;
    const merchantId = headers.get('merchant');
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const path = u.pathname.replace(/^\/api/, '');
    calls.push({ method: init.method ?? 'GET', path, merchant: merchantId, token, body });
    const signedIn = token !== null && sessions.get(token) === merchantId;

    const sub = path.startsWith('/users/v1/merchants/sub/') ? path.split('/').pop() : null;
    if (sub === 'navruz' || sub === NAVRUZ_ID) return json(merchant(NAVRUZ_ID, 'navruz'));
    if (sub === 'navruzburger' || sub === BURGER_ID) return json(merchant(BURGER_ID, 'navruzburger'));
    if (path === '/support/v1/merchant/settings/web')
      return json({
        ...fallbackMerchantSettings(merchantId ?? NAVRUZ_ID),
        ruLangActive: true,
        uzLangActive: true,
      });
    if (path === '/users/v1/auth/code') return json({ resendAfter: 60, expiresIn: 120 });
    if (path === '/users/v1/auth/login') {
      if (body?.code !== GOOD_CODE) return error(400, 'WRONG_CODE', 'Kod noto‘g‘ri yoki muddati o‘tgan');
      const issued = `tok_${merchantId?.slice(0, 8)}_${sessions.size + 1}_abcdefgh`;
      sessions.set(issued, merchantId ?? '');
      return json({ token: issued, user: api.user });
    }
    if (path.startsWith('/users/v1/users') && !signedIn)
      return error(401, 'UNAUTHORIZED', 'Avtorizatsiya talab qilinadi');
    if (path === '/users/v1/users/me') return json(api.user);
    if (path === '/users/v1/users/logout') {
      if (token) sessions.delete(token);
      return new Response(null, { status: 204 });
    }
    if (path === `/users/v1/users/${api.user.id}` && init.method === 'PUT') {
      api.user = { ...api.user, ...body };
      return json(api.user);
    }
    if (path === '/users/v1/users/phone') return json({ resendAfter: 60, expiresIn: 120 });
    if (path === '/users/v1/users/phone/verify') {
      if (body?.code !== GOOD_CODE) return error(400, 'WRONG_CODE', 'Kod noto‘g‘ri yoki muddati o‘tgan');
      api.user = { ...api.user, phone: body.phone };
      return json(api.user);
    }
    if (path === '/users/v1/users' && init.method === 'DELETE') {
      for (const [t, m] of sessions) if (m === merchantId) sessions.delete(t);
      return new Response(null, { status: 204 });
    }
    return error(404, 'NOT_FOUND', 'Topilmadi');
  };
  api.context = {
    apiFetch,
    clock: () => new Date(NOW),
    publicEnv: { cdnBaseUrl: '' },
    config: {
      baseDomain: 'dasturxon.uz',
      defaultMerchantSub: 'navruz',
      forcedRussianMerchants: [],
      validateApi: true,
      buildId: 'test',
    },
  };
  return api;
}

/** A fresh router context per request, as the server adapter makes them (run it with lib/test-route runRoute). */
export function requestContext(api: FakeAccountApi): RouterContextProvider {
  return testLoadContext(api.context);
}

/** Runs a loader or action; a thrown Response (redirect) is returned like a returned one. */
export async function settle(run: () => Promise<unknown>): Promise<unknown> {
  try {
    return await run();
  } catch (value) {
    return value;
  }
}

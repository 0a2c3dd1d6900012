import { staffEndpoints } from '@dasturxon/contracts';
import { makeStaff } from '@dasturxon/contracts/testing';
import { describe, expect, it, vi } from 'vitest';
import { signInErrorText } from '../features/auth/sign-in-error.ts';
import { translatorFor } from '../i18n/index.tsx';
import { createConsoleApi } from './api.ts';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

function client(answer: () => Response | Promise<Response>) {
  const fetchImpl = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => answer());
  const onUnauthorized = vi.fn();
  const api = createConsoleApi({
    merchantId: async () => 'c0ffee00-0000-4000-8000-000000000001',
    lang: () => 'ru',
    fetchImpl: fetchImpl as unknown as typeof fetch,
    onUnauthorized,
  });
  return { api, fetchImpl, onUnauthorized };
}

describe('console API client', () => {
  it('calls the endpoint of the table with the session cookie, the merchant and the language', async () => {
    const staff = makeStaff({ role: 'KITCHEN' });
    const { api, fetchImpl } = client(() => json(200, { expiresAt: '2026-03-10T21:00:00Z', staff }));
    const [error, session] = await api.call(staffEndpoints.session, {
      body: { login: 'kitchen', password: 'x' },
    });
    expect(error).toBeNull();
    expect(session?.staff.role).toBe('KITCHEN');
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe('/api/staff/v1/auth/session');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('same-origin');
    expect(init?.headers).toMatchObject({
      merchant: 'c0ffee00-0000-4000-8000-000000000001',
      'accept-language': 'ru',
      'content-type': 'application/json',
    });
    expect(JSON.parse(String(init?.body))).toEqual({ login: 'kitchen', password: 'x' });
  });

  it('fills path parameters and sends list filters comma-joined', async () => {
    const { api, fetchImpl } = client(() =>
      json(200, { content: [], page: 0, size: 100, totalElements: 0, totalPages: 0 }),
    );
    await api.call(staffEndpoints.orders, { query: { status: ['OPEN', 'ACCEPTED'], size: 100 } });
    expect(fetchImpl.mock.calls[0]![0]).toBe('/api/staff/v1/orders?status=OPEN%2CACCEPTED&size=100');
  });

  it('refuses an answer that does not match the contract instead of showing half an order', async () => {
    const { api } = client(() => json(200, { id: 1, name: 'Malika' }));
    await expect(api.call(staffEndpoints.me)).rejects.toThrow(/does not match its contract/);
  });

  it('reports a lost session so the console can go to sign-in', async () => {
    const { api, onUnauthorized } = client(() =>
      json(401, { code: 'UNAUTHORIZED', status: 401, message: 'Kirish kerak' }),
    );
    const [error] = await api.call(staffEndpoints.me);
    expect(error?.status).toBe(401);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('tells the user how long to wait after too many sign-in attempts, in their language', async () => {
    const { api } = client(() =>
      json(
        429,
        { code: 'TOO_MANY_REQUESTS', status: 429, message: 'Слишком много попыток' },
        { 'retry-after': '42' },
      ),
    );
    const [error] = await api.call(staffEndpoints.session, { body: { login: 'a', password: 'b' } });
    expect(signInErrorText(error!, translatorFor('ru'))).toBe('Слишком много попыток. Повторите через 42 с.');
    expect(signInErrorText(error!, translatorFor('eng'))).toBe('Too many attempts. Try again in 42 s.');
  });

  it('turns a network failure and a wrong password into words, not codes', async () => {
    const offline = client(() => Promise.reject(new TypeError('Failed to fetch')));
    const [lost] = await offline.api.call(staffEndpoints.me);
    expect(signInErrorText(lost!, translatorFor('eng'))).toBe(
      'No connection to the server. Check the internet.',
    );
    const wrong = client(() => json(401, { code: 'UNAUTHORIZED', status: 401, message: 'x' }));
    const [refused] = await wrong.api.call(staffEndpoints.session, { body: { login: 'a', password: 'b' } });
    expect(signInErrorText(refused!, translatorFor('uz'))).toBe("Login yoki parol noto'g'ri");
  });
});

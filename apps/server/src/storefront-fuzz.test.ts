/**
 * Fuzz of the storefront's form routes (issue 9 point 5, decision 182): every route of apps/web/app/routes.ts
 * that has an action, with its real module behind the real adapter (ssr.ts) and the real API on a real
 * database, gets bodies that are not forms (JSON, plain text, broken multipart, nothing) and forms whose fields
 * carry NUL, line breaks, huge and odd values, as a guest and signed in; plus requests with a missing or
 * malformed Host. No answer may be a 5xx. No vite build is needed: the route modules are imported from source
 * (testing/storefront-build.ts). Deterministic: the odd values come from fast-check with a fixed seed.
 */
import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import {
  createBranch,
  createCategory,
  createCity,
  createGroup,
  createMerchant,
  createOrder,
  createOrderSettings,
  createPaymentSettings,
  createProduct,
  createSession,
  createUser,
} from './db/factories.ts';
import registerStorefront from './ssr.ts';
import { createCaller } from './testing/call.ts';
import { composeBuild, loadStorefrontRoutes, type StorefrontRoute } from './testing/storefront-build.ts';
import { testEnv } from './testing/test-app.ts';
import { createTestDb, databases, type TestDb } from './testing/test-db.ts';

const WEB_APP = resolve(dirname(fileURLToPath(import.meta.url)), '../../web/app');
const NOW = new Date('2026-11-21T09:00:00Z');
const SEED = 20261124;

/**
 * The form fields and intents the storefront reads, found in its sources (the route module and the modules it
 * imports from the same app), so a field added tomorrow is fuzzed too.
 */
function formVocabulary(route: StorefrontRoute): { fields: string[]; intents: string[] } {
  const files = new Set<string>([join(WEB_APP, route.file)]);
  for (const file of [...files]) {
    const source = readFileSync(file, 'utf8');
    for (const [, spec] of source.matchAll(/from '(\.\.?\/[^']+\.tsx?)'/g)) {
      if (spec) files.add(resolve(dirname(file), spec));
    }
  }
  const fields = new Set(['redirectTo', 'intent', 'js']);
  const intents = new Set<string>();
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    for (const [, name] of source.matchAll(/\.get(?:All)?\('([A-Za-z_]+)'\)/g)) if (name) fields.add(name);
    for (const [, name] of source.matchAll(/intent === '([a-z-]+)'/g)) if (name) intents.add(name);
    for (const [, list] of source.matchAll(/_FIELDS = \[([^\]]+)\]/g)) {
      for (const [, name] of (list ?? '').matchAll(/'([A-Za-z_]+)'/g)) if (name) fields.add(name);
    }
  }
  return { fields: [...fields].sort(), intents: [...intents].sort() };
}

const PLAUSIBLE: Record<string, string> = {
  phone: '998901234567',
  code: '123456',
  lang: 'ru',
  city: '1',
  cityId: '1',
  branchId: '1',
  productId: '1',
  id: '1',
  latitude: '41.2995',
  longitude: '69.2401',
  on: 'true',
  number: '8600069195406311',
  expire: '03/99',
  birthday: '1990-05-01',
  gender: 'FEMALE',
  email: 'aziza@example.com',
  type: 'HOUSE',
  redirectTo: '/profile',
  js: '1',
};

/** Values a form field should never break the server with. */
const ODD: readonly string[] = [
  '\u0000',
  'Aziza\u0000',
  '/\r\nSet-Cookie: token=attacker',
  '/menu\nLocation: https://evil.example',
  '//evil.example',
  '/жаркое',
  'x'.repeat(10_000),
  '\ud800',
  '-1',
  '2147483648',
  '1e309',
  'NaN',
  '',
];

function encodeForm(fields: Record<string, string>): string {
  return new URLSearchParams(fields).toString();
}

describe.each(databases())('storefront form routes with malformed input on %s', (kind) => {
  let testDb: TestDb;
  let app: FastifyInstance;
  const call = createCaller(() => app);
  let routes: StorefrontRoute[] = [];
  let cookies = { guest: '', customer: '' };

  beforeAll(async () => {
    testDb = await createTestDb(kind);
    routes = (await loadStorefrontRoutes()).filter((r) => typeof r.module.action === 'function');
    const build = composeBuild(routes.map((r) => ({ id: r.id, path: r.url.slice(1), module: r.module })));
    app = await buildApp({ db: testDb.db, env: testEnv, storefront: false, clock: () => NOW });
    await registerStorefront(app, { env: testEnv, clock: () => NOW, build, buildDir: '/nonexistent' });
    await app.ready();

    const merchant = await createMerchant(testDb.db, { sub: 'navruz' });
    const city = await createCity(testDb.db);
    const branch = await createBranch(testDb.db, { merchantId: merchant.id, cityId: city.id });
    const group = await createGroup(testDb.db, { merchantId: merchant.id });
    const category = await createCategory(testDb.db, { merchantId: merchant.id, groupId: group.id });
    await createProduct(testDb.db, { merchantId: merchant.id, categoryId: category.id, costPrice: 45_000 });
    await createOrderSettings(testDb.db, { merchantId: merchant.id });
    await createPaymentSettings(testDb.db, merchant.id, ['CASH']);
    const user = await createUser(testDb.db, { merchantId: merchant.id });
    await createOrder(testDb.db, { merchantId: merchant.id, userId: user.id, branchId: branch.id });
    const token = await createSession(testDb.db, user);
    cookies = { guest: `merchant=${merchant.id}`, customer: `merchant=${merchant.id}; token=${token}` };
  });

  afterAll(async () => {
    await app?.close();
    await testDb?.close();
  });

  function post(url: string, cookie: string, type: string | null, payload: string | Buffer): Promise<number> {
    const headers: Record<string, string> = { host: 'localhost:3000', cookie, 'accept-language': 'ru' };
    if (type !== null) headers['content-type'] = type;
    return call('POST', url, { headers, payload }).then((res) => res.statusCode);
  }

  it('finds the form routes it walks', () => {
    const ids = routes.map((r) => r.id);
    expect(ids).toEqual(
      expect.arrayContaining(['routes/preferences', 'routes/favourite', 'routes/login', 'routes/checkout']),
    );
  });

  it('answers bodies that are not forms with 400 (translated), never 5xx', async () => {
    const notForms: Array<[string | null, string | Buffer]> = [
      ['application/json', '{"lang":"ru","redirectTo":"/"}'],
      ['text/plain', 'lang=ru'],
      ['multipart/form-data', '--x\r\nContent-Disposition: form-data; name="lang"\r\n\r\nru\r\n--x--'],
      ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="lang"\r\n\r\nru'],
      ['application/xml', '<lang>ru</lang>'],
      [null, ''],
      [null, 'lang=ru'],
    ];
    const wrong: string[] = [];
    for (const route of routes) {
      for (const url of [route.url, `${route.url}.data`]) {
        for (const [type, payload] of notForms) {
          const status = await post(url, cookies.customer, type, payload);
          if (status !== 400) wrong.push(`${status} ${url} as ${type}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    const res = await call('POST', '/preferences', {
      headers: { host: 'localhost:3000', 'content-type': 'application/json', 'accept-language': 'en' },
      payload: '{}',
    });
    expect(res.body).toBe('The form could not be read. Reload the page and try again.');
    const big = await post(
      '/preferences',
      cookies.guest,
      'application/x-www-form-urlencoded',
      `a=${'x'.repeat(70_000)}`,
    );
    expect(big).toBe(413);
  });

  // Hundreds of requests, more with every form route added: about 30 s on two busy cores, so it has its own
  // time limit instead of the suite's 30 s; it checks answers, never speed.
  it('answers forms with odd values, as a guest and signed in, never with a 5xx', async () => {
    const failures: string[] = [];
    for (const [r, route] of routes.entries()) {
      const { fields, intents } = formVocabulary(route);
      const plausible = Object.fromEntries(fields.map((f) => [f, PLAUSIBLE[f] ?? 'Chilonzor 9']));
      const random = fc.sample(fc.string({ unit: 'binary', maxLength: 20 }), { seed: SEED + r, numRuns: 3 });
      for (const intent of ['', ...intents]) {
        const base = intent ? { ...plausible, intent } : plausible;
        const forms: Array<[string, Record<string, string>]> = [['plausible', base]];
        for (const odd of [...ODD, ...random]) {
          forms.push([
            JSON.stringify(odd).slice(0, 30),
            Object.fromEntries(fields.map((f) => [f, f === 'intent' ? intent : odd])),
          ]);
        }
        for (const field of fields)
          if (field !== 'intent') forms.push([`${field} NUL`, { ...base, [field]: `${base[field]}\u0000` }]);
        for (const [label, form] of forms) {
          // A guest is mostly sent to the login before anything is read: the plausible form is enough for them.
          const callers =
            label === 'plausible' ? Object.entries(cookies) : [['customer', cookies.customer] as const];
          for (const [who, cookie] of callers) {
            const status = await post(
              route.url,
              cookie,
              'application/x-www-form-urlencoded',
              encodeForm(form),
            );
            if (status >= 500) failures.push(`${status} ${route.url} intent=${intent} ${label} (${who})`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  }, 180_000);

  it('answers a missing or malformed Host with 400, never 5xx', async () => {
    const wrong: string[] = [];
    const hosts = [
      ' ',
      'a b',
      'evil.example/path',
      'user@evil.example',
      '[::1',
      'ж.uz',
      'localhost:99999999',
      '%00',
    ];
    for (const host of hosts) {
      for (const method of ['GET', 'POST'] as const) {
        const res = await call(method, '/preferences', {
          headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
          ...(method === 'POST' ? { payload: 'lang=ru' } : {}),
        });
        if (res.statusCode !== 400) wrong.push(`${res.statusCode} ${method} host=${JSON.stringify(host)}`);
      }
    }
    expect(wrong).toEqual([]);

    // Over a real socket: HTTP/1.0 may leave the Host out (HTTP/1.1 without one is Node's own 400).
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const BAD_REQUEST = /^HTTP\/1\.[01] 400 /;
    const statusLine = (raw: string) =>
      new Promise<string>((done, fail) => {
        const socket = connect(Number(port), '127.0.0.1', () => socket.end(raw));
        let text = '';
        socket.on('data', (chunk) => {
          text += String(chunk);
        });
        socket.on('end', () => done(text.split('\r\n')[0] ?? ''));
        socket.on('error', fail);
      });
    expect(await statusLine('GET /preferences HTTP/1.0\r\n\r\n')).toMatch(BAD_REQUEST);
    expect(
      await statusLine(
        'POST /preferences HTTP/1.0\r\ncontent-type: application/x-www-form-urlencoded\r\ncontent-length: 7\r\n\r\nlang=ru',
      ),
    ).toMatch(BAD_REQUEST);
    expect(await statusLine('GET /preferences HTTP/1.1\r\nhost: a b\r\nconnection: close\r\n\r\n')).toMatch(
      BAD_REQUEST,
    );
  });
});

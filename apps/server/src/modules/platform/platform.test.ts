/**
 * The platform API and CLI (issue 12, decision 277): the token, bad and taken sub-domains and domains, and a
 * created merchant that the storefront finds by its sub-domain, its own domain and `?vendor=`, whose first
 * admin signs in to the console, with or without the demo menu; all or nothing.
 */
import { ApiErrorSchema, type PlatformMerchantCreated } from '@dasturxon/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createBrand, createMerchant } from '../../db/factories.ts';
import { auditLog, merchants, staff } from '../../db/schema/index.ts';
import { testEnv, useTestApp } from '../../testing/test-app.ts';
import { databases } from '../../testing/test-db.ts';
import { runMerchantCreate } from './cli.ts';

const TOKEN = 'platform-test-token-0123456789abcdef';

describe.each(databases())('platform API on %s', (kind) => {
  const t = useTestApp(kind, { env: { ...testEnv, PLATFORM_ADMIN_TOKEN: TOKEN } } as never);

  const create = (
    body: unknown,
    opts: { token?: string; headers?: Record<string, string>; lang?: string } = {},
  ) => t.call('POST', '/platform/v1/merchants', { token: opts.token ?? TOKEN, body, ...opts });

  it('refuses no token and a wrong one with 401, before reading the body', async () => {
    expect((await create({ sub: 'cafe', name: 'Cafe' }, { token: '' })).statusCode).toBe(401);
    expect((await create({ sub: 'cafe', name: 'Cafe' }, { token: `${TOKEN}x` })).statusCode).toBe(401);
    expect((await create('not json', { token: 'wrong' })).statusCode).toBe(401);
    expect(await t.db.select().from(merchants)).toHaveLength(0);
  });

  it("refuses a browser's request from another site", async () => {
    const res = await create({ sub: 'cafe', name: 'Cafe' }, { headers: { origin: 'https://evil.example' } });
    expect(res.statusCode).toBe(403);
  });

  it.each([
    ['an upper-case-free invalid label', 'ca_fe'],
    ['a leading dash', '-cafe'],
    ['one letter', 'c'],
    ['a reserved name', 'console'],
    ['a development prefix', 'demo'],
  ])('refuses %s as the sub-domain', async (_what, sub) => {
    const res = await create({ sub, name: 'Cafe' });
    expect(res.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(res.json()).code).toBe('VALIDATION_FAILED');
  });

  it('refuses a bad or platform-owned domain', async () => {
    expect((await create({ sub: 'cafe', name: 'Cafe', domain: 'https://cafe.uz/' })).statusCode).toBe(400);
    const own = await create({ sub: 'cafe', name: 'Cafe', domain: 'shop.dasturxon.uz' }, { lang: 'eng' });
    expect(own.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(own.json()).message).toContain('dasturxon.uz');
  });

  it('refuses a taken sub-domain (any case) and a taken domain with a translated 409', async () => {
    await createMerchant(t.db, { sub: 'bodom', domainUrl: 'https://bodom.uz' });
    const sub = await create({ sub: 'BODOM', name: 'Cafe' }, { lang: 'ru' });
    expect(sub.statusCode).toBe(409);
    expect(ApiErrorSchema.parse(sub.json()).message).toBe('Поддомен «bodom» уже занят: выберите другой.');
    const domain = await create({ sub: 'cafe', name: 'Cafe', domain: 'www.bodom.uz' });
    expect(domain.statusCode).toBe(409);
    expect(await t.db.select().from(merchants)).toHaveLength(1);
  });

  it('creates a merchant the storefront finds by sub-domain, own domain and ?vendor=; its admin signs in', async () => {
    // The storefront asked for the sub before it existed: the cached "not found" must not outlive the creation.
    expect((await t.get('/users/v1/merchants/sub/choyxona')).statusCode).toBe(404);
    const res = await create({
      sub: 'Choyxona',
      name: { uz: 'Choyxona', ru: 'Чайхана', eng: 'Teahouse' },
      domain: 'choyxona.uz',
      adminLogin: 'Aziz',
      color: '#AA3300',
    });
    expect(res.statusCode).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const created = res.json<PlatformMerchantCreated>();
    expect(created).toMatchObject({
      merchant: { sub: 'choyxona', domainUrl: 'choyxona.uz' },
      admin: { login: 'aziz' },
    });
    expect(created.admin.password).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(created.products).toBe(0);

    const bySub = await t.get('/users/v1/merchants/sub/choyxona');
    expect(bySub.statusCode).toBe(200);
    expect(bySub.json()).toMatchObject({ id: created.merchant.id, color: '#AA3300' });
    const byDomain = await t.get('/users/v1/merchants/domain/www.choyxona.uz');
    expect(byDomain.json()).toMatchObject({ id: created.merchant.id });
    const id = created.merchant.id;
    // The console page finds it by its sub-domain host, its own domain and, on a development host, ?vendor=.
    for (const [url, host] of [
      ['/staff/v1/context', 'choyxona.dasturxon.uz'],
      ['/staff/v1/context', 'www.choyxona.uz'],
      ['/staff/v1/context?vendor=choyxona', 'localhost:3000'],
    ] as const) {
      const found = await t.get(url, { headers: { host } });
      expect(found.json<{ merchant: { id: string } }>().merchant.id, host).toBe(id);
    }
    const settings = await t.get('/support/v1/merchant/settings/web', { merchant: id });
    expect(settings.json()).toMatchObject({ mainColor: '#AA3300', cashActive: true });
    const branches = await t.get('/users/v1/branches', { merchant: id });
    expect(branches.json<unknown[]>()).toHaveLength(1);
    const brands = await t.get('/support/v1/brand/catalog', { merchant: id });
    expect(brands.json<Array<{ merchantId: string }>>().map((b) => b.merchantId)).toEqual([id]);

    const login = await t.call('POST', '/staff/v1/auth/login', {
      merchant: id,
      body: { login: 'aziz', password: created.admin.password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ staff: { role: 'ADMIN', login: 'aziz' } });

    const [account] = await t.db.select().from(staff).where(eq(staff.merchantId, id));
    expect(account?.passwordHash).not.toContain(created.admin.password);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.merchantId, id));
    expect(audit).toMatchObject({ actor: 'platform', entity: 'merchant', action: 'create' });
    expect(JSON.stringify(audit)).not.toContain(created.admin.password);
    // No credentials of any provider: the merchant enters its own in the console.
    const [row] = await t.db.select().from(merchants).where(eq(merchants.id, id));
    expect([row?.paymeKey, row?.smsPassword, row?.telegramBotToken]).toEqual([null, null, null]);
  });

  it("joins an existing company's brand tabs when given its company key", async () => {
    const sister = await createMerchant(t.db, { sub: 'bodom', companyKey: 'bodom-group' });
    await createBrand(t.db, { merchantId: sister.id, companyKey: 'bodom-group', priority: 0 });
    const res = await create({ sub: 'bodom-burger', name: 'Bodom Burger', companyKey: 'bodom-group' });
    const id = res.json<PlatformMerchantCreated>().merchant.id;
    const tabs = await t.get('/support/v1/brand/catalog', { merchant: id });
    expect(tabs.json<Array<{ merchantId: string }>>().map((b) => b.merchantId)).toEqual([sister.id, id]);
  });

  it('copies the demo menu when asked', async () => {
    const res = await create({ sub: 'cafe', name: 'Cafe', demoMenu: true });
    const created = res.json<PlatformMerchantCreated>();
    expect(created.products).toBeGreaterThan(5);
    const menu = await t.get('/products/v1/overalls?type=WEB', { merchant: created.merchant.id });
    expect(menu.statusCode).toBe(200);
    expect(menu.json<{ products: unknown[] }>().products.length).toBeGreaterThan(5);
  });

  it('runs the CLI command in-process: prints the password once, refuses a taken sub', async () => {
    const lines: string[] = [];
    const out = (line: string) => lines.push(line);
    const deps = { db: t.db, baseDomain: 'dasturxon.uz', out };
    const ok = await runMerchantCreate(
      ['--sub', 'lavash', '--name', 'Lavash Markazi', '--admin-login', 'boss', '--demo-menu'],
      deps,
    );
    expect(ok.code).toBe(0);
    const text = lines.join('\n');
    expect(text).toContain('https://lavash.dasturxon.uz/');
    expect(text).toContain(`password "${ok.created?.admin.password}"`);
    expect(ok.created?.products).toBeGreaterThan(5);

    lines.length = 0;
    expect((await runMerchantCreate(['--sub', 'lavash', '--name', 'Again'], deps)).code).toBe(1);
    expect(lines.join('\n')).toContain('The sub-domain "lavash" is taken');
    expect((await runMerchantCreate(['--name', 'No sub'], deps)).code).toBe(2);
    expect((await runMerchantCreate(['--sub', 'x_y', '--name', 'Bad'], deps)).code).toBe(1);
    expect(await t.db.select().from(merchants)).toHaveLength(1);
  });
});

describe('platform API without PLATFORM_ADMIN_TOKEN', () => {
  const t = useTestApp('pglite');

  it('is not there at all: 404 whatever the token', async () => {
    const res = await t.call('POST', '/platform/v1/merchants', {
      token: TOKEN,
      body: { sub: 'cafe', name: 'Cafe' },
    });
    expect(res.statusCode).toBe(404);
    expect(await t.db.select().from(merchants)).toHaveLength(0);
  });
});

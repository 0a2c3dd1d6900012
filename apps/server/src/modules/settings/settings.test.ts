/**
 * Web settings, payment settings, policies, vacancies and brand tabs through the staff API (issue 12): who may
 * change them, what is refused, the audit row, and that the storefront's public calls show a change on the very
 * next request (the merchant cache is dropped).
 */
import { type StaffRole, WebSettingsSchema } from '@dasturxon/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createStaff, createStaffSession } from '../../db/factories/staff.ts';
import { createBranch, createBrand, createCity, createMerchant, createVacancy } from '../../db/factories.ts';
import { auditLog, merchants } from '../../db/schema/index.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { databases } from '../../testing/test-db.ts';

describe.each(databases())('storefront settings on %s', (kind) => {
  const t = useTestApp(kind);

  async function shop() {
    const merchant = await createMerchant(t.db);
    const signIn = async (role: StaffRole = 'ADMIN', merchantId = merchant.id) =>
      createStaffSession(t.db, await createStaff(t.db, { merchantId, role }));
    const admin = await signIn();
    const as = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, body?: unknown, token = admin) =>
      t.call(method, url, {
        merchant: merchant.id,
        token,
        lang: 'en',
        ...(body === undefined ? {} : { body }),
      });
    return { merchant, admin, signIn, as };
  }
  type Shop = Awaited<ReturnType<typeof shop>>;
  const current = async (s: Shop) =>
    WebSettingsSchema.parse((await s.as('GET', '/staff/v1/settings/web')).json());

  it('saves the web settings; the public merchant and settings calls show them on the next request', async () => {
    const s = await shop();
    // Warm the merchant cache first: the change must not wait for it to expire.
    const before = await t.call('GET', `/users/v1/merchants/sub/${s.merchant.sub}`);
    expect(before.json().color).toBe('#FCE000');
    const next = {
      ...(await current(s)),
      mainColor: '#1b5e20',
      mainColorType: 'dark' as const,
      isDark: true,
      title: { uz: 'Navro‘z', ru: 'Навруз', eng: 'Navruz' },
      ruLangActive: true,
      mainLanguage: 'ru' as const,
      basketPosition: 'FLOATING_OVER_PRODUCT' as const,
      promoActive: true,
    };
    const res = await s.as('PUT', '/staff/v1/settings/web', next);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ mainColor: '#1B5E20', basketPosition: 'FLOATING_OVER_PRODUCT' });

    const pub = await t.call('GET', `/users/v1/merchants/sub/${s.merchant.sub}`);
    expect(pub.json()).toMatchObject({ color: '#1B5E20', theme: 'DARK' });
    const web = await t.call('GET', '/support/v1/merchant/settings/web', { merchant: s.merchant.id });
    expect(web.json()).toMatchObject({
      mainColor: '#1B5E20',
      mainColorType: 'dark',
      promoActive: true,
      mainLanguage: 'ru',
      title: { eng: 'Navruz' },
    });

    const rows = await t.db.select().from(auditLog).where(eq(auditLog.merchantId, s.merchant.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ entity: 'settings', entityId: 'web', action: 'update' });
    expect(rows[0]!.changes).toMatchObject({
      mainColor: { from: '#FCE000', to: '#1B5E20' },
      basketPosition: { from: expect.anything(), to: 'FLOATING_OVER_PRODUCT' },
    });
    expect(Object.keys(rows[0]!.changes)).not.toContain('cartPageActive');
  });

  it('refuses bad colours, unreadable button text, unknown flags, oversized texts and no language', async () => {
    const s = await shop();
    const base = await current(s);
    const put = (patch: Record<string, unknown>) =>
      s.as('PUT', '/staff/v1/settings/web', { ...base, ...patch });
    for (const mainColor of ['red', '#12345', 'url(x)', '#FCE000;color:red']) {
      expect({ mainColor, status: (await put({ mainColor })).statusCode }).toEqual({
        mainColor,
        status: 400,
      });
    }
    // Yellow with white text (a "dark" main colour) cannot be read: refused, with the reason.
    const unreadable = await put({ mainColor: '#FCE000', mainColorType: 'dark' });
    expect(unreadable.statusCode).toBe(400);
    expect(unreadable.json().message).toContain('not readable');
    expect((await put({ mainColor: '#0D47A1', mainColorType: 'light' })).statusCode).toBe(400);
    expect((await put({ mainColor: '#0D47A1', mainColorType: 'dark' })).statusCode).toBe(200);

    expect((await put({ teleportActive: true })).statusCode).toBe(400);
    expect((await put({ promoActive: 'yes' })).statusCode).toBe(400);
    expect((await put({ title: { uz: 'x'.repeat(201), ru: '', eng: '' } })).statusCode).toBe(400);
    expect((await put({ smsContent: 'x'.repeat(501) })).statusCode).toBe(400);
    const none = await put({ uzLangActive: false, ruLangActive: false, engLangActive: false });
    expect(none.statusCode).toBe(400);
    expect((await put({ mainLanguage: 'eng', engLangActive: false })).statusCode).toBe(400);
    const { promoActive: _missing, ...partial } = base;
    expect((await s.as('PUT', '/staff/v1/settings/web', partial)).statusCode).toBe(400);
  });

  it('is for ADMIN only', async () => {
    const s = await shop();
    const base = await current(s);
    for (const role of ['OPERATOR', 'KITCHEN', 'COURIER'] as const) {
      const token = await s.signIn(role);
      for (const [method, url, body] of [
        ['GET', '/staff/v1/settings/web', undefined],
        ['PUT', '/staff/v1/settings/web', base],
        ['GET', '/staff/v1/settings/payments', undefined],
        ['PUT', '/staff/v1/settings/policies/TERMS', { text: { uz: 'a', ru: 'b', eng: 'c' } }],
        ['GET', '/staff/v1/settings/vacancies', undefined],
        ['GET', '/staff/v1/settings/brands', undefined],
      ] as const) {
        const res = await s.as(method, url, body, token);
        expect({ role, url, status: res.statusCode }).toEqual({ role, url, status: 403 });
      }
    }
    expect((await s.as('GET', '/staff/v1/settings/web', undefined, '')).statusCode).toBe(401);
  });

  it('switches payment types per channel, each change logged', async () => {
    const s = await shop();
    const list = (await s.as('GET', '/staff/v1/settings/payments')).json();
    expect(list.map((p: { type: string }) => p.type)).toEqual([
      'CASH',
      'CLICK',
      'PAYNET',
      'TERMINAL',
      'PAYME',
      'UZUM',
      'OTHER',
      'CLICK_MINI_APP',
    ]);
    const off = { isActive: false, webEnabled: false, botEnabled: false, operatorEnabled: false };
    const settings = [
      {
        type: 'CASH',
        ...off,
        isActive: true,
        webEnabled: true,
        operatorEnabled: true,
        appEnabled: false,
        qrEnabled: false,
      },
      { type: 'CLICK', ...off, isActive: true, botEnabled: true, appEnabled: false, qrEnabled: false },
    ];
    const res = await s.as('PUT', '/staff/v1/settings/payments', { settings });
    expect(res.statusCode).toBe(200);
    expect(res.json().find((p: { type: string }) => p.type === 'CLICK')).toMatchObject({
      isActive: true,
      webEnabled: false,
      botEnabled: true,
    });
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.merchantId, s.merchant.id));
    expect(rows[0]).toMatchObject({ entity: 'payment_settings', action: 'update' });
    expect(rows[0]!.changes).toHaveProperty('CLICK.botEnabled', { from: false, to: true });

    const twice = { settings: [settings[0], settings[0]] };
    expect((await s.as('PUT', '/staff/v1/settings/payments', twice)).statusCode).toBe(400);
    const unknown = { settings: [{ ...settings[0], type: 'BITCOIN' }] };
    expect((await s.as('PUT', '/staff/v1/settings/payments', unknown)).statusCode).toBe(400);
  });

  it('writes policy texts in three languages; the storefront reads them next', async () => {
    const s = await shop();
    const text = { uz: 'Shartlar', ru: 'Условия', eng: 'Terms' };
    const res = await s.as('PUT', '/staff/v1/settings/policies/TERMS', { text });
    expect(res.statusCode).toBe(200);
    const pub = await t.call('GET', '/support/v1/company/policies?policies=TERMS', {
      merchant: s.merchant.id,
    });
    expect(pub.json().text).toEqual(text);
    const all = (await s.as('GET', '/staff/v1/settings/policies')).json();
    expect(all.map((p: { type: string }) => p.type)).toEqual(['TERMS', 'ABOUT_COMPANY', 'PRIVACY_POLICY']);
    expect(all[1].lastModifiedDate).toBeNull();
    const long = { text: { ...text, ru: 'x'.repeat(20_001) } };
    expect((await s.as('PUT', '/staff/v1/settings/policies/TERMS', long)).statusCode).toBe(400);
    expect((await s.as('PUT', '/staff/v1/settings/policies/COOKIES', { text })).statusCode).toBe(400);
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.merchantId, s.merchant.id));
    expect(rows[0]).toMatchObject({ entity: 'policy', entityId: 'TERMS', action: 'create' });
    expect(rows[0]!.changes).toEqual({ uz: 'changed', ru: 'changed', eng: 'changed' });
  });

  it("adds, changes and deletes vacancies; another merchant's ids answer 404", async () => {
    const s = await shop();
    const other = await createMerchant(t.db);
    const city = await createCity(t.db);
    const foreignBranch = await createBranch(t.db, { merchantId: other.id, cityId: city.id });
    const foreign = await createVacancy(t.db, { merchantId: other.id });
    const input = {
      title: { uz: 'Kuryer', ru: 'Курьер', eng: 'Courier' },
      description: { uz: 'a', ru: 'b', eng: 'c' },
      requirements: { uz: '', ru: '', eng: '' },
      salary: '5 000 000',
      contactPhone: '+998901234567',
      branchId: null,
      isActive: true,
    };
    const created = await s.as('POST', '/staff/v1/settings/vacancies', input);
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    const pub = await t.call('GET', '/support/v1/vacancies', { merchant: s.merchant.id });
    expect(pub.json().map((v: { id: number }) => v.id)).toEqual([id]);

    const closed = await s.as('PUT', `/staff/v1/settings/vacancies/${id}`, { ...input, isActive: false });
    expect(closed.statusCode).toBe(200);
    expect((await t.call('GET', '/support/v1/vacancies', { merchant: s.merchant.id })).json()).toEqual([]);

    expect((await s.as('PUT', `/staff/v1/settings/vacancies/${foreign.id}`, input)).statusCode).toBe(404);
    expect((await s.as('DELETE', `/staff/v1/settings/vacancies/${foreign.id}`)).statusCode).toBe(404);
    const withForeignBranch = { ...input, branchId: foreignBranch.id };
    expect((await s.as('POST', '/staff/v1/settings/vacancies', withForeignBranch)).statusCode).toBe(404);
    const noTitle = { ...input, title: { uz: '', ru: 'x', eng: 'x' } };
    expect((await s.as('POST', '/staff/v1/settings/vacancies', noTitle)).statusCode).toBe(400);

    expect((await s.as('DELETE', `/staff/v1/settings/vacancies/${id}`)).statusCode).toBe(204);
    expect((await s.as('GET', '/staff/v1/settings/vacancies')).json()).toEqual([]);
    const actions = (await t.db.select().from(auditLog).where(eq(auditLog.merchantId, s.merchant.id))).map(
      (r) => `${r.entity}:${r.action}`,
    );
    expect(actions.sort()).toEqual(['vacancy:create', 'vacancy:delete', 'vacancy:update']);
  });

  it("edits the company's brand tabs; the storefront's brand catalog shows the change next", async () => {
    const s = await shop();
    await t.db.update(merchants).set({ companyKey: 'navruz-co' }).where(eq(merchants.id, s.merchant.id));
    const tab = await createBrand(t.db, { merchantId: s.merchant.id, companyKey: 'navruz-co' });
    const otherCompany = await createBrand(t.db, { merchantId: s.merchant.id, companyKey: 'someone-else' });
    const input = {
      name: { uz: 'Burger', ru: 'Бургер', eng: 'Burger' },
      color: '#C62828',
      image: null,
      priority: 2,
    };
    const res = await s.as('PUT', `/staff/v1/settings/brands/${tab.id}`, input);
    expect(res.statusCode).toBe(200);
    const pub = await t.call('GET', '/support/v1/brand/catalog', { merchant: s.merchant.id });
    expect(pub.json()).toEqual([expect.objectContaining({ id: tab.id, color: '#C62828', name: input.name })]);
    expect((await s.as('PUT', `/staff/v1/settings/brands/${otherCompany.id}`, input)).statusCode).toBe(404);
    expect(
      (await s.as('PUT', `/staff/v1/settings/brands/${tab.id}`, { ...input, color: 'blue' })).statusCode,
    ).toBe(400);
  });
});

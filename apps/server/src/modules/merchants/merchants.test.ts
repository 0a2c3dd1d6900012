import { MerchantPublicSchema, MerchantSettingsSchema } from '@dasturxon/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createBrand, createMerchant, ml } from '../../db/factories.ts';
import { merchantSettings, merchants } from '../../db/schema/index.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { databases } from '../../testing/test-db.ts';

describe.each(databases())('merchants on %s', (kind) => {
  const t = useTestApp(kind);

  describe('GET /api/users/v1/merchants/sub/{sub}', () => {
    it('finds an active merchant by its sub-domain without a merchant header', async () => {
      const m = await createMerchant(t.db, { sub: 'navruz', theme: 'DARK', color: '#1F1F1F' });
      const res = await t.get('/api/users/v1/merchants/sub/navruz');
      expect(res.statusCode).toBe(200);
      const body = MerchantPublicSchema.parse(res.json());
      expect(body).toMatchObject({
        id: m.id,
        sub: 'navruz',
        theme: 'DARK',
        color: '#1F1F1F',
        isActive: true,
      });
    });

    it('accepts the merchant id in place of the sub (the storefront cookie)', async () => {
      const m = await createMerchant(t.db, { sub: 'bodomzor' });
      const res = await t.get(`/api/users/v1/merchants/sub/${m.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().sub).toBe('bodomzor');
    });

    it('answers 404 MERCHANT_NOT_FOUND for an unknown, inactive or deleted merchant', async () => {
      await createMerchant(t.db, { sub: 'closed', isActive: false });
      await createMerchant(t.db, { sub: 'gone', deleted: true });
      for (const sub of ['nobody', 'closed', 'gone', '0b0a1f5e-8c1d-4a57-9d0e-5d3c1f9a7b21']) {
        const res = await t.get(`/api/users/v1/merchants/sub/${sub}`, { lang: 'ru' });
        expect(res.statusCode, sub).toBe(404);
        expect(res.json()).toEqual({
          code: 'MERCHANT_NOT_FOUND',
          status: 404,
          message: 'Заведение не найдено или сейчас не работает.',
        });
      }
    });
  });

  describe('GET /api/users/v1/merchants/domain/{host}', () => {
    it('finds the merchant of a custom domain, whatever the case, port or www', async () => {
      const m = await createMerchant(t.db, { sub: 'navruz', domainUrl: 'navruz.uz' });
      for (const host of ['navruz.uz', 'NAVRUZ.uz', 'navruz.uz:443', 'www.navruz.uz']) {
        const res = await t.get(`/api/users/v1/merchants/domain/${encodeURIComponent(host)}`);
        expect(res.statusCode, host).toBe(200);
        expect(res.json().id).toBe(m.id);
      }
    });

    it('answers 404 for a domain no active merchant has', async () => {
      await createMerchant(t.db, { domainUrl: 'closed.uz', isActive: false });
      expect((await t.get('/api/users/v1/merchants/domain/closed.uz')).statusCode).toBe(404);
      expect((await t.get('/api/users/v1/merchants/domain/other.uz')).statusCode).toBe(404);
    });
  });

  describe('settings', () => {
    it.each(['/api/support/v1/merchant/settings/web', '/api/support/v1/merchant/settings/click-app/client'])(
      '%s serves the stored settings',
      async (url) => {
        const m = await createMerchant(t.db, { settings: { mainColor: '#E4002B', promoActive: true } });
        const res = await t.get(url, { merchant: m.id });
        expect(res.statusCode).toBe(200);
        const body = MerchantSettingsSchema.parse(res.json());
        expect(body).toMatchObject({ merchantId: m.id, mainColor: '#E4002B', promoActive: true });
      },
    );

    it('fills flags missing from the stored settings with defaults (all off, default colours)', async () => {
      const m = await createMerchant(t.db, { name: ml('Bodomzor', 'Бодомзор', 'Bodomzor') });
      await t.db
        .update(merchantSettings)
        .set({ settings: { deliveryActive: true, mainColor: 42 } })
        .where(eq(merchantSettings.merchantId, m.id));
      const res = await t.get('/api/support/v1/merchant/settings/web', { merchant: m.id });
      expect(res.statusCode).toBe(200);
      const body = MerchantSettingsSchema.parse(res.json());
      expect(body.deliveryActive).toBe(true);
      // A stored value of the wrong type falls back to the default instead of breaking the storefront.
      expect(body.mainColor).toBe('#FCE000');
      expect(body.mainColorType).toBe('light');
      expect(body.pickupActive).toBe(false);
      expect(body.promoActive).toBe(false);
      expect(body.title).toEqual(ml('Bodomzor', 'Бодомзор', 'Bodomzor'));
    });

    it('serves full defaults for a merchant without a settings row', async () => {
      const m = await createMerchant(t.db);
      await t.db.delete(merchantSettings).where(eq(merchantSettings.merchantId, m.id));
      const res = await t.get('/api/support/v1/merchant/settings/web', { merchant: m.id });
      expect(res.statusCode).toBe(200);
      const body = MerchantSettingsSchema.parse(res.json());
      expect(body.deliveryActive).toBe(false);
      expect(body.mainColor).toBe('#FCE000');
    });

    it('carries an ETag and answers 304 to If-None-Match', async () => {
      const m = await createMerchant(t.db);
      const first = await t.get('/api/support/v1/merchant/settings/web', { merchant: m.id });
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^"[\w-]+"$/);
      const again = await t.get('/api/support/v1/merchant/settings/web', {
        merchant: m.id,
        headers: { 'if-none-match': etag },
      });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    });
  });

  describe('GET /api/support/v1/brand/catalog', () => {
    it('lists the brands of the merchant company by priority, with the sub each opens', async () => {
      const navruz = await createMerchant(t.db, { sub: 'navruz', companyKey: 'navruz-group' });
      const burger = await createMerchant(t.db, { sub: 'navruzburger', companyKey: 'navruz-group' });
      const closed = await createMerchant(t.db, {
        sub: 'navruzpizza',
        companyKey: 'navruz-group',
        isActive: false,
      });
      const other = await createMerchant(t.db, { sub: 'bodomzor', companyKey: 'bodomzor' });
      await createBrand(t.db, {
        companyKey: 'navruz-group',
        merchantId: burger.id,
        priority: 2,
        name: ml('Burger', 'Бургер', 'Burger'),
      });
      await createBrand(t.db, {
        companyKey: 'navruz-group',
        merchantId: navruz.id,
        priority: 1,
        name: ml('Navruz', 'Навруз', 'Navruz'),
      });
      await createBrand(t.db, { companyKey: 'navruz-group', merchantId: closed.id, priority: 3 });
      await createBrand(t.db, { companyKey: 'bodomzor', merchantId: other.id });

      for (const caller of [navruz, burger]) {
        const res = await t.get('/api/support/v1/brand/catalog', { merchant: caller.id });
        expect(res.statusCode).toBe(200);
        expect(res.json().map((b: { sub: string }) => b.sub)).toEqual(['navruz', 'navruzburger']);
      }
    });

    it('is empty for a merchant without a company', async () => {
      const m = await createMerchant(t.db, { companyKey: null });
      const res = await t.get('/api/support/v1/brand/catalog', { merchant: m.id });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([]);
    });
  });

  it('stops serving a merchant once it is deactivated and invalidated', async () => {
    const m = await createMerchant(t.db);
    expect((await t.get('/api/support/v1/brand/catalog', { merchant: m.id })).statusCode).toBe(200);
    await t.db.update(merchants).set({ isActive: false }).where(eq(merchants.id, m.id));
    t.app.invalidateMerchant(m.id);
    const res = await t.get('/api/support/v1/brand/catalog', { merchant: m.id });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('MERCHANT_NOT_FOUND');
  });
});

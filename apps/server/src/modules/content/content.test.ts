import { PolicySchema, VacancySchema } from '@dasturxon/contracts';
import { describe, expect, it } from 'vitest';
import { createMerchant, createPolicy, createVacancy, ml } from '../../db/factories.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { databases } from '../../testing/test-db.ts';

describe.each(databases())('policies and vacancies on %s', (kind) => {
  const t = useTestApp(kind);

  describe('GET /api/support/v1/company/policies', () => {
    it('serves the policy of the asked type in three languages', async () => {
      const m = await createMerchant(t.db);
      await createPolicy(t.db, { merchantId: m.id, type: 'TERMS', text: ml('Shartlar', 'Условия', 'Terms') });
      await createPolicy(t.db, {
        merchantId: m.id,
        type: 'PRIVACY_POLICY',
        text: ml('Maxfiylik', 'Приватность', 'Privacy'),
      });
      const res = await t.get('/api/support/v1/company/policies?policies=PRIVACY_POLICY', { merchant: m.id });
      expect(res.statusCode).toBe(200);
      expect(PolicySchema.parse(res.json())).toMatchObject({
        type: 'PRIVACY_POLICY',
        text: { uz: 'Maxfiylik', ru: 'Приватность', eng: 'Privacy' },
      });
    });

    it('answers 404 when the merchant has no such policy, even if another merchant has', async () => {
      const m = await createMerchant(t.db);
      const other = await createMerchant(t.db);
      await createPolicy(t.db, { merchantId: other.id, type: 'ABOUT_COMPANY' });
      const res = await t.get('/api/support/v1/company/policies?policies=ABOUT_COMPANY', {
        merchant: m.id,
        lang: 'ru',
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        code: 'NOT_FOUND',
        status: 404,
        message: 'У этого заведения нет такого документа.',
      });
    });

    it('answers 400 for an unknown or missing policy type', async () => {
      const m = await createMerchant(t.db);
      for (const url of [
        '/api/support/v1/company/policies?policies=COOKIES',
        '/api/support/v1/company/policies',
      ]) {
        const res = await t.get(url, { merchant: m.id });
        expect(res.statusCode, url).toBe(400);
        expect(res.json().code).toBe('VALIDATION_FAILED');
      }
    });

    it('carries an ETag that changes with the text', async () => {
      const m = await createMerchant(t.db);
      await createPolicy(t.db, { merchantId: m.id, type: 'TERMS' });
      const url = '/api/support/v1/company/policies?policies=TERMS';
      const first = await t.get(url, { merchant: m.id });
      const etag = String(first.headers.etag);
      expect((await t.get(url, { merchant: m.id, headers: { 'if-none-match': etag } })).statusCode).toBe(304);
      const other = await createMerchant(t.db);
      await createPolicy(t.db, {
        merchantId: other.id,
        type: 'TERMS',
        text: ml('Boshqa', 'Другие', 'Other'),
      });
      const changed = await t.get(url, { merchant: other.id, headers: { 'if-none-match': etag } });
      expect(changed.statusCode).toBe(200);
      expect(changed.headers.etag).not.toBe(etag);
    });
  });

  describe('vacancies', () => {
    it('lists the open vacancies of the merchant only, newest first', async () => {
      const m = await createMerchant(t.db);
      const other = await createMerchant(t.db);
      const older = await createVacancy(t.db, {
        merchantId: m.id,
        title: ml('Oshpaz', 'Повар', 'Cook'),
        createdDate: new Date('2026-01-10T09:00:00Z'),
      });
      const newer = await createVacancy(t.db, {
        merchantId: m.id,
        title: ml('Kuryer', 'Курьер', 'Courier'),
        createdDate: new Date('2026-03-01T09:00:00Z'),
      });
      await createVacancy(t.db, { merchantId: m.id, isActive: false });
      await createVacancy(t.db, { merchantId: other.id });

      const res = await t.get('/api/support/v1/vacancies', { merchant: m.id });
      expect(res.statusCode).toBe(200);
      const list = VacancySchema.array().parse(res.json());
      expect(list.map((v) => v.id)).toEqual([newer.id, older.id]);
      expect(list[0]?.title.ru).toBe('Курьер');
    });

    it('serves one open vacancy; another merchant’s or a closed one is 404', async () => {
      const m = await createMerchant(t.db);
      const other = await createMerchant(t.db);
      const open = await createVacancy(t.db, { merchantId: m.id });
      const closed = await createVacancy(t.db, { merchantId: m.id, isActive: false });
      const foreign = await createVacancy(t.db, { merchantId: other.id });

      const ok = await t.get(`/api/support/v1/vacancies/${open.id}`, { merchant: m.id });
      expect(ok.statusCode).toBe(200);
      expect(VacancySchema.parse(ok.json()).id).toBe(open.id);

      for (const id of [closed.id, foreign.id, 9999]) {
        const res = await t.get(`/api/support/v1/vacancies/${id}`, { merchant: m.id, lang: 'uz' });
        expect(res.statusCode, String(id)).toBe(404);
        expect(res.json()).toEqual({
          code: 'NOT_FOUND',
          status: 404,
          message: 'Vakansiya topilmadi yoki u endi ochiq emas.',
        });
      }
    });
  });
});

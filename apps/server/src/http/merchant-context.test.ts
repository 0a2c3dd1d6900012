/** Every /api call needs the `merchant` header: missing, malformed and unknown merchants, in two languages. */
import { ApiErrorSchema } from '@dasturxon/contracts';
import { describe, expect, it } from 'vitest';
import { createMerchant } from '../db/factories.ts';
import { useTestApp } from '../testing/test-app.ts';
import { databases } from '../testing/test-db.ts';

const MERCHANT_CALLS = [
  '/api/support/v1/merchant/settings/web',
  '/api/support/v1/merchant/settings/click-app/client',
  '/api/support/v1/brand/catalog',
  '/api/support/v1/company/policies?policies=TERMS',
  '/api/support/v1/vacancies',
  '/api/support/v1/vacancies/1',
  '/api/users/v1/city-merchant/merchant/0b0a1f5e-8c1d-4a57-9d0e-5d3c1f9a7b21',
  '/api/users/v1/branches',
  '/api/users/v1/branches/full?cityId=1',
  '/api/users/v1/branches/1',
  '/api/users/v1/branches/merchant/0b0a1f5e-8c1d-4a57-9d0e-5d3c1f9a7b21/closest?lat=41.3&lon=69.2',
  '/api/products/v1/overalls?type=WEB',
  '/api/products/v1/grade',
];

const UNKNOWN_ID = '7d4c2b9e-3f1a-4c6d-8e2b-9a0f1c3d5e7f';

describe.each(databases())('merchant header on %s', (kind) => {
  const t = useTestApp(kind);

  it.each(MERCHANT_CALLS)('%s: missing header -> 400 MERCHANT_HEADER_MISSING', async (url) => {
    const res = await t.get(url, { lang: 'uz' });
    expect(res.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(res.json())).toEqual({
      code: 'MERCHANT_HEADER_MISSING',
      status: 400,
      message: "So'rovda merchant sarlavhasi yo'q: qaysi do'kon uchun ekanini ko'rsating.",
    });
  });

  it.each(MERCHANT_CALLS)('%s: malformed header -> 400 MERCHANT_HEADER_INVALID', async (url) => {
    const res = await t.get(url, { merchant: 'navruz', lang: 'ru-RU,ru;q=0.9' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'MERCHANT_HEADER_INVALID',
      status: 400,
      message: 'Неверный заголовок merchant: нужен идентификатор заведения (UUID).',
    });
  });

  it.each(MERCHANT_CALLS)('%s: unknown merchant -> 404 MERCHANT_NOT_FOUND', async (url) => {
    const res = await t.get(url, { merchant: UNKNOWN_ID, lang: 'uz' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      code: 'MERCHANT_NOT_FOUND',
      status: 404,
      message: "Do'kon topilmadi yoki hozir ishlamayapti.",
    });
  });

  it('treats inactive and deleted merchants as unknown', async () => {
    const inactive = await createMerchant(t.db, { isActive: false });
    const deleted = await createMerchant(t.db, { deleted: true });
    for (const m of [inactive, deleted]) {
      const res = await t.get('/api/users/v1/branches', { merchant: m.id, lang: 'ru' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        code: 'MERCHANT_NOT_FOUND',
        message: 'Заведение не найдено или сейчас не работает.',
      });
    }
  });

  it('falls back to the lang cookie, then to uz', async () => {
    const byCookie = await t.get('/api/users/v1/branches', { headers: { cookie: 'lang=ru' } });
    expect(byCookie.json().message).toBe(
      'В запросе нет заголовка merchant: укажите, к какому заведению он относится.',
    );
    expect(byCookie.headers['content-language']).toBe('ru');
    const byDefault = await t.get('/api/users/v1/branches', { lang: 'de-DE' });
    expect(byDefault.json().message).toBe(
      "So'rovda merchant sarlavhasi yo'q: qaysi do'kon uchun ekanini ko'rsating.",
    );
    const english = await t.get('/api/users/v1/branches', { lang: 'en-US' });
    expect(english.json().message).toBe(
      'The merchant header is missing: say which merchant the request is for.',
    );
  });

  it('accepts a known merchant id in any letter case', async () => {
    const m = await createMerchant(t.db);
    const res = await t.get('/api/users/v1/branches', { merchant: m.id.toUpperCase() });
    expect(res.statusCode).toBe(200);
  });
});

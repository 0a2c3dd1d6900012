/**
 * Text the database cannot store, and numbers past its integer columns, are refused with a translated 400
 * before any SQL runs (decision 180): the inputs issue 9 found answering 500.
 */
import { ApiErrorSchema } from '@dasturxon/contracts';
import { describe, expect, it } from 'vitest';
import { createStaff } from '../db/factories/staff.ts';
import { createMerchant, createSession, createUser } from '../db/factories.ts';
import { useTestApp } from '../testing/test-app.ts';
import { databases } from '../testing/test-db.ts';
import { findNul } from './text-guard.ts';

describe('findNul', () => {
  it('finds a NUL in any string or key, however deep, and nothing in clean input', () => {
    expect(findNul({ a: [{ b: 'x' }, { c: 'y\u0000' }] })).toEqual(['a', '1', 'c']);
    expect(findNul({ 'k\u0000': 1 })).toEqual(['k\\0']);
    expect(findNul('\u0000')).toEqual([]);
    expect(findNul({ a: ['x', 1, null, true], b: { c: 'Ж🍕' } })).toBeNull();
    expect(findNul(Buffer.from([0]))).toBeNull();
    // A lone surrogate (JSON "\ud800") cannot be stored either; a pair (an emoji) can.
    expect(findNul({ name: { ru: 'a\ud800b' } })).toEqual(['name', 'ru']);
    expect(findNul({ note: '\udc00' })).toEqual(['note']);
    expect(findNul({ note: 'plov 🍚' })).toBeNull();
  });
});

describe.each(databases())('input the database cannot take on %s', (kind) => {
  const t = useTestApp(kind);

  async function signedIn() {
    const merchant = await createMerchant(t.db);
    const user = await createUser(t.db, { merchantId: merchant.id });
    const token = await createSession(t.db, user);
    await createStaff(t.db, { merchantId: merchant.id, login: 'operator' });
    return {
      merchant: merchant.id,
      user,
      headers: { merchant: merchant.id, authorization: `Bearer ${token}` },
    };
  }

  it('answers a NUL anywhere with 400 naming the field, in the caller’s language', async () => {
    const { merchant, user, headers } = await signedIn();
    const order = {
      serviceType: 'PICK_UP',
      branchId: 1,
      paymentType: 'CASH',
      cartItems: [{ productId: 1, count: 1 }],
    };
    const cases: Array<[string, string, string, unknown, string]> = [
      [
        'POST',
        '/api/orders/v1/promos/check',
        'body.code',
        { code: 'WEL\u0000COME', productPrice: 1000 },
        'eng',
      ],
      ['POST', '/api/orders/v1/orders/quote', 'body.comment', { ...order, comment: 'tez\u0000' }, 'ru'],
      [
        'POST',
        `/api/users/v1/addresses/user/${user.id}`,
        'body.streetName',
        { latitude: 41.3, longitude: 69.2, streetName: 'Bunyodkor\u0000' },
        'uz',
      ],
      ['PUT', `/api/users/v1/users/${user.id}`, 'body.firstName', { firstName: '\u0000' }, 'eng'],
      ['POST', '/api/staff/v1/auth/login', 'body.login', { login: 'operator\u0000', password: 'x' }, 'eng'],
    ];
    for (const [method, url, path, payload, lang] of cases) {
      const res = await t.call(method as 'POST', url, { headers, lang, body: payload });
      expect(res.statusCode, url).toBe(400);
      const body = ApiErrorSchema.parse(res.json());
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(body.details?.[0]?.path).toBe(path);
      expect(body.details?.[0]?.message).toMatch(
        {
          eng: /not allowed \(NUL/,
          ru: /недопустимый символ \(NUL/,
          uz: /ruxsat etilmagan belgi \(NUL/,
        }[lang] as RegExp,
      );
    }
    const sub = await t.call('GET', '/api/users/v1/merchants/sub/%00', { lang: 'en' });
    expect(sub.statusCode).toBe(400);
    expect(sub.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: 'params.sub' }] });
    const query = await t.call('GET', '/api/notifications/v1/nominatim/search?q=ab%00c', { merchant });
    expect(query.statusCode).toBe(400);
    expect(query.json()).toMatchObject({ details: [{ path: 'query.q' }] });
  });

  it('answers an id past the integer columns with 400, not a database error', async () => {
    const { headers } = await signedIn();
    for (const url of [
      '/api/orders/v1/orders/2147483648',
      '/api/support/v1/vacancies/2147483648',
      '/api/users/v1/branches/99999999999',
    ]) {
      const res = await t.call('GET', url, { headers });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    const quote = await t.call('POST', '/api/orders/v1/orders/quote', {
      headers,
      body: {
        serviceType: 'PICK_UP',
        branchId: 2_147_483_648,
        paymentType: 'CASH',
        cartItems: [{ productId: 1, count: 1 }],
      },
    });
    expect(quote.statusCode).toBe(400);
    expect(quote.json()).toMatchObject({ details: [{ path: 'body.branchId' }] });
  });
});

/** The one error shape: unknown routes, invalid parameters and internal failures, in the caller's language. */
import { ApiErrorSchema } from '@dasturxon/contracts';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createMerchant } from '../db/factories.ts';
import { createCaller } from '../testing/call.ts';
import { testEnv, useTestApp } from '../testing/test-app.ts';
import { createTestDb } from '../testing/test-db.ts';

describe('API errors', () => {
  const t = useTestApp('pglite');

  it('answers an unknown /api path with a translated 404, merchant header or not', async () => {
    const res = await t.get('/api/nothing/here?x=1', { lang: 'ru' });
    expect(res.statusCode).toBe(404);
    expect(ApiErrorSchema.parse(res.json())).toEqual({
      code: 'NOT_FOUND',
      status: 404,
      message: 'Такого адреса API нет: GET /api/nothing/here',
    });
    const uz = await t.get('/api/users/v2/branches', { lang: 'uz', merchant: 'not-even-a-uuid' });
    expect(uz.statusCode).toBe(404);
    expect(uz.json().message).toBe("Bunday API manzili yo'q: GET /api/users/v2/branches");
  });

  it('answers invalid parameters with 400 VALIDATION_FAILED and translated details', async () => {
    const m = await createMerchant(t.db);
    const ru = await t.get('/api/products/v1/overalls?type=DESKTOP', { merchant: m.id, lang: 'ru' });
    expect(ru.statusCode).toBe(400);
    const body = ApiErrorSchema.parse(ru.json());
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.message).toBe('В запросе неверные данные. Проверьте их и попробуйте снова.');
    expect(body.details).toHaveLength(1);
    expect(body.details?.[0]?.path).toBe('query.type');
    expect(body.details?.[0]?.message).toMatch(/WEB/);
    expect(body.details?.[0]?.message).toMatch(/[а-я]/);

    const eng = await t.get(`/api/users/v1/branches/merchant/${m.id}/closest?lat=abc&lon=69.2`, {
      merchant: m.id,
      lang: 'en',
    });
    expect(eng.statusCode).toBe(400);
    expect(eng.json().message).toBe('The request has invalid values. Please check them and try again.');
    expect(eng.json().details).toEqual([{ path: 'query.lat', message: expect.stringMatching(/number/i) }]);
  });

  it('rejects a non-numeric id in a path with 400', async () => {
    const m = await createMerchant(t.db);
    const res = await t.get('/api/users/v1/branches/abc', { merchant: m.id });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: 'params.id' }] });
  });
});

describe('with the storefront mounted', () => {
  it('unknown /api paths still get the translated API 404, not the storefront or Fastify default', async () => {
    const testDb = await createTestDb('pglite');
    const app = await buildApp({ db: testDb.db, env: testEnv, storefront: false });
    // What the storefront does: a catch-all at the root for every page path.
    app.get('/*', async () => 'storefront page');
    const call = createCaller(() => app);
    try {
      for (const url of ['/api/nothing', '/api', '/api/users/v1/branches/1/extra']) {
        const res = await call('GET', url, { lang: 'ru' });
        expect(res.statusCode, url).toBe(404);
        expect(res.json(), url).toMatchObject({
          code: 'NOT_FOUND',
          message: expect.stringContaining('Такого адреса API нет'),
        });
      }
      expect((await call('GET', '/menu')).body).toBe('storefront page');
    } finally {
      await app.close();
      await testDb.close();
    }
  });
});

describe('internal failures', () => {
  it('hide their details behind a generic translated message', async () => {
    const testDb = await createTestDb('pglite');
    const app = await buildApp({ db: testDb.db, env: testEnv, storefront: false });
    app.get('/boom', async () => {
      throw new Error('connection to 10.0.0.5 refused: password authentication failed for "dx_admin"');
    });
    try {
      const res = await createCaller(() => app)('GET', '/boom', { lang: 'ru' });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({
        code: 'INTERNAL',
        status: 500,
        message: 'Произошла ошибка, попробуйте позже.',
      });
      expect(res.body).not.toContain('10.0.0.5');
      expect(res.body).not.toContain('dx_admin');
    } finally {
      await app.close();
      await testDb.close();
    }
  });
});

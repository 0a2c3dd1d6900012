/**
 * Smoke: the server is up, documents its API, serves a merchant's storefront. If these fail, every other
 * journey fails for the same reason; this file says which layer broke.
 */
import { apiGet, expect, gotoMerchant, merchantIdOf, test } from './fixtures/index.ts';

test('the OpenAPI document lists the overall menu call', async ({ request }) => {
  const response = await request.get('/api/docs/json');
  expect(response.status()).toBe(200);
  const doc = (await response.json()) as { openapi: string; paths: Record<string, unknown> };
  expect(doc.openapi).toMatch(/^3\.1/);
  expect(Object.keys(doc.paths)).toContain('/api/products/v1/overalls');
});

test('the API serves a demo merchant and its menu', async ({ request }) => {
  const merchantId = await merchantIdOf(request, 'navruz');
  const { status, body } = await apiGet<{ products: unknown[]; categories: unknown[] }>(
    request,
    '/products/v1/overalls?type=WEB',
    merchantId,
  );
  expect(status).toBe(200);
  expect(body.products.length).toBeGreaterThan(0);
  expect(body.categories.length).toBeGreaterThan(0);
});

test('an API call without a merchant gets the error shape in the caller language', async ({ request }) => {
  const response = await request.get('/api/products/v1/overalls', { headers: { 'accept-language': 'ru' } });
  expect(response.status()).toBe(400);
  const body = (await response.json()) as { code: string; status: number; message: string };
  expect(body).toMatchObject({ code: 'MERCHANT_HEADER_MISSING', status: 400 });
  expect(body.message).toMatch(/[а-яё]/i);
});

test('a merchant storefront page loads, server-rendered, without console errors', async ({ page }) => {
  const response = await gotoMerchant(page, 'navruz', '/');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/html');
  await expect(page).toHaveTitle(/\S/);
  await expect(page.locator('main')).toBeVisible();
});

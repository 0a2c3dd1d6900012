/** What the app serves besides the API calls: the OpenAPI document and UI, and images. */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './testing/test-app.ts';

const PLACEHOLDER =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><title>placeholder</title></svg>';
const PLOV = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><title>plov</title></svg>';

let imagesDir = '';
beforeAll(async () => {
  imagesDir = await mkdtemp(join(tmpdir(), 'dx-images-'));
  await mkdir(join(imagesDir, 'menu'));
  await writeFile(join(imagesDir, 'menu', 'plov.svg'), PLOV);
  await writeFile(join(imagesDir, 'placeholder.svg'), PLACEHOLDER);
});
afterAll(async () => {
  await rm(imagesDir, { recursive: true, force: true });
});

describe('app', () => {
  const t = useTestApp('pglite', () => ({ imagesDir }));

  it('serves the OpenAPI 3.1 document listing every call, with the merchant header documented', async () => {
    const res = await t.get('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json() as {
      openapi: string;
      paths: Record<
        string,
        Record<string, { parameters?: Array<{ in: string; name: string; $ref?: string }> }>
      >;
      components: { parameters: Record<string, { in: string; name: string }> };
    };
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths).sort()).toEqual(
      [
        '/api/products/v1/grade',
        '/api/users/v1/auth/code',
        '/api/users/v1/auth/login',
        '/api/users/v1/users',
        '/api/users/v1/users/logout',
        '/api/users/v1/users/me',
        '/api/users/v1/users/phone',
        '/api/users/v1/users/phone/verify',
        '/api/users/v1/users/{id}',
        '/api/notifications/v1/nominatim/reverse',
        '/api/notifications/v1/nominatim/search',
        '/api/users/v1/addresses/merchant/{merchantId}/user/{userId}',
        '/api/users/v1/addresses/user/{userId}',
        '/api/users/v1/addresses/{id}',
        '/api/products/v1/favourite/all',
        '/api/products/v1/favourite/{productId}',
        '/api/webbot/v1/setting',
        '/api/webbot/v1/telegram/webhook/{merchantId}',
        '/api/webbot/v1/users/auth',
        '/api/webbot/v1/users/login',
        '/api/webbot/v1/users/logout',
        '/api/webbot/v1/users/logout/WITH_TOKEN',
        '/api/webbot/v1/users/token',
        '/api/products/v1/overalls',
        '/api/support/v1/brand/catalog',
        '/api/support/v1/company/policies',
        '/api/support/v1/merchant/settings/click-app/client',
        '/api/support/v1/merchant/settings/web',
        '/api/support/v1/vacancies',
        '/api/support/v1/vacancies/{id}',
        '/api/users/v1/branches',
        '/api/users/v1/branches/full',
        '/api/users/v1/branches/merchant/{merchantId}/closest',
        '/api/users/v1/branches/{id}',
        '/api/users/v1/city-merchant/merchant/{merchantId}',
        '/api/users/v1/merchants/domain/{host}',
        '/api/users/v1/merchants/sub/{sub}',
        // Ordering (issue 4).
        '/api/deliveries/v1/delivery/courier/{id}',
        '/api/deliveries/v1/delivery/tariff/client/calculate',
        '/api/orders/v1/delivery-terms',
        '/api/orders/v1/order/setting/{id}',
        '/api/orders/v1/orders',
        '/api/orders/v1/orders/at-time',
        '/api/orders/v1/orders/quote',
        '/api/orders/v1/orders/user/{userId}',
        '/api/orders/v1/orders/user/{userId}/active',
        '/api/orders/v1/orders/{id}',
        '/api/orders/v1/orders/{id}/cancel',
        '/api/orders/v1/orders/{id}/events',
        '/api/orders/v1/orders/{id}/rating',
        '/api/orders/v1/orders/{id}/repeat',
        '/api/orders/v1/promos/check',
        '/api/orders/v1/promos/my',
        '/api/payments/v2/cards',
        '/api/payments/v2/cards/confirm',
        '/api/payments/v2/cards/{id}',
        '/api/payments/v2/cards/{id}/code',
        '/api/payments/v2/cards/{id}/pay',
        '/api/payments/v2/checkout/{id}',
        '/api/payments/v2/click/complete',
        '/api/payments/v2/click/prepare',
        '/api/payments/v2/payme',
        '/api/payments/v2/uzum/{operation}',
        '/api/staff/v1/accounts',
        '/api/staff/v1/accounts/{id}',
        '/api/staff/v1/accounts/{id}/active',
        '/api/staff/v1/accounts/{id}/password',
        '/api/staff/v1/auth/login',
        '/api/staff/v1/auth/logout',
        '/api/staff/v1/couriers',
        '/api/staff/v1/couriers/me/location',
        '/api/staff/v1/me',
        '/api/staff/v1/orders',
        '/api/staff/v1/orders/{id}',
        '/api/staff/v1/orders/{id}/courier',
        '/api/staff/v1/orders/{id}/refunded',
        '/api/staff/v1/orders/{id}/handover-unpaid',
        '/api/staff/v1/orders/{id}/cash-received',
        '/api/staff/v1/orders/{id}/cash-written-off',
        '/api/staff/v1/orders/{id}/status',
        // The console's session, page context, settings, live events and board actions (issue 11).
        '/api/staff/v1/auth/session',
        '/api/staff/v1/context',
        '/api/staff/v1/events',
        '/api/staff/v1/orders/{id}/accept',
        '/api/staff/v1/orders/{id}/cancel',
        '/api/staff/v1/settings',
        // The console's call centre and reports (issue 11).
        '/api/staff/v1/call-centre/customers',
        '/api/staff/v1/call-centre/customers/{id}/addresses',
        '/api/staff/v1/call-centre/customers/{id}/orders',
        '/api/staff/v1/call-centre/customers/{id}/orders/quote',
        '/api/staff/v1/reports',
        '/api/staff/v1/reports/csv',
        // Images and the menu spreadsheet (issue 12, decisions 257-258).
        '/api/staff/v1/admin/images',
        '/api/staff/v1/admin/menu/export.csv',
        '/api/staff/v1/admin/menu/import',
        '/api/staff/v1/menu',
        '/api/staff/v1/menu/groups',
        '/api/staff/v1/menu/groups/{id}',
        '/api/staff/v1/menu/categories',
        '/api/staff/v1/menu/categories/{id}',
        '/api/staff/v1/menu/category-order',
        '/api/staff/v1/menu/categories/{id}/product-order',
        '/api/staff/v1/menu/products',
        '/api/staff/v1/menu/products/{id}',
        '/api/staff/v1/menu/products/{id}/availability',
        // Storefront settings, payments and credentials (issue 12, decisions 270-272).
        '/api/staff/v1/settings/web',
        '/api/staff/v1/settings/payments',
        '/api/staff/v1/settings/credentials',
        '/api/staff/v1/settings/credentials/test',
        '/api/staff/v1/settings/telegram/webhook',
        '/api/staff/v1/settings/policies',
        '/api/staff/v1/settings/policies/{type}',
        '/api/staff/v1/settings/vacancies',
        '/api/staff/v1/settings/vacancies/{id}',
        '/api/staff/v1/settings/brands',
        '/api/staff/v1/settings/brands/{id}',
        // Dine-in (issue 13, decisions 279-284).
        '/api/dine-in/v1/table',
        '/api/dine-in/v1/calls',
        '/api/dine-in/v1/calls/{callId}',
        '/api/dine-in/v1/guest',
        '/api/staff/v1/dining/halls',
        '/api/staff/v1/dining/halls/{hallId}',
        '/api/staff/v1/dining/halls/{hallId}/staff',
        '/api/staff/v1/dining/halls/{hallId}/qr',
        '/api/staff/v1/dining/halls/{hallId}/tables',
        '/api/staff/v1/dining/tables/{tableId}',
        '/api/staff/v1/dining/settings',
        '/api/staff/v1/waiter-calls',
        '/api/staff/v1/waiter-calls/{callId}/take',
        '/api/reservations/v1/branches/{branchId}/options',
        '/api/reservations/v1/branches/{branchId}/slots',
        '/api/reservations/v1/reservations',
        '/api/reservations/v1/reservations/{id}/cancel',
        '/api/staff/v1/admin/audit',
        '/api/staff/v1/admin/customers/{id}/cashback',
        '/api/staff/v1/admin/promos',
        '/api/staff/v1/admin/promos/{id}',
        '/api/staff/v1/admin/promos/{id}/active',
        '/api/staff/v1/branches',
        '/api/staff/v1/branches/{id}',
        '/api/staff/v1/branches/{id}/close',
        '/api/staff/v1/order-settings',
        '/api/staff/v1/reservations',
        '/api/staff/v1/reservations/day',
        '/api/staff/v1/reservations/settings',
        '/api/staff/v1/reservations/{id}/move',
        '/api/staff/v1/reservations/{id}/status',
        '/api/staff/v1/zones',
        '/api/staff/v1/zones/preview',
        '/api/staff/v1/zones/{id}',
      ].sort(),
    );
    const overalls = doc.paths['/api/products/v1/overalls']?.get;
    // A parameter many calls repeat is written once in components.parameters (decision 364).
    const resolve = (p: { in: string; name: string; $ref?: string }) =>
      p.$ref ? doc.components.parameters[p.$ref.replace('#/components/parameters/', '')] : p;
    expect(overalls?.parameters?.map(resolve).map((p) => `${p?.in}:${p?.name}`)).toEqual(
      expect.arrayContaining(['header:merchant', 'query:type']),
    );
  });

  it('serves the documentation UI at /api/docs', async () => {
    const res = await t.get('/api/docs/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
  });

  it('serves images with a long cache lifetime', async () => {
    const res = await t.get('/images/menu/plov.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(res.headers['cache-control']).toMatch(/max-age=31536000/);
    expect(res.body).toBe(PLOV);
  });

  it('answers a missing image with 404 and the placeholder picture', async () => {
    const res = await t.get('/images/menu/nothing.svg');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(res.body).toBe(PLACEHOLDER);
    const traversal = await t.get('/images/../package.json');
    expect(traversal.body).not.toContain('"dependencies"');
  });
});

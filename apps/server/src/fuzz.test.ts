/**
 * Fuzz of the whole API (issue 9 point 5, decision 181): every operation of the server's own OpenAPI document
 * gets malformed requests (testing/fuzz-requests.ts) without a token, with a customer's and with a staff
 * member's, against a world where the ids it names exist. No answer may be a 5xx: bad input is the caller's
 * error (4xx, translated), never the server's. Deterministic (fixed seed) and on both databases.
 */
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createCard } from './db/factories/cards.ts';
import { createStaff, createStaffSession } from './db/factories/staff.ts';
import {
  createAddress,
  createBranch,
  createCategory,
  createCity,
  createCourier,
  createDeliveryZone,
  createGroup,
  createMerchant,
  createOrder,
  createOrderSettings,
  createPaymentSettings,
  createPolicy,
  createProduct,
  createPromo,
  createSession,
  createUser,
  createVacancy,
  linkMerchantCity,
} from './db/factories.ts';
import { type CallMethod, createCaller } from './testing/call.ts';
import {
  type FuzzRequest,
  type FuzzWorld,
  malformedRequests,
  type OpenApiDocument,
  type Operation,
  operationsOf,
} from './testing/fuzz-requests.ts';
import { useTestApp } from './testing/test-app.ts';
import { databases } from './testing/test-db.ts';

/** Saturday 21 November 2026, 14:00 in Tashkent: the branch is open. */
const NOW = new Date('2026-11-21T09:00:00Z');

/** Nominatim answers at once, in its own shape (no network, no 1 request/s wait). */
const fakeNominatimFetch: typeof fetch = async (input) => {
  const url = new URL(String(input));
  const place = { display_name: 'Bunyodkor, Tashkent', lat: '41.2995', lon: '69.2401', address: {} };
  return Response.json(url.pathname.endsWith('/search') ? [place] : place);
};

/** Payment providers are never reached for real: an upstream that refuses everything. */
const refusingProvider: typeof fetch = async () => new Response('{"error":{"code":-1}}', { status: 503 });

describe.each(databases())('every API operation with malformed input on %s', (kind) => {
  const t = useTestApp(kind, {
    clock: () => NOW,
    nominatim: { fetch: fakeNominatimFetch, minIntervalMs: 0 },
    providerFetch: refusingProvider,
  });

  /** Everything a request may name exists with id 1: merchant, city, branch, product, order, address, card. */
  async function world(): Promise<FuzzWorld> {
    const merchant = await createMerchant(t.db, {
      settings: { paymeActive: true, promoActive: true, cashbackActive: true, cancelOrderActive: true },
    });
    const city = await createCity(t.db);
    await linkMerchantCity(t.db, { merchantId: merchant.id, cityId: city.id, isMain: true });
    const branch = await createBranch(t.db, { merchantId: merchant.id, cityId: city.id });
    const group = await createGroup(t.db, { merchantId: merchant.id });
    const category = await createCategory(t.db, { merchantId: merchant.id, groupId: group.id });
    await createProduct(t.db, { merchantId: merchant.id, categoryId: category.id, costPrice: 45_000 });
    await createOrderSettings(t.db, { merchantId: merchant.id });
    await createDeliveryZone(t.db, { merchantId: merchant.id, price: 10_000 });
    await createPaymentSettings(t.db, merchant.id, ['CASH', 'PAYME', 'CLICK']);
    await createPromo(t.db, { merchantId: merchant.id });
    await createCourier(t.db, { merchantId: merchant.id });
    await createPolicy(t.db, { merchantId: merchant.id });
    await createVacancy(t.db, { merchantId: merchant.id });
    const user = await createUser(t.db, { merchantId: merchant.id, cashback: 5_000 });
    await createOrder(t.db, { merchantId: merchant.id, userId: user.id, branchId: branch.id });
    await createAddress(t.db, { merchantId: merchant.id, userId: user.id });
    await createCard(t.db, { merchantId: merchant.id, userId: user.id });
    return { merchantId: merchant.id, userId: user.id, id: 1, phone: user.phone ?? '998901234567' };
  }

  /** Fresh tokens per operation: an earlier logout must not leave the next operation without a session. */
  async function tokens(w: FuzzWorld): Promise<Array<[string, Record<string, string>]>> {
    const customer = await createSession(t.db, { id: w.userId, merchantId: w.merchantId });
    const member = await createStaff(t.db, { merchantId: w.merchantId, role: 'ADMIN' });
    const staff = await createStaffSession(t.db, member);
    return [
      ['no token', {}],
      ['customer token', { authorization: `Bearer ${customer}` }],
      ['staff token', { authorization: `Bearer ${staff}` }],
    ];
  }

  /** The answer's status. A stream (server-sent events) is read up to its status, then closed by the client. */
  async function send(app: FastifyInstance, request: FuzzRequest, stream: boolean): Promise<number> {
    const res = await createCaller(() => app)(request.method as CallMethod, request.url, {
      headers: request.headers,
      stream,
      ...(request.payload === undefined ? {} : { payload: request.payload }),
    });
    if (stream) res.stream().destroy();
    return res.statusCode;
  }

  /** Erasing the account last: every other operation still has the customer. */
  const lastly = (op: Operation) => (op.method === 'DELETE' && op.path === '/api/users/v1/users' ? 1 : 0);

  it('answers every malformed request with a 4xx (or a success), never a 5xx', async () => {
    const w = await world();
    const doc = (await t.get('/api/docs/json')).json() as OpenApiDocument;
    const operations = operationsOf(doc).sort((a, b) => lastly(a) - lastly(b));
    expect(operations.length).toBeGreaterThan(70);
    const failures: string[] = [];
    let sent = 0;
    for (const op of operations) {
      // Every variation as the caller the route is for (a customer on public routes: they read an optional
      // session too); the callers it refuses get the short list.
      const deepest = op.auth === 'staff' ? 'staff token' : 'customer token';
      for (const [who, headers] of await tokens(w)) {
        for (const request of malformedRequests(op, w, headers, { light: who !== deepest })) {
          const status = await send(t.app, request, op.stream);
          sent += 1;
          if (status >= 500) failures.push(`${status} ${request.label} (${who})`);
        }
      }
    }
    // The walk really happened: thousands of requests, not an empty document.
    expect(sent).toBeGreaterThan(5000);
    expect(failures).toEqual([]);
  }, 600_000);

  it('asks for the token before anything else on every route that needs one (decision 183)', async () => {
    const w = await world();
    const doc = (await t.get('/api/docs/json')).json() as OpenApiDocument;
    const secured = operationsOf(doc).filter((op) => op.auth !== null);
    const names = secured.map((op) => `${op.method} ${op.path}`);
    // The routes of the issue, and a route of each kind, are among them.
    expect(names).toEqual(
      expect.arrayContaining([
        'POST /api/orders/v1/orders',
        'POST /api/orders/v1/orders/at-time',
        'PUT /api/users/v1/addresses/{id}',
        'GET /api/orders/v1/orders/{id}/events',
        'POST /api/staff/v1/orders/{id}/status',
      ]),
    );
    const wrong: string[] = [];
    for (const op of secured) {
      const [, customer, staff] = await tokens(w);
      const otherKind = op.auth === 'staff' ? customer : staff;
      for (const [who, headers] of [['no token', {}], otherKind ?? ['', {}]] as const) {
        const requests = malformedRequests(op, w, headers, { light: true });
        // As documented, and with every way the path or body can be broken: the answer is 401 all the same.
        for (const request of requests) {
          const status = await send(t.app, request, op.stream);
          if (status !== 401) wrong.push(`${status} ${request.label} (${who})`);
        }
      }
    }
    expect(wrong).toEqual([]);
    // Every route of the document, one by one: over a minute on two busy cores (30 s timed out under load).
  }, 180_000);
});

import { ApiErrorSchema, CardCodeSentSchema } from '@dasturxon/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createMerchant, createSession, createUser } from '../../db/factories.ts';
import { cards } from '../../db/schema/index.ts';
import { createCaller } from '../../testing/call.ts';
import { testEnv, useTestApp } from '../../testing/test-app.ts';
import { createTestDb, databases, type TestDb } from '../../testing/test-db.ts';

/** Payme's own test card (integrations.md §1). */
const CARD = '8600069195406311';
const PAYME_ID = 'cashbox-5e730e8e0b852a417aa49ceb';

describe.each(databases())('cards on %s (sandbox mode: the fake Payme in process)', (kind) => {
  const t = useTestApp(kind);

  it('adds a card with the code from the testing route, and serves the fake over HTTP', async () => {
    const merchant = await createMerchant(t.db);
    const user = await createUser(t.db, { merchantId: merchant.id });
    const token = await createSession(t.db, user);
    const started = await t.call('POST', '/payments/v2/cards', {
      merchant: merchant.id,
      token,
      body: { number: CARD, expire: '03/99' },
    });
    expect(started.statusCode).toBe(201);
    const { cardId } = CardCodeSentSchema.parse(started.json());
    const coded = await t.get(`/api/testing/v1/last-card-code?card=${cardId}`, { merchant: merchant.id });
    expect(coded.statusCode).toBe(200);
    const { code } = coded.json() as { code: string };
    expect(code).toMatch(/^\d{6}$/);
    const confirmed = await t.call('POST', '/payments/v2/cards/confirm', {
      merchant: merchant.id,
      token,
      body: { cardId, code },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(
      (await t.get(`/api/testing/v1/last-card-code?card=999`, { merchant: merchant.id })).statusCode,
    ).toBe(404);

    // The same fake answers JSON-RPC at /api/sandbox/payme-subscribe, without a merchant header.
    const rpc = await t.call('POST', '/api/sandbox/payme-subscribe', {
      headers: { 'x-auth': 'demo' },
      body: {
        id: 7,
        method: 'cards.create',
        params: { card: { number: '8600123456780000', expire: '0399' } },
      },
    });
    expect(rpc.statusCode).toBe(200);
    expect(rpc.json()).toMatchObject({ id: 7, error: { code: -31400 } });
  });
});

describe.each(databases())('cards on %s (live mode, Payme not answering)', (kind) => {
  let testDb: TestDb;
  let app: FastifyInstance;

  beforeAll(async () => {
    testDb = await createTestDb(kind);
    app = await buildApp({
      db: testDb.db,
      env: { ...testEnv, PAYMENTS_MODE: 'live' },
      storefront: false,
      providerFetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.close();
  });

  it('answers 502 CARD_ERROR with a "try later" reason and keeps no card', async () => {
    await testDb.reset();
    const merchant = await createMerchant(testDb.db, { paymeMerchantId: PAYME_ID });
    const user = await createUser(testDb.db, { merchantId: merchant.id });
    const token = await createSession(testDb.db, user);
    const res = await createCaller(() => app)('POST', '/payments/v2/cards', {
      merchant: merchant.id,
      token,
      lang: 'ru',
      body: { number: CARD, expire: '03/99' },
    });
    expect(res.statusCode).toBe(502);
    expect(ApiErrorSchema.parse(res.json())).toMatchObject({
      code: 'CARD_ERROR',
      message: 'Карта не принята: платёжная система сейчас не отвечает. Попробуйте немного позже.',
    });
    expect(await testDb.db.select().from(cards)).toEqual([]);
  });
});

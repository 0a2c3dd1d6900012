import { ApiErrorSchema, CardCodeSentSchema, CardSchema, PendingCardSchema } from '@dasturxon/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createCard } from '../../db/factories/cards.ts';
import { createMerchant, createSession, createUser } from '../../db/factories.ts';
import { cards, merchants } from '../../db/schema/index.ts';
import { createCaller } from '../../testing/call.ts';
import { testEnv } from '../../testing/test-app.ts';
import { createTestDb, databases, type TestDb } from '../../testing/test-db.ts';
import { createFakeSubscribe } from './fake-subscribe.ts';

/** Payme's own test card (integrations.md §1). */
const CARD = '8600069195406311';
const PAYME_ID = 'cashbox-5e730e8e0b852a417aa49ceb';

describe.each(databases())('cards on %s (live mode against a fake Payme over HTTP)', (kind) => {
  let now = new Date('2026-11-21T10:00:00Z');
  // The fake Payme judges expiry dates too: on the app's clock, not today's (decision 170).
  const fake = createFakeSubscribe({ clock: () => now });
  let server: { url: string; close(): Promise<void> };
  let testDb: TestDb;
  let app: FastifyInstance;
  const logs: string[] = [];

  beforeAll(async () => {
    server = await fake.listen();
    testDb = await createTestDb(kind);
    app = await buildApp({
      db: testDb.db,
      env: { ...testEnv, PAYMENTS_MODE: 'live', PAYME_SUBSCRIBE_URL: server.url },
      storefront: false,
      clock: () => now,
      // Every line the server writes, at the most talkative level: the card number must be in none of them.
      logger: { level: 'trace', stream: { write: (line: string) => logs.push(line) } },
    });
    await app.ready();
  });
  beforeEach(async () => {
    await testDb.reset();
    app.clearCaches();
    logs.length = 0;
    fake.calls.length = 0;
    now = new Date('2026-11-21T10:00:00Z');
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.close();
    await server?.close();
  });

  async function signedIn(merchantId?: string) {
    const merchant = merchantId ?? (await createMerchant(testDb.db, { paymeMerchantId: PAYME_ID })).id;
    const user = await createUser(testDb.db, { merchantId: merchant });
    const token = await createSession(testDb.db, user, { now });
    return { merchant, user, token };
  }

  const call = createCaller(() => app, { lang: 'en' });

  type Who = { merchant: string; token: string };
  const start = (who: Who, body: Record<string, unknown> = { number: CARD, expire: '03/99' }) =>
    call('POST', '/payments/v2/cards', { ...who, body });
  const confirm = (who: Who, cardId: number, code: string, lang?: string) =>
    call('POST', '/payments/v2/cards/confirm', { ...who, body: { cardId, code }, ...(lang ? { lang } : {}) });

  async function tokenOf(cardId: number): Promise<string> {
    const [row] = await testDb.db.select().from(cards).where(eq(cards.id, cardId));
    if (!row) throw new Error(`no card ${cardId}`);
    return row.token;
  }

  /** Adds and confirms the test card; answers the card. */
  async function addCard(who: Who, body?: Record<string, unknown>) {
    const started = await start(who, body);
    expect(started.statusCode).toBe(201);
    const { cardId } = CardCodeSentSchema.parse(started.json());
    const code = fake.lastCode(await tokenOf(cardId));
    const confirmed = await confirm(who, cardId, code ?? '');
    expect(confirmed.statusCode).toBe(200);
    return CardSchema.parse(confirmed.json());
  }

  /** A code that is not the one Payme sent for the card. */
  async function wrongCodeFor(cardId: number): Promise<string> {
    return fake.lastCode(await tokenOf(cardId)) === '000000' ? '111111' : '000000';
  }

  function errorOf(res: LightMyRequestResponse) {
    return ApiErrorSchema.parse(res.json());
  }

  it('adds a card with the SMS code: tokenised at Payme, listed once confirmed', async () => {
    const who = await signedIn();
    const started = await start(who, { number: CARD, expire: '03/99', name: '  Oylik  ' });
    expect(started.statusCode).toBe(201);
    const sent = CardCodeSentSchema.parse(started.json());
    expect(sent).toEqual({ cardId: expect.any(Number), phoneMask: '99890*****31', waitSeconds: 60 });
    // Payme was asked with the merchant's cashbox id, the number and MMYY, then for the code.
    expect(fake.calls.map((c) => [c.method, c.xAuth])).toEqual([
      ['cards.create', PAYME_ID],
      ['cards.get_verify_code', PAYME_ID],
    ]);
    expect(fake.calls[0]?.params).toEqual({ card: { number: CARD, expire: '0399' }, save: true });

    // Not confirmed yet: not in the list, but the confirm screen can read it.
    expect((await call('GET', '/payments/v2/cards', who)).json()).toEqual([]);
    const pending = await call('GET', `/payments/v2/cards/${sent.cardId}`, who);
    expect(pending.statusCode).toBe(200);
    expect(PendingCardSchema.parse(pending.json())).toEqual({
      id: sent.cardId,
      maskedNumber: '860006******6311',
      expire: '03/99',
      brand: 'UZCARD',
      phoneMask: '99890*****31',
      isVerified: false,
      waitSeconds: 60,
      attemptsLeft: 5,
    });

    const code = fake.lastCode(await tokenOf(sent.cardId));
    const confirmed = await confirm(who, sent.cardId, code ?? '');
    expect(confirmed.statusCode).toBe(200);
    const card = CardSchema.parse(confirmed.json());
    expect(card).toMatchObject({
      id: sent.cardId,
      maskedNumber: '860006******6311',
      expire: '03/99',
      name: 'Oylik',
      brand: 'UZCARD',
    });
    const listed = await call('GET', '/payments/v2/cards', who);
    expect(listed.statusCode).toBe(200);
    expect(listed.headers['cache-control']).toContain('no-store');
    expect(listed.json()).toEqual([card]);
    // Confirming again (a double tap) answers the same card.
    expect((await confirm(who, sent.cardId, code ?? '')).json()).toEqual(card);
  });

  it('stores only the token, the masked number and the expiry, and logs no card number', async () => {
    const who = await signedIn();
    const card = await addCard(who);
    const [row] = await testDb.db.select().from(cards).where(eq(cards.id, card.id));
    expect(row).toMatchObject({
      maskedNumber: '860006******6311',
      expire: '03/99',
      phoneMask: '99890*****31',
      isVerified: true,
      provider: 'PAYME',
    });
    expect(row?.token.length).toBeGreaterThan(20);
    // No column holds the number (or its hidden middle digits); no answer holds the token.
    expect(JSON.stringify(row)).not.toContain('069195');
    const listed = await call('GET', '/payments/v2/cards', who);
    expect(listed.body).not.toContain(row?.token);
    // Every log line of the whole flow, at trace level, lacks the number.
    expect(logs.length).toBeGreaterThan(0);
    expect(logs.join('\n')).not.toContain('069195');
  });

  it('refuses a wrong code with a translated reason and the attempts left', async () => {
    const who = await signedIn();
    const { cardId } = CardCodeSentSchema.parse((await start(who)).json());
    const wrong = await confirm(who, cardId, await wrongCodeFor(cardId));
    expect(wrong.statusCode).toBe(422);
    expect(errorOf(wrong)).toMatchObject({
      code: 'CARD_ERROR',
      message: 'The card was not accepted: the SMS code is wrong. Attempts left: 4.',
    });
    const ru = await confirm(who, cardId, await wrongCodeFor(cardId), 'ru');
    expect(errorOf(ru).message).toBe('Карта не принята: неверный код из SMS. Осталось попыток: 3.');
    // Still not listed; the right code still works.
    expect((await call('GET', '/payments/v2/cards', who)).json()).toEqual([]);
    const right = await confirm(who, cardId, fake.lastCode(await tokenOf(cardId)) ?? '');
    expect(right.statusCode).toBe(200);
  });

  it('retires a card after 5 wrong codes: the right one no longer works and Payme forgets the token', async () => {
    const who = await signedIn();
    const { cardId } = CardCodeSentSchema.parse((await start(who)).json());
    const token = await tokenOf(cardId);
    const right = fake.lastCode(token) ?? '';
    const wrongCode = right === '123456' ? '654321' : '123456';
    const answers: string[] = [];
    for (let i = 0; i < 5; i += 1) answers.push(errorOf(await confirm(who, cardId, wrongCode)).message);
    expect(answers[3]).toContain('Attempts left: 1.');
    expect(answers[4]).toBe('The card was not accepted: too many wrong codes. Add the card again.');
    const late = await confirm(who, cardId, right);
    expect(late.statusCode).toBe(404);
    expect(errorOf(late).message).toBe('Card not found.');
    expect(fake.holds(token)).toBe(false);
    expect((await call('GET', '/payments/v2/cards', who)).json()).toEqual([]);
  });

  it('refuses a number that fails the Luhn check without asking Payme or echoing it', async () => {
    const who = await signedIn();
    const res = await start(who, { number: '8600069195406312', expire: '03/99' });
    expect(res.statusCode).toBe(400);
    const body = errorOf(res);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.details?.map((d) => d.path)).toEqual(['body.number']);
    expect(res.body).not.toContain('069195');
    expect(fake.calls).toEqual([]);
    // A CVV is not part of the request: an unknown field is dropped, never stored.
    const extra = await start(who, { number: CARD, expire: '03/99', cvv: '123' });
    expect(extra.statusCode).toBe(201);
    expect(JSON.stringify(fake.calls)).not.toContain('123"');
  });

  it('refuses an expired card before Payme, and a card Payme does not know', async () => {
    const who = await signedIn();
    const expired = await start(who, { number: CARD, expire: '10/26' });
    expect(expired.statusCode).toBe(422);
    expect(errorOf(expired)).toMatchObject({
      code: 'CARD_ERROR',
      message: 'The card was not accepted: the card has expired. Add another card.',
    });
    expect(fake.calls).toEqual([]);
    // The current month is still valid (valid through its end).
    expect((await start(who, { number: CARD, expire: '11/26' })).statusCode).toBe(201);

    const unknown = await start(who, { number: '9860000000000000', expire: '03/99' });
    expect(unknown.statusCode).toBe(422);
    expect(errorOf(unknown).message).toBe(
      'The card was not accepted: there is no such card. Check the number.',
    );
  });

  it("hides one customer's card from another (404), and needs a session", async () => {
    const owner = await signedIn();
    const other = await signedIn(owner.merchant);
    const card = await addCard(owner);
    const pendingId = CardCodeSentSchema.parse(
      (await start(owner, { number: '9860012345678903', expire: '12/30' })).json(),
    ).cardId;

    expect((await call('GET', '/payments/v2/cards', other)).json()).toEqual([]);
    for (const res of [
      await call('GET', `/payments/v2/cards/${pendingId}`, other),
      await confirm(other, pendingId, fake.lastCode(await tokenOf(pendingId)) ?? ''),
      await call('POST', `/payments/v2/cards/${pendingId}/code`, other),
      await call('DELETE', `/payments/v2/cards/${card.id}`, other),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(errorOf(res).message).toBe('Card not found.');
    }
    expect((await call('GET', '/payments/v2/cards', owner)).json()).toEqual([card]);
    expect((await call('GET', '/payments/v2/cards', { merchant: owner.merchant })).statusCode).toBe(401);
    expect((await start({ merchant: owner.merchant, token: '' })).statusCode).toBe(401);
  });

  it('deletes a card: gone from the list, soft-deleted here, removed at Payme', async () => {
    const who = await signedIn();
    const card = await addCard(who);
    const token = await tokenOf(card.id);
    const res = await call('DELETE', `/payments/v2/cards/${card.id}`, who);
    expect(res.statusCode).toBe(204);
    expect((await call('GET', '/payments/v2/cards', who)).json()).toEqual([]);
    const [row] = await testDb.db.select().from(cards).where(eq(cards.id, card.id));
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect(fake.holds(token)).toBe(false);
    expect((await call('DELETE', `/payments/v2/cards/${card.id}`, who)).statusCode).toBe(404);
  });

  it('replaces a card added again instead of listing it twice', async () => {
    const who = await signedIn();
    const first = await addCard(who);
    const second = await addCard(who, { number: CARD, expire: '03/99', name: 'Yangi' });
    expect((await call('GET', '/payments/v2/cards', who)).json()).toEqual([second]);
    expect(fake.holds(await tokenOf(first.id))).toBe(false);
  });

  it('sends a new code only after the wait, and the new code works', async () => {
    const who = await signedIn();
    const { cardId } = CardCodeSentSchema.parse((await start(who)).json());
    now = new Date(now.getTime() + 20_000);
    const early = await call('POST', `/payments/v2/cards/${cardId}/code`, who);
    expect(early.statusCode).toBe(429);
    expect(errorOf(early).message).toBe('You can ask for a new code in 40 s.');
    now = new Date(now.getTime() + 40_000);
    const again = await call('POST', `/payments/v2/cards/${cardId}/code`, who);
    expect(again.statusCode).toBe(200);
    expect(CardCodeSentSchema.parse(again.json())).toMatchObject({ cardId, waitSeconds: 60 });
    const confirmed = await confirm(who, cardId, fake.lastCode(await tokenOf(cardId)) ?? '');
    expect(confirmed.statusCode).toBe(200);
  });

  it('limits cards started per hour, and needs the merchant to take Payme', async () => {
    const who = await signedIn();
    for (let i = 0; i < 5; i += 1) expect((await start(who)).statusCode).toBe(201);
    const sixth = await start(who);
    expect(sixth.statusCode).toBe(429);
    expect(errorOf(sixth).code).toBe('RATE_LIMITED');
    now = new Date(now.getTime() + 3601_000);
    expect((await start(who)).statusCode).toBe(201);

    const plain = await signedIn();
    await testDb.db.update(merchants).set({ paymeMerchantId: null }).where(eq(merchants.id, plain.merchant));
    const refused = await start(plain);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).code).toBe('PAYMENT_TYPE_UNAVAILABLE');
  });

  it('lists cards saved earlier with their brand, newest first', async () => {
    const who = await signedIn();
    const user = await testDb.db.query.users.findFirst();
    if (!user) throw new Error('no user');
    await createCard(testDb.db, {
      merchantId: who.merchant,
      userId: user.id,
      maskedNumber: '986001******8903',
      createdDate: new Date('2026-01-01T00:00:00Z'),
    });
    await createCard(testDb.db, { merchantId: who.merchant, userId: user.id, isVerified: false });
    const card = await addCard(who);
    const listed = CardSchema.array().parse((await call('GET', '/payments/v2/cards', who)).json());
    expect(listed.map((c) => [c.id, c.brand])).toEqual([
      [card.id, 'UZCARD'],
      [expect.any(Number), 'HUMO'],
    ]);
  });
});

/**
 * Paying an order with a saved card (decision 319) in sandbox mode: the fake Payme pays a receipt with the
 * card's token and calls our Merchant API, which marks the order paid. Ownership of order and card is checked
 * against the session's merchant and user.
 */
import { ApiErrorSchema, CardCodeSentSchema, CheckoutSchema, OrderSchema } from '@dasturxon/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createSession, createUser } from '../../db/factories.ts';
import { cards, paymentTransactions } from '../../db/schema/index.ts';
import { databases } from '../../testing/test-db.ts';
import { useOrderWorld, type World } from '../orders/order-test-world.ts';

/** Payme's own test card; the sandbox's Payme refuses the others (decision 338). */
const CARD = '8600069195406311';
const POOR_CARD = '8600069195050002';
const EXPIRED_AT_BANK = '8600069195040003';
const REMOVED_AT_BANK = '8600069195030004';

describe.each(databases())('paying with a saved card on %s', (kind) => {
  const { t, world, call, pickUp, submit } = useOrderWorld(kind);

  async function addCard(w: World, token: string, number = CARD): Promise<number> {
    const who = { merchant: w.merchant.id, token };
    const started = await call('POST', '/payments/v2/cards', { ...who, body: { number, expire: '03/99' } });
    expect(started.statusCode).toBe(201);
    const { cardId } = CardCodeSentSchema.parse(started.json());
    const coded = await t.get(`/api/testing/v1/last-card-code?card=${cardId}`, { merchant: w.merchant.id });
    const { code } = coded.json() as { code: string };
    const confirmed = await call('POST', '/payments/v2/cards/confirm', { ...who, body: { cardId, code } });
    expect(confirmed.statusCode).toBe(200);
    return cardId;
  }
  async function paymeOrder(w: World, token = w.token): Promise<number> {
    const res = await submit(w, pickUp(w, { paymentType: 'PAYME' }), { token });
    expect(res.statusCode).toBe(201);
    return OrderSchema.parse(res.json()).id;
  }
  const pay = (w: World, cardId: number, orderId: number, token = w.token) =>
    call('POST', `/payments/v2/cards/${cardId}/pay`, { merchant: w.merchant.id, token, body: { orderId } });

  it('pays the order with the stored token: the order shows paid, a Payme transaction is performed', async () => {
    const w = await world();
    const cardId = await addCard(w, w.token);
    const orderId = await paymeOrder(w);
    const res = await pay(w, cardId, orderId);
    expect(res.statusCode).toBe(200);
    expect(CheckoutSchema.parse(res.json())).toEqual({
      orderId,
      paymentType: 'PAYME',
      amount: 90_000,
      isPaid: true,
      url: null,
    });
    const order = OrderSchema.parse(
      (await call('GET', `/orders/v1/orders/${orderId}`, { merchant: w.merchant.id, token: w.token })).json(),
    );
    expect(order.isPaid).toBe(true);
    const txs = await t.db.select().from(paymentTransactions).where(eq(paymentTransactions.orderId, orderId));
    expect(txs.map((x) => [x.provider, x.state, x.amount])).toEqual([['PAYME', 2, 9_000_000]]);

    // A second tap: already paid, nothing charged again.
    const again = await pay(w, cardId, orderId);
    expect(again.statusCode).toBe(409);
    expect(ApiErrorSchema.parse(again.json()).code).toBe('ORDER_ALREADY_PAID');
    // The database never saw a number or a CVV: a token, the masked number and the expiry.
    const [row] = await t.db.select().from(cards).where(eq(cards.id, cardId));
    expect(JSON.stringify(row)).not.toContain(CARD);
    expect(row?.maskedNumber).toBe('860006******6311');
  });

  it("refuses another customer's card or order (404) and orders that are not payable with it (409)", async () => {
    const w = await world();
    const stranger = await createUser(t.db, { merchantId: w.merchant.id });
    const strangerToken = await createSession(t.db, stranger);
    const theirCard = await addCard(w, strangerToken);
    const myCard = await addCard(w, w.token);
    const myOrder = await paymeOrder(w);
    const theirOrder = await paymeOrder(w, strangerToken);

    for (const res of [await pay(w, theirCard, myOrder), await pay(w, myCard, theirOrder)]) {
      expect(res.statusCode).toBe(404);
    }
    // Another merchant's session does not reach this merchant's card or order either.
    const other = await world();
    const foreign = await call('POST', `/payments/v2/cards/${myCard}/pay`, {
      merchant: other.merchant.id,
      token: other.token,
      body: { orderId: myOrder },
    });
    expect(foreign.statusCode).toBe(404);

    const cash = OrderSchema.parse((await submit(w, pickUp(w))).json());
    const res = await pay(w, myCard, cash.id);
    expect(res.statusCode).toBe(409);
    expect(ApiErrorSchema.parse(res.json()).code).toBe('ORDER_STATE_CONFLICT');
    expect(
      OrderSchema.parse(
        (
          await call('GET', `/orders/v1/orders/${myOrder}`, { merchant: w.merchant.id, token: w.token })
        ).json(),
      ).isPaid,
    ).toBe(false);
  });

  it.each([
    [POOR_CARD, 'CARD_NO_FUNDS', 'недостаточно средств'],
    [EXPIRED_AT_BANK, 'CARD_EXPIRED', 'Срок действия карты истёк'],
    [REMOVED_AT_BANK, 'CARD_REMOVED', 'Карты больше нет'],
  ])(
    'a refused card (%s) answers %s in the caller’s language; the order stays and is paid another way',
    async (number, code, words) => {
      const w = await world();
      const refused = await addCard(w, w.token, number);
      const orderId = await paymeOrder(w);
      const res = await call('POST', `/payments/v2/cards/${refused}/pay`, {
        merchant: w.merchant.id,
        token: w.token,
        body: { orderId },
        lang: 'ru',
      });
      expect(res.statusCode).toBe(422);
      const error = ApiErrorSchema.parse(res.json());
      expect(error.code).toBe(code);
      expect(error.message).toContain(words);
      expect(error.message).toContain('Заказ сохранён');
      const txs = await t.db
        .select()
        .from(paymentTransactions)
        .where(eq(paymentTransactions.orderId, orderId));
      expect(txs).toEqual([]);
      // Not lost: the same order is paid with another card.
      const good = await addCard(w, w.token);
      const paid = await pay(w, good, orderId);
      expect(paid.statusCode).toBe(200);
      expect(CheckoutSchema.parse(paid.json()).isPaid).toBe(true);
    },
  );
});

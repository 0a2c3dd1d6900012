/**
 * The order screen's after-the-order intents against a fake API (decisions 321-323): "order again" adds what
 * can be ordered to the basket cookie and explains the rest; a rating sends stars and comment and shows a
 * refusal in the server's words; the rating is asked for only once the order is delivered; `?from=payment`
 * asks for the thank-you.
 */
import { orderAfterEndpoints, orderEndpoints, type RepeatLine } from '@dasturxon/contracts';
import { apiError, makeOrder, TEST_MERCHANT_ID as NAVRUZ_ID } from '@dasturxon/contracts/testing';
import { describe, expect, it } from 'vitest';
import { decodeBasket } from '../../lib/basket-codec.ts';
import { parseCookies } from '../../lib/cookies.ts';
import { storefrontApi } from '../../lib/test-api.ts';
import { runRoute } from '../../lib/test-route.ts';
import { action, loader } from '../../routes/profile-orders-id.tsx';

const TOKEN = 'tok_navruz_session_0123456789';
const name = { uz: 'Osh', ru: 'Плов', eng: 'Plov' };
const line = (productId: number, state: RepeatLine['state'], count: number): RepeatLine => ({
  productId,
  name,
  state,
  count,
  orderedCount: 2,
  modifications: [],
  unitPriceThen: 45_000,
  unitPriceNow: count > 0 ? 50_000 : null,
});

function setup(status: 'DELIVERED' | 'COOKING' = 'DELIVERED') {
  const api = storefrontApi().signIn(TOKEN);
  const rated: unknown[] = [];
  api
    .on(orderEndpoints.order, () =>
      makeOrder({ id: 101, number: 1042, status, paymentType: 'PAYME', isPaid: true, canPay: false }),
    )
    .on(orderAfterEndpoints.rating, () => ({ rating: null, canRate: true }))
    .on(orderAfterEndpoints.rate, (r) => {
      rated.push(r.sentBody);
      return rated.length > 1
        ? apiError(409, 'ORDER_STATE_CONFLICT', 'Этот заказ уже оценён.')
        : { orderId: 101, stars: 4, comment: null, createdDate: '2026-11-21T09:00:00Z' };
    })
    .on(orderAfterEndpoints.repeat, () => ({
      orderId: 101,
      branchId: 1,
      lines: [line(5, 'PRICE_CHANGED', 2), line(6, 'GONE', 0), line(7, 'OK', 1)],
    }));
  const cookie = `merchant=${NAVRUZ_ID}; token=${TOKEN}; basket_${NAVRUZ_ID}=5x1`;
  const request = (path: string, body?: Record<string, string>) =>
    new Request(new URL(path, 'http://localhost/'), {
      method: body ? 'POST' : 'GET',
      headers: { cookie },
      ...(body ? { body: new URLSearchParams(body) } : {}),
    });
  const calls = (path: RegExp) => api.calls.filter((c) => path.test(c.path));
  return { api, rated, request, calls, context: () => api.context() };
}

describe('/profile/orders/:id after the order', () => {
  it('order again: what can be ordered joins the basket, the rest is explained', async () => {
    const s = setup();
    const answer = (await runRoute(action, {
      request: s.request('/profile/orders/101', { intent: 'repeat' }),
      context: s.context(),
      params: { id: '101' },
    })) as unknown as { data: { added: number; changed: RepeatLine[] }; init: ResponseInit };
    expect(answer.data.added).toBe(3);
    expect(answer.data.changed.map((l) => l.state)).toEqual(['PRICE_CHANGED', 'GONE']);
    const setCookie = new Headers(answer.init.headers).getSetCookie().find((c) => c.startsWith('basket_'));
    const value = parseCookies(setCookie?.split(';')[0])[`basket_${NAVRUZ_ID}`];
    // The plov already in the basket (1) plus the 2 repeated; the soup; the gone dish left out.
    expect(decodeBasket(value).map((l) => [l.productId, l.count])).toEqual([
      [5, 3],
      [7, 1],
    ]);
    expect(s.calls(/\/repeat$/)[0]?.url.searchParams.get('type')).toBe('WEB');
  });

  it('rating: sends the stars and the trimmed comment; a refusal keeps the server’s message', async () => {
    const s = setup();
    const rate = (body: Record<string, string>) =>
      runRoute(action, {
        request: s.request('/profile/orders/101', body),
        context: s.context(),
        params: { id: '101' },
      });
    expect(await rate({ intent: 'rate', stars: '4', comment: '  tasty  ' })).toMatchObject({ ok: true });
    expect(s.rated[0]).toEqual({ stars: 4, comment: 'tasty' });
    expect(await rate({ intent: 'rate', stars: '4', comment: '' })).toMatchObject({
      init: { status: 409 },
      data: { ok: false, message: 'Этот заказ уже оценён.' },
    });
  });

  it('asks for the rating only once delivered, and for the thank-you only after a payment', async () => {
    const delivered = setup('DELIVERED');
    const data = await runRoute(loader, {
      request: delivered.request('/profile/orders/101?from=payment'),
      context: delivered.context(),
      params: { id: '101' },
    });
    expect(data).toMatchObject({ fromPayment: true, rating: { canRate: true } });
    const cooking = setup('COOKING');
    const other = await runRoute(loader, {
      request: cooking.request('/profile/orders/101'),
      context: cooking.context(),
      params: { id: '101' },
    });
    expect(other).toMatchObject({ fromPayment: false, rating: null });
    expect(cooking.calls(/\/rating$/)).toEqual([]);
  });
});

/** The fake API answers by the endpoint table, checks both directions against the contracts and records calls. */
import { describe, expect, it } from 'vitest';
import { orderEndpoints } from '../endpoints/orders.ts';
import { staffEndpoints } from '../endpoints/staff.ts';
import { apiError, fakeApi, makeOrder, makeStaffOrderPage, reply } from './index.ts';

const post = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});
const request = {
  serviceType: 'PICK_UP',
  branchId: 1,
  paymentType: 'CASH',
  cartItems: [{ productId: 5, count: 2 }],
};

describe('fakeApi', () => {
  it('answers a handled endpoint with its parsed params, under /api or not, and records the call', async () => {
    const api = fakeApi().on(orderEndpoints.order, ({ params }) => makeOrder({ id: params.id }));
    const res = await api.fetch('/api/orders/v1/orders/101', {
      headers: { merchant: 'm1', authorization: 'Bearer t' },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: 101, status: 'OPEN' });
    expect(await (await api.fetch('http://api.test/orders/v1/orders/5')).json()).toMatchObject({ id: 5 });
    expect(api.callsTo(orderEndpoints.order).map((c) => [c.params.id, c.merchant, c.token])).toEqual([
      [101, 'm1', 't'],
      [5, null, null],
    ]);
    expect(api.calls.map((c) => [c.name, c.status])).toEqual([
      ['orderEndpoints.order', 200],
      ['orderEndpoints.order', 200],
    ]);
    expect(api.problems).toEqual([]);
  });

  it('passes the parsed body and query to the handler, and answers another status or an error when told', async () => {
    const api = fakeApi()
      .on(orderEndpoints.place, ({ body }) =>
        body.paymentType === 'CASH'
          ? reply(201, makeOrder({ id: 77 }))
          : apiError(409, 'BRANCH_CLOSED', 'Yopiq'),
      )
      .on(staffEndpoints.orders, ({ query }) => makeStaffOrderPage([], { page: query.page }));
    const created = await api.fetch(
      '/api/orders/v1/orders',
      post(request, { 'idempotency-key': 'attempt-0001' }),
    );
    expect([created.status, (await created.json()).id]).toEqual([201, 77]);
    const refused = await api.fetch('/api/orders/v1/orders', post({ ...request, paymentType: 'PAYME' }));
    expect([refused.status, await refused.json()]).toEqual([
      409,
      { code: 'BRANCH_CLOSED', status: 409, message: 'Yopiq' },
    ]);
    const page = await api.fetch('/api/staff/v1/orders?page=3&status=OPEN,DONE');
    expect(await page.json()).toMatchObject({ page: 3, content: [] });
    expect(api.callsTo(staffEndpoints.orders)[0]?.query).toMatchObject({ page: 3, status: ['OPEN', 'DONE'] });
    expect(api.callsTo(orderEndpoints.place)[0]?.headers.get('idempotency-key')).toBe('attempt-0001');
  });

  it('reports a call nobody answers, a body off contract and an answer off contract', async () => {
    const api = fakeApi().on(orderEndpoints.order, () => ({ ...makeOrder(), status: 'LOST' }) as never);
    api.on(orderEndpoints.place, () => makeOrder());
    const answers = [
      await api.fetch('/api/orders/v1/orders/1/cancel', post({})),
      await api.fetch('/api/nowhere'),
      await api.fetch('/api/orders/v1/orders', post({ ...request, cartItems: [] })),
      await api.fetch('/api/orders/v1/orders/1'),
    ];
    expect(answers.map((a) => a.status)).toEqual([500, 500, 500, 500]);
    expect(api.problems).toEqual([
      'no handler for POST /orders/v1/orders/1/cancel (orderEndpoints.cancel)',
      'GET /nowhere is not in the endpoint table',
      expect.stringContaining('the body of orderEndpoints.place does not match its contract'),
      expect.stringContaining('the answer of orderEndpoints.order does not match its contract'),
    ]);
    // Each problem fails the test that made it: this test expects them, so it clears them from its end.
    api.problems.length = 0;
  });
});

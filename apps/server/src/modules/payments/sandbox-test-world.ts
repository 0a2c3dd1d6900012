/**
 * The scaffolding of the payment sandbox tests (sandbox.test.ts, sandbox-modes.test.ts): the storefront's host,
 * the owner's checkout link and sandbox page, and forms posted to it.
 */
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { PayableOrder } from '../../db/factories/payments.ts';
import { orders, paymentTransactions } from '../../db/schema/index.ts';
import type { TestApp } from '../../testing/test-app.ts';

/** The storefront's host in these tests; a form posted from it carries this origin. */
export const HOST = 'navruz.dasturxon.test';
export const OWN_ORIGIN = `https://${HOST}`;

export function sandboxPages(t: TestApp) {
  const orderRow = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0];

  /** The storefront's session cookie of a customer (httpOnly `token`, decision 080). */
  const cookieOf = (token: string) => ({ token });

  async function checkoutUrl(p: PayableOrder, returnUrl = `/profile/orders/${p.order.id}`): Promise<string> {
    const res = await t.call(
      'GET',
      `/payments/v2/checkout/${p.order.id}?returnUrl=${encodeURIComponent(returnUrl)}`,
      {
        merchant: p.merchant.id,
        token: p.token,
      },
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json().url as string;
  }

  /** The owner opens the sandbox page from the checkout link; returns the form's fields (with its token). */
  async function openPage(p: PayableOrder, returnUrl?: string): Promise<Record<string, string>> {
    const url = await checkoutUrl(p, returnUrl);
    const res = await t.call('GET', url, { headers: { host: HOST }, cookies: cookieOf(p.token) });
    expect(res.statusCode, res.body).toBe(200);
    const fields: Record<string, string> = {};
    for (const m of res.body.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)">/g)) {
      fields[m[1] as string] = (m[2] as string).replace(/&amp;/g, '&');
    }
    return fields;
  }

  function form(
    provider: string,
    fields: Record<string, string>,
    headers: Record<string, string> = {},
    cookies?: Record<string, string>,
  ) {
    return t.call('POST', `/sandbox/pay/${provider}`, {
      headers: { 'content-type': 'application/x-www-form-urlencoded', host: HOST, ...headers },
      payload: new URLSearchParams(fields).toString(),
      ...(cookies ? { cookies } : {}),
    });
  }

  /** The owner's own form, posted from the storefront's origin. */
  const ownPost = (p: PayableOrder, provider: string, fields: Record<string, string>) =>
    form(provider, fields, { origin: OWN_ORIGIN }, cookieOf(p.token));

  async function expectUntouched(orderId: number) {
    const row = await orderRow(orderId);
    expect([row?.isPaid, row?.status]).toEqual([false, 'CREATED']);
    const txs = await t.db.select().from(paymentTransactions).where(eq(paymentTransactions.orderId, orderId));
    expect(txs).toEqual([]);
  }

  return { orderRow, cookieOf, checkoutUrl, openPage, form, ownPost, expectUntouched };
}

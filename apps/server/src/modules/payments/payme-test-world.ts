/**
 * The scaffolding of the Payme Merchant API tests (payme.test.ts, payme-cancel.test.ts): an app on a clock the
 * test moves (`now.ms`), the order events it publishes, and a JSON-RPC caller with the cashbox's key.
 */
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeEach, expect } from 'vitest';
import { createPayableOrder } from '../../db/factories/payments.ts';
import { orders } from '../../db/schema/index.ts';
import { createInProcessOrderEventBus, type OrderEventMessage } from '../../events/order-events.ts';
import { useTestApp } from '../../testing/test-app.ts';
import type { TestDbKind } from '../../testing/test-db.ts';

export const START = Date.UTC(2026, 10, 21, 9, 0, 0);

export function usePaymeApi(kind: TestDbKind) {
  /** The app's clock, reset to START before each test. */
  const now = { ms: START };
  const bus = createInProcessOrderEventBus();
  const published: OrderEventMessage[] = [];
  bus.subscribe((event) => published.push(event));
  const t = useTestApp(kind, { clock: () => new Date(now.ms), orderEvents: bus });
  beforeEach(() => {
    now.ms = START;
    published.length = 0;
  });

  let rpcId = 0;
  /** A Payme Merchant API request: JSON-RPC with the cashbox's Basic key (`key` null: none). */
  function payme(
    key: string | null,
    body: unknown,
    opts: { contentType?: string; method?: 'POST' | 'GET'; login?: string; raw?: string } = {},
  ): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { 'content-type': opts.contentType ?? 'application/json' };
    if (key !== null) headers.authorization = basic(opts.login ?? 'Paycom', key);
    return t.call(opts.method ?? 'POST', '/payments/v2/payme', {
      headers,
      ...(opts.method === 'GET' ? {} : { payload: opts.raw ?? JSON.stringify(body) }),
    });
  }
  const basic = (login: string, key: string) => `Basic ${Buffer.from(`${login}:${key}`).toString('base64')}`;
  async function rpc(key: string, method: string, params: unknown) {
    rpcId += 1;
    const res = await payme(key, { method, params, id: rpcId });
    expect(res.statusCode).toBe(200);
    const body = res.json() as {
      id: number;
      result?: Record<string, unknown>;
      error?: Record<string, unknown>;
    };
    expect(body.id).toBe(rpcId);
    return body;
  }
  const order = async (id: number) => {
    const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
    if (!row) throw new Error('order gone');
    return row;
  };
  const txId = (n: number) => `5305e3bab097f420a62ced${String(n).padStart(2, '0')}`;

  async function setup(overrides: Parameters<typeof createPayableOrder>[1] = {}) {
    const p = await createPayableOrder(t.db, { totalPrice: 45_000, ...overrides });
    const key = p.merchant.paymeKey as string;
    const account = { order_id: String(p.order.id) };
    return { ...p, key, account, amount: 4_500_000 };
  }

  return { t, now, published, payme, basic, rpc, order, txId, setup };
}

/**
 * The refund jobs' worker over the providers' refund adapters (decision 246), built once by
 * createPaymentServices; tests build it the same way with the test app's inject as the provider call.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import type { OrderEventBus } from '../../events/order-events.ts';
import type { OrderTransactionSteps } from '../orders/order-status.ts';
import { createRefundWorker, type RefundWorker } from './refund-jobs.ts';
import { type ProviderCall, refundAdapterFor } from './refunds.ts';
import type { PaymentRepository } from './repository.ts';

export interface RefundServiceDeps {
  db: Db;
  env: Pick<Env, 'PAYMENTS_MODE'>;
  clock: () => Date;
  log: FastifyBaseLogger;
  repo: PaymentRepository;
  orders: OrderTransactionSteps;
  orderEvents: OrderEventBus;
  /** How the sandbox reaches our provider endpoints (under /api): the app's inject. */
  call: ProviderCall;
  /** How often a started worker looks for due jobs (default 30 s). */
  intervalMs?: number;
}

export function createRefundService(deps: RefundServiceDeps): RefundWorker {
  return createRefundWorker({
    db: deps.db,
    clock: deps.clock,
    log: deps.log,
    repo: deps.repo,
    orderEvents: deps.orderEvents,
    adapterFor: (merchant, provider) => refundAdapterFor(deps, merchant, provider),
    ...(deps.intervalMs ? { intervalMs: deps.intervalMs } : {}),
  });
}

/** A ProviderCall through a Fastify instance's inject (the sandbox plays the provider in process). */
export function injectProviderCall(app: {
  inject(opts: { method: 'POST'; url: string; headers: Record<string, string>; payload: string }): Promise<{
    statusCode: number;
    json(): unknown;
  }>;
}): ProviderCall {
  return async (path, headers, payload) => {
    const res = await app.inject({ method: 'POST', url: `/api${path}`, headers, payload });
    let body: Record<string, unknown> | undefined;
    try {
      body = res.json() as Record<string, unknown>;
    } catch {
      body = undefined;
    }
    return { status: res.statusCode, body };
  };
}

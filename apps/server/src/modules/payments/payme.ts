/**
 * Payme (Paycom) Merchant API, integrations.md §1: Payme calls one JSON-RPC endpoint of ours. Every answer is
 * HTTP 200; the transaction's times are stored so a repeated call gets an identical answer built from the row.
 * Amounts are tiyin (so'm x 100) compared as integers. Decisions 111 (states and orders), 112 (refunds).
 */
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import type { OrderEventBus, OrderEventMessage } from '../../events/order-events.ts';
import type { OrderTransactionSteps } from '../orders/order-status.ts';
import { somToTiyin } from './links.ts';
import {
  cancelAnswer,
  checkAnswer,
  createAnswer,
  errorAnswer,
  isMethod,
  type Method,
  num,
  ORDER_MESSAGES,
  orderIdOf,
  PARAMS,
  PAYME_ERROR,
  PAYME_REASON,
  PAYME_STATE,
  PAYME_TIMEOUT_MS,
  type PaymeAnswer,
  PaymeError,
  paymeKeyOf,
  performAnswer,
  type RpcId,
  sameSecret,
  statementItem,
} from './payme-protocol.ts';
import type { PaymentMerchant, PaymentRepository, PaymentTxRow } from './repository.ts';
import { canRefund, createSettlement, payProblem } from './settlement.ts';

export {
  PAYME_ERROR,
  PAYME_REASON,
  PAYME_STATE,
  PAYME_TIMEOUT_MS,
  type PaymeAnswer,
  type PaymeErrorBody,
  paymeKeyOf,
  type RpcId,
  sameSecret,
} from './payme-protocol.ts';

export interface PaymeDeps {
  repo: PaymentRepository;
  /** The orders module's steps inside our transaction (lock, pay, cancel). */
  orders: OrderTransactionSteps;
  clock: () => Date;
  orderEvents: OrderEventBus;
  log: { error(obj: unknown, msg?: string): void };
}

export interface PaymeRequest {
  httpMethod: string;
  authorization: string | undefined;
  /** The raw body as text (any content type). */
  body: string;
}

export function createPaymeService(deps: PaymeDeps) {
  const { repo, clock, orderEvents } = deps;
  const { payOrder, cancelWaitingOrder, refundOrder } = createSettlement(deps.orders);
  const db = repo.db;

  async function merchantOfKey(key: string): Promise<PaymentMerchant | null> {
    const candidates = await repo.merchantsWithPaymeKey();
    const found: PaymentMerchant[] = [];
    for (const merchant of candidates) {
      // Compare with every candidate: the time taken does not tell which one matched.
      if (merchant.paymeKey && sameSecret(key, merchant.paymeKey)) found.push(merchant);
    }
    if (found.length > 1) {
      // The key must name one cashbox: two merchants sharing it is a configuration error, never a guess.
      deps.log.error({ merchantIds: found.map((m) => m.id) }, 'payme: one key is set for several merchants');
      return null;
    }
    return found[0] ?? null;
  }

  const expired = (row: PaymentTxRow, nowMs: number) =>
    row.state === PAYME_STATE.CREATED && nowMs - num(row.createTime) > PAYME_TIMEOUT_MS;

  function orderError(problem: keyof typeof ORDER_MESSAGES): PaymeError {
    return new PaymeError(PAYME_ERROR.ORDER_NOT_FOUND, ORDER_MESSAGES[problem], 'order_id');
  }

  /** The order of an account, checked payable with this amount; throws the Payme error otherwise. */
  async function checkOrder(
    merchant: PaymentMerchant,
    account: Record<string, unknown>,
    amount: number,
    lock: Tx | null,
  ) {
    const orderId = orderIdOf(account);
    if (orderId === null) throw orderError('notFound');
    const order = lock
      ? await deps.orders.lock(lock, merchant.id, orderId)
      : await repo.orderOf(merchant.id, orderId);
    const problem = payProblem(order, 'PAYME');
    if (problem || !order) throw orderError(problem ?? 'notFound');
    if (!Number.isSafeInteger(amount) || amount !== somToTiyin(order.totalPrice)) {
      throw new PaymeError(PAYME_ERROR.WRONG_AMOUNT);
    }
    return order;
  }

  type Outcome = { result: unknown } | { error: PaymeError };

  async function inTransaction(
    work: (
      tx: Parameters<Parameters<typeof db.transaction>[0]>[0],
      events: OrderEventMessage[],
    ) => Promise<Outcome>,
  ): Promise<Outcome> {
    const events: OrderEventMessage[] = [];
    const outcome = await db.transaction(async (tx) => {
      events.length = 0;
      return work(tx, events);
    });
    for (const event of events) await orderEvents.publish(event);
    return outcome;
  }

  /** Cancel an expired state-1 transaction (reason 4); the order stays as it is (decision 111). */
  async function expire(tx: Parameters<typeof repo.updateTx>[0], row: PaymentTxRow, nowMs: number) {
    return repo.updateTx(tx, row.id, {
      state: PAYME_STATE.CANCELLED,
      status: 'CANCELLED',
      cancelTime: String(nowMs),
      reason: PAYME_REASON.TIMEOUT,
    });
  }

  /** Lock the order of a transaction, then the transaction itself (always in this order). */
  async function lockTx(tx: Parameters<typeof repo.updateTx>[0], merchant: PaymentMerchant, id: string) {
    const peek = await repo.txByProviderId(tx, merchant.id, 'PAYME', id, false);
    if (!peek) return null;
    const order = await deps.orders.lock(tx, merchant.id, peek.orderId);
    const row = await repo.txByProviderId(tx, merchant.id, 'PAYME', id);
    if (!row || !order) return null;
    return { row, order };
  }

  const methods: { [M in Method]: (m: PaymentMerchant, p: z.infer<(typeof PARAMS)[M]>) => Promise<Outcome> } =
    {
      async CheckPerformTransaction(merchant, params) {
        await checkOrder(merchant, params.account, params.amount, null);
        return { result: { allow: true } };
      },

      async CreateTransaction(merchant, params) {
        return inTransaction(async (tx) => {
          const now = clock();
          const nowMs = now.getTime();
          const known = await lockTx(tx, merchant, params.id);
          if (known) {
            const { row } = known;
            if (row.state !== PAYME_STATE.CREATED)
              return { error: new PaymeError(PAYME_ERROR.CANNOT_PERFORM) };
            if (expired(row, nowMs)) {
              await expire(tx, row, nowMs);
              return { error: new PaymeError(PAYME_ERROR.CANNOT_PERFORM) };
            }
            return { result: createAnswer(row) };
          }
          const order = await checkOrder(merchant, params.account, params.amount, tx);
          const open = await repo.txsOfOrderInStates(tx, merchant.id, 'PAYME', order.id, [
            PAYME_STATE.CREATED,
            PAYME_STATE.PERFORMED,
          ]);
          let busy = false;
          for (const other of open) {
            if (expired(other, nowMs)) await expire(tx, other, nowMs);
            else busy = true;
          }
          if (busy) return { error: new PaymeError(PAYME_ERROR.CANNOT_PERFORM) };
          const row = await repo.insertTx(tx, {
            merchantId: merchant.id,
            orderId: order.id,
            provider: 'PAYME',
            providerTxId: params.id,
            state: PAYME_STATE.CREATED,
            status: 'CREATED',
            amount: params.amount,
            providerTime: String(params.time),
            createTime: String(nowMs),
            data: { account: params.account },
          });
          return { result: createAnswer(row) };
        });
      },

      async PerformTransaction(merchant, params) {
        return inTransaction(async (tx, events) => {
          const now = clock();
          const nowMs = now.getTime();
          const found = await lockTx(tx, merchant, params.id);
          if (!found) return { error: new PaymeError(PAYME_ERROR.TX_NOT_FOUND) };
          const { row, order } = found;
          if (row.state === PAYME_STATE.PERFORMED) return { result: performAnswer(row) };
          if (row.state !== PAYME_STATE.CREATED) return { error: new PaymeError(PAYME_ERROR.CANNOT_PERFORM) };
          if (expired(row, nowMs)) {
            await expire(tx, row, nowMs);
            return { error: new PaymeError(PAYME_ERROR.CANNOT_PERFORM) };
          }
          // The order may have been cancelled (or paid another way) since the transaction was created.
          if (payProblem(order, 'PAYME')) return { error: new PaymeError(PAYME_ERROR.CANNOT_PERFORM) };
          events.push(...(await payOrder(tx, order, 'PAYME', now)));
          const done = await repo.updateTx(tx, row.id, {
            state: PAYME_STATE.PERFORMED,
            status: 'PERFORMED',
            performTime: String(nowMs),
          });
          return { result: performAnswer(done) };
        });
      },

      async CancelTransaction(merchant, params) {
        return inTransaction(async (tx, events) => {
          const now = clock();
          const nowMs = now.getTime();
          const found = await lockTx(tx, merchant, params.id);
          if (!found) return { error: new PaymeError(PAYME_ERROR.TX_NOT_FOUND) };
          const { row, order } = found;
          if (row.state === PAYME_STATE.CANCELLED || row.state === PAYME_STATE.CANCELLED_AFTER_PERFORM) {
            return { result: cancelAnswer(row) };
          }
          if (row.state === PAYME_STATE.CREATED) {
            events.push(...(await cancelWaitingOrder(tx, order, 'PAYME', now)));
            const done = await repo.updateTx(tx, row.id, {
              state: PAYME_STATE.CANCELLED,
              status: 'CANCELLED',
              cancelTime: String(nowMs),
              reason: params.reason,
            });
            return { result: cancelAnswer(done) };
          }
          // Performed: a refund, only while the kitchen has not started (decision 112).
          if (!canRefund(order)) return { error: new PaymeError(PAYME_ERROR.CANNOT_CANCEL) };
          events.push(...(await refundOrder(tx, order, 'PAYME', now)));
          const done = await repo.updateTx(tx, row.id, {
            state: PAYME_STATE.CANCELLED_AFTER_PERFORM,
            status: 'REFUNDED',
            cancelTime: String(nowMs),
            reason: params.reason,
          });
          return { result: cancelAnswer(done) };
        });
      },

      async CheckTransaction(merchant, params) {
        const row = await repo.txByProviderId(db, merchant.id, 'PAYME', params.id, false);
        if (!row) return { error: new PaymeError(PAYME_ERROR.TX_NOT_FOUND) };
        return { result: checkAnswer(row) };
      },

      async GetStatement(merchant, params) {
        const rows = await repo.paymeStatement(merchant.id, params.from, params.to);
        return { result: { transactions: rows.map(statementItem) } };
      },
    };

  return {
    async handle(request: PaymeRequest): Promise<PaymeAnswer> {
      if (request.httpMethod.toUpperCase() !== 'POST') {
        return errorAnswer(null, new PaymeError(PAYME_ERROR.NOT_POST));
      }
      let body: unknown;
      try {
        body = JSON.parse(request.body);
      } catch {
        return errorAnswer(null, new PaymeError(PAYME_ERROR.PARSE));
      }
      const rawId = (body as { id?: unknown } | null)?.id;
      const id: RpcId = typeof rawId === 'number' || typeof rawId === 'string' ? rawId : null;
      const key = paymeKeyOf(request.authorization);
      const merchant = key ? await merchantOfKey(key) : null;
      if (!merchant) return errorAnswer(id, new PaymeError(PAYME_ERROR.AUTH));
      if (typeof body !== 'object' || body === null || Array.isArray(body)) {
        return errorAnswer(id, new PaymeError(PAYME_ERROR.INVALID_REQUEST));
      }
      const { method, params } = body as { method?: unknown; params?: unknown };
      if (typeof method !== 'string' || id === null) {
        return errorAnswer(id, new PaymeError(PAYME_ERROR.INVALID_REQUEST));
      }
      if (!isMethod(method)) return errorAnswer(id, new PaymeError(PAYME_ERROR.METHOD_NOT_FOUND));
      const parsed = PARAMS[method].safeParse(params);
      if (!parsed.success) return errorAnswer(id, new PaymeError(PAYME_ERROR.INVALID_REQUEST));
      try {
        // biome-ignore lint/suspicious/noExplicitAny: the method table is keyed by the parsed method
        const outcome = await (methods[method] as (m: PaymentMerchant, p: any) => Promise<Outcome>)(
          merchant,
          parsed.data,
        );
        return 'error' in outcome ? errorAnswer(id, outcome.error) : { result: outcome.result, id };
      } catch (error) {
        if (error instanceof PaymeError) return errorAnswer(id, error);
        deps.log.error({ err: error, method }, 'payme call failed');
        return errorAnswer(id, new PaymeError(PAYME_ERROR.SYSTEM));
      }
    },
  };
}

export type PaymeService = ReturnType<typeof createPaymeService>;

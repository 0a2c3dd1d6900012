/**
 * Payme (Paycom) Merchant API, integrations.md §1: Payme calls one JSON-RPC endpoint of ours. Every answer is
 * HTTP 200; the transaction's times are stored so a repeated call gets an identical answer built from the row.
 * Amounts are tiyin (so'm x 100) compared as integers. Decisions 111 (states and orders), 112 (refunds).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { OrderEventBus, OrderEventMessage } from '../../events/order-events.ts';
import { lockOrder } from '../orders/transitions.ts';
import { somToTiyin } from './links.ts';
import type { PaymentMerchant, PaymentRepository, PaymentTxRow } from './repository.ts';
import { cancelWaitingOrder, canRefund, payOrder, payProblem, refundOrder } from './settlement.ts';

/** A state-1 transaction older than this is cancelled with reason 4 (timeout). */
export const PAYME_TIMEOUT_MS = 43_200_000;

export const PAYME_STATE = { CREATED: 1, PERFORMED: 2, CANCELLED: -1, CANCELLED_AFTER_PERFORM: -2 } as const;
export const PAYME_REASON = { TIMEOUT: 4 } as const;

export const PAYME_ERROR = {
  NOT_POST: -32300,
  PARSE: -32700,
  INVALID_REQUEST: -32600,
  METHOD_NOT_FOUND: -32601,
  AUTH: -32504,
  SYSTEM: -32400,
  WRONG_AMOUNT: -31001,
  TX_NOT_FOUND: -31003,
  CANNOT_CANCEL: -31007,
  CANNOT_PERFORM: -31008,
  ORDER_NOT_FOUND: -31050,
} as const;

type Localized = { ru: string; uz: string; en: string };

const MESSAGES: Record<string, Localized> = {
  [PAYME_ERROR.NOT_POST]: {
    ru: 'Метод запроса должен быть POST',
    uz: "So'rov usuli POST bo'lishi kerak",
    en: 'The request method must be POST',
  },
  [PAYME_ERROR.PARSE]: { ru: 'Ошибка разбора JSON', uz: 'JSON tahlil xatosi', en: 'Parse error' },
  [PAYME_ERROR.INVALID_REQUEST]: { ru: 'Неверный запрос', uz: "Noto'g'ri so'rov", en: 'Invalid request' },
  [PAYME_ERROR.METHOD_NOT_FOUND]: { ru: 'Метод не найден', uz: 'Usul topilmadi', en: 'Method not found' },
  [PAYME_ERROR.AUTH]: {
    ru: 'Недостаточно привилегий',
    uz: 'Ruxsat etilmagan',
    en: 'Insufficient privileges',
  },
  [PAYME_ERROR.SYSTEM]: { ru: 'Системная ошибка', uz: 'Tizim xatosi', en: 'System error' },
  [PAYME_ERROR.WRONG_AMOUNT]: { ru: 'Неверная сумма', uz: "Noto'g'ri summa", en: 'Wrong amount' },
  [PAYME_ERROR.TX_NOT_FOUND]: {
    ru: 'Транзакция не найдена',
    uz: 'Tranzaksiya topilmadi',
    en: 'Transaction not found',
  },
  [PAYME_ERROR.CANNOT_CANCEL]: {
    ru: 'Заказ уже готовится или выполнен, отменить транзакцию невозможно',
    uz: "Buyurtma tayyorlanmoqda yoki bajarilgan, tranzaksiyani bekor qilib bo'lmaydi",
    en: 'The order is being prepared or done; the transaction cannot be cancelled',
  },
  [PAYME_ERROR.CANNOT_PERFORM]: {
    ru: 'Невозможно выполнить операцию',
    uz: "Amalni bajarib bo'lmaydi",
    en: 'Unable to perform the operation',
  },
};

const ORDER_MESSAGES: Record<'notFound' | 'wrongType' | 'notPayable' | 'paid', Localized> = {
  notFound: { ru: 'Заказ не найден', uz: 'Buyurtma topilmadi', en: 'Order not found' },
  wrongType: {
    ru: 'Заказ оформлен не на оплату через Payme',
    uz: "Buyurtma Payme orqali to'lov uchun emas",
    en: 'The order is not to be paid with Payme',
  },
  notPayable: {
    ru: 'Заказ нельзя оплатить',
    uz: "Buyurtmani to'lab bo'lmaydi",
    en: 'The order cannot be paid',
  },
  paid: { ru: 'Заказ уже оплачен', uz: "Buyurtma allaqachon to'langan", en: 'The order is already paid' },
};

export type RpcId = string | number | null;

export interface PaymeErrorBody {
  code: number;
  message: Localized;
  data?: string;
}

export type PaymeAnswer = { result: unknown; id: RpcId } | { error: PaymeErrorBody; id: RpcId };

class PaymeError extends Error {
  constructor(
    readonly code: number,
    readonly localized: Localized = MESSAGES[code] ?? (MESSAGES[PAYME_ERROR.SYSTEM] as Localized),
    readonly data?: string,
  ) {
    super(`payme ${code}`);
  }
}

function errorAnswer(id: RpcId, error: PaymeError): PaymeAnswer {
  return {
    error: {
      code: error.code,
      message: error.localized,
      ...(error.data === undefined ? {} : { data: error.data }),
    },
    id,
  };
}

const Account = z.record(z.string(), z.unknown());
const Amount = z.number().finite();
const TxId = z.string().min(1).max(64);
const Ms = z.number().int().nonnegative();

const PARAMS = {
  CheckPerformTransaction: z.object({ amount: Amount, account: Account }),
  CreateTransaction: z.object({ id: TxId, time: Ms, amount: Amount, account: Account }),
  PerformTransaction: z.object({ id: TxId }),
  CancelTransaction: z.object({ id: TxId, reason: z.number().int() }),
  CheckTransaction: z.object({ id: TxId }),
  GetStatement: z.object({ from: Ms, to: Ms }),
} as const;
type Method = keyof typeof PARAMS;

function isMethod(value: string): value is Method {
  return Object.hasOwn(PARAMS, value);
}

/** The cashbox key of an `Authorization: Basic base64("Paycom:KEY")` header, or null. */
export function paymeKeyOf(authorization: string | undefined): string | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(authorization ?? '');
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0 || decoded.slice(0, colon) !== 'Paycom') return null;
  const key = decoded.slice(colon + 1);
  return key.length > 0 ? key : null;
}

/** Constant-time equality of two secrets (hashes first, so their lengths leak nothing either). */
export function sameSecret(a: string, b: string): boolean {
  const ha = createHash('sha256').update(a, 'utf8').digest();
  const hb = createHash('sha256').update(b, 'utf8').digest();
  return timingSafeEqual(ha, hb);
}

/** account.order_id as one of our order ids, or null. */
function orderIdOf(account: Record<string, unknown>): number | null {
  const raw = account.order_id;
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  if (!/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= 2_147_483_647 ? id : null;
}

const num = (value: string | null): number => (value === null ? 0 : Number(value));

function createAnswer(row: PaymentTxRow) {
  return { create_time: num(row.createTime), transaction: String(row.id), state: row.state };
}
function performAnswer(row: PaymentTxRow) {
  return { transaction: String(row.id), perform_time: num(row.performTime), state: row.state };
}
function cancelAnswer(row: PaymentTxRow) {
  return { transaction: String(row.id), cancel_time: num(row.cancelTime), state: row.state };
}
function checkAnswer(row: PaymentTxRow) {
  return {
    create_time: num(row.createTime),
    perform_time: num(row.performTime),
    cancel_time: num(row.cancelTime),
    transaction: String(row.id),
    state: row.state,
    reason: row.reason ?? null,
  };
}
function statementItem(row: PaymentTxRow) {
  const account = (row.data.account as Record<string, unknown> | undefined) ?? {
    order_id: String(row.orderId),
  };
  return {
    id: row.providerTxId,
    time: num(row.providerTime),
    amount: row.amount,
    account,
    create_time: num(row.createTime),
    perform_time: num(row.performTime),
    cancel_time: num(row.cancelTime),
    transaction: String(row.id),
    state: row.state,
    reason: row.reason ?? null,
    receivers: null,
  };
}

export interface PaymeDeps {
  repo: PaymentRepository;
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
    lock: Parameters<typeof lockOrder>[0] | null,
  ) {
    const orderId = orderIdOf(account);
    if (orderId === null) throw orderError('notFound');
    const order = lock
      ? await lockOrder(lock, merchant.id, orderId)
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
    const order = await lockOrder(tx, merchant.id, peek.orderId);
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

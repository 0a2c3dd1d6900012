/**
 * Payme's Merchant API as a protocol (integrations.md §1): its states, error codes and translated messages, the
 * params of each JSON-RPC method, the cashbox key of a request and the answers built from a stored transaction
 * row. The service (payme.ts) decides; this file only speaks the protocol.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { PaymentTxRow } from './repository.ts';

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

export const ORDER_MESSAGES: Record<'notFound' | 'wrongType' | 'notPayable' | 'paid', Localized> = {
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

export class PaymeError extends Error {
  constructor(
    readonly code: number,
    readonly localized: Localized = MESSAGES[code] ?? (MESSAGES[PAYME_ERROR.SYSTEM] as Localized),
    readonly data?: string,
  ) {
    super(`payme ${code}`);
  }
}

export function errorAnswer(id: RpcId, error: PaymeError): PaymeAnswer {
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

export const PARAMS = {
  CheckPerformTransaction: z.object({ amount: Amount, account: Account }),
  CreateTransaction: z.object({ id: TxId, time: Ms, amount: Amount, account: Account }),
  PerformTransaction: z.object({ id: TxId }),
  CancelTransaction: z.object({ id: TxId, reason: z.number().int() }),
  CheckTransaction: z.object({ id: TxId }),
  GetStatement: z.object({ from: Ms, to: Ms }),
} as const;
export type Method = keyof typeof PARAMS;

export function isMethod(value: string): value is Method {
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
export function orderIdOf(account: Record<string, unknown>): number | null {
  const raw = account.order_id;
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  if (!/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= 2_147_483_647 ? id : null;
}

export const num = (value: string | null): number => (value === null ? 0 : Number(value));

export function createAnswer(row: PaymentTxRow) {
  return { create_time: num(row.createTime), transaction: String(row.id), state: row.state };
}
export function performAnswer(row: PaymentTxRow) {
  return { transaction: String(row.id), perform_time: num(row.performTime), state: row.state };
}
export function cancelAnswer(row: PaymentTxRow) {
  return { transaction: String(row.id), cancel_time: num(row.cancelTime), state: row.state };
}
export function checkAnswer(row: PaymentTxRow) {
  return {
    create_time: num(row.createTime),
    perform_time: num(row.performTime),
    cancel_time: num(row.cancelTime),
    transaction: String(row.id),
    state: row.state,
    reason: row.reason ?? null,
  };
}
export function statementItem(row: PaymentTxRow) {
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

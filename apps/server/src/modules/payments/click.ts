/**
 * Click SHOP API, integrations.md §2: Click posts form-urlencoded Prepare (action 0) and Complete (action 1).
 * The MD5 signature is checked on the values exactly as received; the merchant is the one of `service_id`.
 * Amounts arrive in so'm ("15000" or "15000.00") and are compared as integer tiyin. Decision 113.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Tx } from '../../db/client.ts';
import type { OrderEventBus, OrderEventMessage } from '../../events/order-events.ts';
import type { OrderTransactionSteps } from '../orders/order-status.ts';
import { somToTiyin } from './links.ts';
import type { PaymentMerchant, PaymentRepository } from './repository.ts';
import { createSettlement, PROVIDER_PAYMENT_TYPES } from './settlement.ts';

export const CLICK_ERROR = {
  SUCCESS: 0,
  SIGN_CHECK_FAILED: -1,
  INCORRECT_AMOUNT: -2,
  ACTION_NOT_FOUND: -3,
  ALREADY_PAID: -4,
  USER_NOT_FOUND: -5,
  TRANSACTION_NOT_FOUND: -6,
  FAILED_TO_UPDATE: -7,
  BAD_REQUEST: -8,
  TRANSACTION_CANCELLED: -9,
} as const;
type ClickCode = (typeof CLICK_ERROR)[keyof typeof CLICK_ERROR];

export const CLICK_ERROR_NOTE: Record<ClickCode, string> = {
  0: 'Success',
  [-1]: 'SIGN CHECK FAILED!',
  [-2]: 'Incorrect parameter amount',
  [-3]: 'Action not found',
  [-4]: 'Already paid',
  [-5]: 'User does not exist',
  [-6]: 'Transaction does not exist',
  [-7]: 'Failed to update user',
  [-8]: 'Error in request from click',
  [-9]: 'Transaction cancelled',
};

export const CLICK_ACTION = { PREPARE: '0', COMPLETE: '1' } as const;

const PREPARE_FIELDS = [
  'click_trans_id',
  'service_id',
  'click_paydoc_id',
  'merchant_trans_id',
  'amount',
  'action',
  'error',
  'sign_time',
  'sign_string',
] as const;
const COMPLETE_FIELDS = [...PREPARE_FIELDS, 'merchant_prepare_id'] as const;

export type ClickFields = Record<string, string>;

/** Lowercase hex MD5 of the plain concatenation of §2 (values exactly as received). */
export function clickSign(fields: ClickFields, secretKey: string, kind: 'prepare' | 'complete'): string {
  const parts = [fields.click_trans_id, fields.service_id, secretKey, fields.merchant_trans_id];
  if (kind === 'complete') parts.push(fields.merchant_prepare_id);
  parts.push(fields.amount, fields.action, fields.sign_time);
  return createHash('md5')
    .update(parts.map((p) => p ?? '').join(''), 'utf8')
    .digest('hex');
}

function sameHex(a: string, b: string): boolean {
  const ba = Buffer.from(a.toLowerCase(), 'utf8');
  const bb = Buffer.from(b.toLowerCase(), 'utf8');
  return ba.length === bb.length && timingSafeEqual(ba, bb);
}

/** "15000", "15000.0" or "15000.00" as integer tiyin; null for anything else. */
export function clickAmountToTiyin(value: string): number | null {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!match?.[1]) return null;
  const fraction = (match[2] ?? '').padEnd(2, '0');
  return Number(match[1]) * 100 + Number(fraction);
}

const asNumberOrText = (value: string | undefined): number | string | null => {
  if (value === undefined) return null;
  return /^\d{1,15}$/.test(value) ? Number(value) : value;
};

function positiveInt(value: string | undefined): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const n = Number(value);
  return n <= 2_147_483_647 ? n : null;
}

export interface ClickPrepareAnswer {
  click_trans_id: number | string | null;
  merchant_trans_id: string | null;
  merchant_prepare_id: number | null;
  error: number;
  error_note: string;
}
export interface ClickCompleteAnswer {
  click_trans_id: number | string | null;
  merchant_trans_id: string | null;
  merchant_confirm_id: number | null;
  error: number;
  error_note: string;
}

export interface ClickDeps {
  repo: PaymentRepository;
  /** The orders module's steps inside our transaction (lock, pay, cancel). */
  orders: OrderTransactionSteps;
  clock: () => Date;
  orderEvents: OrderEventBus;
  log: { error(obj: unknown, msg?: string): void };
}

export function createClickService(deps: ClickDeps) {
  const { repo, clock, orderEvents } = deps;
  const { payOrder, cancelWaitingOrder } = createSettlement(deps.orders);

  /** The merchant of service_id when the signature is its own; null otherwise (-1). */
  async function signedMerchant(
    fields: ClickFields,
    kind: 'prepare' | 'complete',
  ): Promise<PaymentMerchant | null> {
    const merchant = await repo.merchantByClickServiceId(fields.service_id ?? '');
    if (!merchant?.clickSecretKey) return null;
    return sameHex(clickSign(fields, merchant.clickSecretKey, kind), fields.sign_string ?? '')
      ? merchant
      : null;
  }

  async function run<T>(work: (tx: Tx, events: OrderEventMessage[]) => Promise<T>): Promise<T> {
    const events: OrderEventMessage[] = [];
    const result = await repo.db.transaction(async (tx) => {
      events.length = 0;
      return work(tx, events);
    });
    for (const event of events) await orderEvents.publish(event);
    return result;
  }

  return {
    async prepare(fields: ClickFields): Promise<ClickPrepareAnswer> {
      const answer = (error: ClickCode, prepareId: number | null = null): ClickPrepareAnswer => ({
        click_trans_id: asNumberOrText(fields.click_trans_id),
        merchant_trans_id: fields.merchant_trans_id ?? null,
        merchant_prepare_id: prepareId,
        error,
        error_note: CLICK_ERROR_NOTE[error],
      });
      if (PREPARE_FIELDS.some((f) => fields[f] === undefined || fields[f] === '')) {
        return answer(CLICK_ERROR.BAD_REQUEST);
      }
      const merchant = await signedMerchant(fields, 'prepare');
      if (!merchant) return answer(CLICK_ERROR.SIGN_CHECK_FAILED);
      if (fields.action !== CLICK_ACTION.PREPARE) return answer(CLICK_ERROR.ACTION_NOT_FOUND);
      const orderId = positiveInt(fields.merchant_trans_id);
      if (orderId === null) return answer(CLICK_ERROR.USER_NOT_FOUND);
      const amount = clickAmountToTiyin(fields.amount ?? '');
      try {
        return await run(async (tx) => {
          const order = await deps.orders.lock(tx, merchant.id, orderId);
          if (!order || !PROVIDER_PAYMENT_TYPES.CLICK.includes(order.paymentType)) {
            return answer(CLICK_ERROR.USER_NOT_FOUND);
          }
          if (order.isPaid) return answer(CLICK_ERROR.ALREADY_PAID);
          if (order.status === 'CANCELED' || order.status === 'DELIVERED' || order.status === 'CLOSED') {
            return answer(CLICK_ERROR.TRANSACTION_CANCELLED);
          }
          if (amount === null || amount !== somToTiyin(order.totalPrice)) {
            return answer(CLICK_ERROR.INCORRECT_AMOUNT);
          }
          const clickTransId = fields.click_trans_id as string;
          const known = await repo.txByProviderId(tx, merchant.id, 'CLICK', clickTransId);
          if (known) {
            if (known.orderId !== order.id) return answer(CLICK_ERROR.TRANSACTION_NOT_FOUND);
            if (known.status === 'CONFIRMED') return answer(CLICK_ERROR.ALREADY_PAID);
            if (known.status === 'CANCELLED') return answer(CLICK_ERROR.TRANSACTION_CANCELLED);
            return answer(CLICK_ERROR.SUCCESS, known.id);
          }
          const row = await repo.insertTx(tx, {
            merchantId: merchant.id,
            orderId: order.id,
            provider: 'CLICK',
            providerTxId: clickTransId,
            state: 1,
            status: 'PREPARED',
            amount,
            providerTime: fields.sign_time ?? null,
            createTime: String(clock().getTime()),
            data: { clickPaydocId: fields.click_paydoc_id },
          });
          return answer(CLICK_ERROR.SUCCESS, row.id);
        });
      } catch (error) {
        deps.log.error({ err: error }, 'click prepare failed');
        return answer(CLICK_ERROR.FAILED_TO_UPDATE);
      }
    },

    async complete(fields: ClickFields): Promise<ClickCompleteAnswer> {
      const answer = (error: ClickCode, confirmId: number | null = null): ClickCompleteAnswer => ({
        click_trans_id: asNumberOrText(fields.click_trans_id),
        merchant_trans_id: fields.merchant_trans_id ?? null,
        merchant_confirm_id: confirmId,
        error,
        error_note: CLICK_ERROR_NOTE[error],
      });
      if (COMPLETE_FIELDS.some((f) => fields[f] === undefined || fields[f] === '')) {
        return answer(CLICK_ERROR.BAD_REQUEST);
      }
      const clickError = Number(fields.error);
      if (!Number.isInteger(clickError)) return answer(CLICK_ERROR.BAD_REQUEST);
      const merchant = await signedMerchant(fields, 'complete');
      if (!merchant) return answer(CLICK_ERROR.SIGN_CHECK_FAILED);
      if (fields.action !== CLICK_ACTION.COMPLETE) return answer(CLICK_ERROR.ACTION_NOT_FOUND);
      const orderId = positiveInt(fields.merchant_trans_id);
      if (orderId === null) return answer(CLICK_ERROR.USER_NOT_FOUND);
      const prepareId = positiveInt(fields.merchant_prepare_id);
      if (prepareId === null) return answer(CLICK_ERROR.TRANSACTION_NOT_FOUND);
      const amount = clickAmountToTiyin(fields.amount ?? '');
      try {
        return await run(async (tx, events) => {
          const now = clock();
          const order = await deps.orders.lock(tx, merchant.id, orderId);
          if (!order || !PROVIDER_PAYMENT_TYPES.CLICK.includes(order.paymentType)) {
            return answer(CLICK_ERROR.USER_NOT_FOUND);
          }
          const row = await repo.txById(tx, merchant.id, 'CLICK', prepareId);
          if (!row || row.orderId !== order.id || row.providerTxId !== fields.click_trans_id) {
            return answer(CLICK_ERROR.TRANSACTION_NOT_FOUND);
          }
          // Click repeats a Complete it got no answer to: after success it expects "Already paid".
          if (row.status === 'CONFIRMED') return answer(CLICK_ERROR.ALREADY_PAID, row.id);
          if (row.status === 'CANCELLED') return answer(CLICK_ERROR.TRANSACTION_CANCELLED, row.id);
          if (amount === null || amount !== row.amount) return answer(CLICK_ERROR.INCORRECT_AMOUNT);
          const cancel = async () => {
            events.push(...(await cancelWaitingOrder(tx, order, 'CLICK', now)));
            await repo.updateTx(tx, row.id, {
              state: -1,
              status: 'CANCELLED',
              cancelTime: String(now.getTime()),
              data: { ...row.data, clickError, errorNote: fields.error_note ?? null },
            });
            return answer(CLICK_ERROR.TRANSACTION_CANCELLED, row.id);
          };
          // Click could not take the money (e.g. -5017 not enough funds): the payment is cancelled.
          if (clickError < 0) return cancel();
          if (order.isPaid) return answer(CLICK_ERROR.ALREADY_PAID);
          if (order.status === 'CANCELED' || order.status === 'DELIVERED' || order.status === 'CLOSED') {
            return cancel();
          }
          events.push(...(await payOrder(tx, order, 'CLICK', now)));
          await repo.updateTx(tx, row.id, {
            state: 2,
            status: 'CONFIRMED',
            performTime: String(now.getTime()),
          });
          return answer(CLICK_ERROR.SUCCESS, row.id);
        });
      } catch (error) {
        deps.log.error({ err: error }, 'click complete failed');
        return answer(CLICK_ERROR.FAILED_TO_UPDATE);
      }
    },
  };
}

export type ClickService = ReturnType<typeof createClickService>;

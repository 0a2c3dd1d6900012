/**
 * Paying with a saved card: Payme Subscribe API receipts (integrations.md §1, decision 319). Every Payme shape
 * stays here; the pay service sees `ReceiptProvider`.
 *
 *   X-Auth: "<cashbox id>:<cashbox key>"   (the cards.* methods send the id only)
 *   receipts.create {amount (tiyin), account: {order_id}, description} -> {receipt: {_id, state: 0, ...}}
 *   receipts.pay    {id, token}                                       -> {receipt: {_id, state: 4 paid, ...}}
 *   receipts.cancel {id}                                              -> {receipt: {_id, state: 50, ...}}
 *
 * A cashbox connected to the Merchant API is called by Payme while a receipt is paid (CheckPerformTransaction,
 * CreateTransaction, PerformTransaction for the receipt's account), so the order is marked paid by the same
 * code as a payment on Payme's page (payments/payme.ts) — confidence M, see decision 319.
 */
import type { FastifyBaseLogger } from 'fastify';
import { asRecord, CardRefusal, createSubscribeRpc } from './payme-subscribe.ts';

/** Payme receipt states we act on (others mean "not paid yet" or "failed"). */
export const RECEIPT_STATE = { CREATED: 0, PAID: 4, CANCELLED: 50 } as const;

export interface Receipt {
  id: string;
  state: number;
}

export interface ReceiptProvider {
  create(input: { amountTiyin: number; orderId: number; description: string }): Promise<Receipt>;
  pay(receiptId: string, token: string): Promise<Receipt>;
  cancel(receiptId: string): Promise<void>;
}

function readReceipt(result: unknown): Receipt {
  const receipt = asRecord(asRecord(result).receipt);
  const id = receipt._id;
  const state = receipt.state;
  if (typeof id !== 'string' || typeof state !== 'number') throw new CardRefusal('unavailable');
  return { id, state };
}

export function createPaymeReceipts(options: {
  baseUrl: string;
  paymeMerchantId: string;
  paymeKey: string;
  fetch: typeof fetch;
  log: FastifyBaseLogger;
}): ReceiptProvider {
  const call = createSubscribeRpc({
    baseUrl: options.baseUrl,
    xAuth: `${options.paymeMerchantId}:${options.paymeKey}`,
    fetch: options.fetch,
    log: options.log,
  });
  return {
    async create({ amountTiyin, orderId, description }) {
      return readReceipt(
        await call('receipts.create', {
          amount: amountTiyin,
          account: { order_id: String(orderId) },
          description,
        }),
      );
    },
    async pay(receiptId, token) {
      return readReceipt(await call('receipts.pay', { id: receiptId, token }));
    },
    async cancel(receiptId) {
      await call('receipts.cancel', { id: receiptId });
    },
  };
}

/**
 * Refunds through the provider (decision 246). One adapter per provider answers `requestRefund(order, payment)`:
 *
 * - `done`: the money went back and the order's payment is refunded (the order shows unpaid);
 * - `pending`: the provider has it but has not answered yet: ask again later;
 * - `manual`: a person must return it in the provider's cabinet (the provider then calls us and its callback
 *   clears the refund, decision 112) or by hand; `reason` says why.
 *
 * Payme's and Click's merchant APIs and Uzum's are called BY the provider: we have no outbound call that returns
 * a checkout payment. So a live merchant's adapter answers `manual`. A sandbox merchant's (decision 173) plays
 * the provider's refund against OUR endpoints exactly as the provider would (Payme CancelTransaction reason 5 on
 * the performed transaction, Uzum /reverse), so the refund runs through the same code a real one takes. Click's
 * SHOP API has no reversal call to us (the merchant asks Click for it), so its sandbox refund is the adapter's
 * own step in process: the same settlement (order unpaid) and the transaction marked cancelled after payment.
 */
import { apiPaths } from '@dasturxon/contracts';
import type { Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import type { OrderEventBus, OrderEventMessage } from '../../events/order-events.ts';
import type { OrderTransactionSteps } from '../orders/order-status.ts';
import { paysInSandbox } from './payment-mode.ts';
import type {
  OrderRow,
  PaymentMerchant,
  PaymentRepository,
  PaymentTxRow,
  ProviderName,
} from './repository.ts';
import { canRefund, createSettlement } from './settlement.ts';
import { UZUM_PROTOCOL, uzumBasicAuth } from './uzum.ts';

export type RefundAnswer =
  | { outcome: 'done' }
  | { outcome: 'pending'; reason: string }
  | { outcome: 'manual'; reason: RefundManualReason };

/** Why a person must give the money back. */
export type RefundManualReason = 'liveProvider' | 'noPayment' | 'kitchenStarted' | 'providerRefused';

export interface RefundAdapter {
  requestRefund(order: OrderRow, payment: PaymentTxRow): Promise<RefundAnswer>;
}

/** Payme's reason for a refund after perform (CancelTransaction reason 5: "refund"). */
export const PAYME_REFUND_REASON = 5;

/** A call to our own provider endpoint under /api, as the provider makes it (the app's inject). */
export type ProviderCall = (
  path: string,
  headers: Record<string, string>,
  payload: string,
) => Promise<{ status: number; body: Record<string, unknown> | undefined }>;

export interface RefundAdapterDeps {
  env: Pick<Env, 'PAYMENTS_MODE'>;
  db: Db;
  clock: () => Date;
  repo: PaymentRepository;
  orders: OrderTransactionSteps;
  orderEvents: OrderEventBus;
  call: ProviderCall;
}

/** The taken payment of an order: Payme performed (2), Click/Uzum confirmed; null when there is none. */
export function isTakenPayment(row: PaymentTxRow): boolean {
  return row.provider === 'PAYME' ? row.state === 2 : row.status === 'CONFIRMED';
}

/** The adapter for one provider of one merchant. */
export function refundAdapterFor(
  deps: RefundAdapterDeps,
  merchant: PaymentMerchant,
  provider: ProviderName,
): RefundAdapter {
  if (!paysInSandbox(deps.env.PAYMENTS_MODE, merchant)) {
    return { requestRefund: async () => ({ outcome: 'manual', reason: 'liveProvider' }) };
  }
  if (provider === 'PAYME') return sandboxPayme(deps, merchant);
  if (provider === 'UZUM') return sandboxUzum(deps, merchant);
  return sandboxClick(deps);
}

function sandboxPayme(deps: RefundAdapterDeps, merchant: PaymentMerchant): RefundAdapter {
  return {
    async requestRefund(_order, payment) {
      const res = await deps.call(
        apiPaths.paymeCallback(),
        {
          'content-type': 'application/json',
          authorization: `Basic ${Buffer.from(`Paycom:${merchant.paymeKey ?? ''}`).toString('base64')}`,
        },
        JSON.stringify({
          method: 'CancelTransaction',
          params: { id: payment.providerTxId, reason: PAYME_REFUND_REASON },
          id: payment.id,
        }),
      );
      const result = res.body?.result as { state?: number } | undefined;
      if (res.status === 200 && result?.state === -2) return { outcome: 'done' };
      const error = res.body?.error as { code?: number } | undefined;
      // -31007: the order can no longer be cancelled (kitchen started): Payme would refuse too.
      if (error?.code === -31007) return { outcome: 'manual', reason: 'providerRefused' };
      throw new Error(`Payme CancelTransaction answered ${res.status}: ${JSON.stringify(res.body)}`);
    },
  };
}

function sandboxUzum(deps: RefundAdapterDeps, merchant: PaymentMerchant): RefundAdapter {
  const F = UZUM_PROTOCOL.fields;
  return {
    async requestRefund(_order, payment) {
      const serviceId = /^\d+$/.test(merchant.uzumServiceId ?? '')
        ? Number(merchant.uzumServiceId)
        : merchant.uzumServiceId;
      const res = await deps.call(
        apiPaths.uzumCallback('reverse'),
        {
          'content-type': 'application/json',
          authorization: uzumBasicAuth(merchant.uzumLogin ?? '', merchant.uzumPassword ?? ''),
        },
        JSON.stringify({
          [F.serviceId]: serviceId,
          [F.timestamp]: deps.clock().getTime(),
          [F.transId]: payment.providerTxId,
        }),
      );
      if (res.status === 200 && res.body?.status === UZUM_PROTOCOL.statuses.REVERSED)
        return { outcome: 'done' };
      if (res.status === 200 && res.body?.status === UZUM_PROTOCOL.statuses.FAILED) {
        return { outcome: 'manual', reason: 'providerRefused' };
      }
      throw new Error(`Uzum reverse answered ${res.status}: ${JSON.stringify(res.body)}`);
    },
  };
}

/** Click has no reversal call to our SHOP API endpoints: the sandbox refunds in process (same settlement). */
function sandboxClick(deps: RefundAdapterDeps): RefundAdapter {
  const { refundOrder } = createSettlement(deps.orders);
  return {
    async requestRefund(order, payment) {
      const events: OrderEventMessage[] = [];
      const answer = await deps.db.transaction(async (tx): Promise<RefundAnswer> => {
        const locked = await deps.orders.lock(tx, order.merchantId, order.id);
        const row = await deps.repo.txById(tx, order.merchantId, 'CLICK', payment.id);
        if (!locked || !row) return { outcome: 'manual', reason: 'noPayment' };
        if (row.status !== 'CONFIRMED') return { outcome: 'done' };
        if (!canRefund(locked)) return { outcome: 'manual', reason: 'kitchenStarted' };
        const now = deps.clock();
        events.push(...(await refundOrder(tx, locked, 'CLICK', now)));
        await deps.repo.updateTx(tx, row.id, {
          state: -2,
          status: 'CANCELLED',
          cancelTime: String(now.getTime()),
        });
        return { outcome: 'done' };
      });
      for (const event of events) await deps.orderEvents.publish(event);
      return answer;
    },
  };
}

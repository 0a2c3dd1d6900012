/**
 * Paying an order with a saved card (issue 10, decision 319): the card's stored token pays a Payme receipt for
 * the order (payme-receipts.ts); Payme then calls our Merchant API, which marks the order paid exactly as a
 * payment on Payme's page does. Checked first, in this order: the order is the caller's (merchant and user), is
 * a Payme order, unpaid and not final; the card is the caller's (merchant and user), confirmed and not expired;
 * the merchant has Payme keys. Nothing but the token ever leaves for the provider; no CVV exists anywhere.
 * Two taps cannot charge twice: Payme's CreateTransaction for an order that already has a live transaction is
 * refused by our endpoint (-31008), so the second receipt fails and is cancelled.
 * A refusal the customer can act on has its own code (decision 338): CARD_EXPIRED, CARD_NO_FUNDS, CARD_REMOVED
 * (422, the order stays unpaid and can be paid another way); any other refusal is CARD_ERROR with our reason.
 */
import { type Checkout, type ErrorCode, isCardExpired, type PaymentType } from '@dasturxon/contracts';
import { isFinalStatus } from '@dasturxon/domain';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, notFound } from '../../errors/app-error.ts';
import type { MessageKey } from '../../errors/messages.ts';
import { RECEIPT_STATE, type ReceiptProvider } from './payme-receipts.ts';
import { CardRefusal, type CardRefusalReason } from './payme-subscribe.ts';
import type { CardRepository, Owner } from './repository.ts';

/** The order as paying it needs (the payments repository's row). */
export interface PayableOrder {
  id: number;
  number: number;
  userId: number;
  paymentType: PaymentType;
  isPaid: boolean;
  status: Parameters<typeof isFinalStatus>[0];
  totalPrice: number;
}

export interface CardPayDeps {
  repo: Pick<CardRepository, 'find'>;
  orderOf(merchantId: string, orderId: number): Promise<PayableOrder | null>;
  /** The merchant's Payme cashbox id and key; null when it has none. */
  paymeKeys(merchantId: string): Promise<{ paymeMerchantId: string; paymeKey: string } | null>;
  receiptsFor(keys: { paymeMerchantId: string; paymeKey: string }): ReceiptProvider;
  clock: () => Date;
  log: FastifyBaseLogger;
}

const notPayable = () => new AppError('ORDER_STATE_CONFLICT', 409, 'orderNotPayable');

/** Refusals the checkout explains in its own words, each with its code (decision 338). */
const PAY_REFUSALS: Partial<Record<CardRefusalReason, [ErrorCode, MessageKey]>> = {
  expired: ['CARD_EXPIRED', 'cardPayExpired'],
  noMoney: ['CARD_NO_FUNDS', 'cardPayNoFunds'],
  cardNotFound: ['CARD_REMOVED', 'cardPayRemoved'],
};

/** A refusal as the pay endpoint answers it: its own code when it has one, else the CardRefusal (CARD_ERROR). */
export function payRefusal(err: unknown): unknown {
  if (!(err instanceof CardRefusal)) return err;
  const known = PAY_REFUSALS[err.reason];
  return known ? new AppError(known[0], 422, known[1], { cause: err }) : err;
}

export function createCardPayService(deps: CardPayDeps) {
  return {
    async pay(owner: Owner, cardId: number, orderId: number): Promise<Checkout> {
      try {
        return await payOnce(owner, cardId, orderId);
      } catch (err) {
        throw payRefusal(err);
      }
    },
  };

  async function payOnce(owner: Owner, cardId: number, orderId: number): Promise<Checkout> {
    const order = await deps.orderOf(owner.merchantId, orderId);
    if (!order || order.userId !== owner.userId) throw notFound('orderNotFound');
    if (order.paymentType !== 'PAYME') throw notPayable();
    if (order.isPaid) throw new AppError('ORDER_ALREADY_PAID', 409, 'orderAlreadyPaid');
    if (isFinalStatus(order.status)) throw notPayable();
    const card = await deps.repo.find(owner, cardId);
    if (!card?.isVerified) throw notFound('cardNotFound');
    if (isCardExpired(card.expire, deps.clock())) throw new CardRefusal('expired');
    const keys = await deps.paymeKeys(owner.merchantId);
    if (!keys) throw notPayable();

    const provider = deps.receiptsFor(keys);
    const receipt = await provider.create({
      amountTiyin: order.totalPrice * 100,
      orderId: order.id,
      description: `Order ${order.number}`,
    });
    let paid: boolean;
    try {
      paid = (await provider.pay(receipt.id, card.token)).state === RECEIPT_STATE.PAID;
    } catch (err) {
      await provider.cancel(receipt.id).catch((e: unknown) => {
        deps.log.warn({ orderId, err: (e as Error).message }, 'payme receipt not cancelled');
      });
      throw err;
    }
    // Paid at Payme: the order is paid once its Merchant API call arrived (in the sandbox, before this line).
    const after = await deps.orderOf(owner.merchantId, orderId);
    deps.log.info(
      { orderId, cardId, paid, orderPaid: after?.isPaid ?? false },
      'order paid with a saved card',
    );
    return {
      orderId: order.id,
      paymentType: order.paymentType,
      amount: order.totalPrice,
      isPaid: after?.isPaid ?? false,
      url: null,
    };
  }
}

export type CardPayService = ReturnType<typeof createCardPayService>;

/**
 * GET /payments/v2/checkout/{id}: where the customer pays for their order (decision 110). A live merchant: the
 * provider's page with the merchant's ids; a sandbox merchant on a server in sandbox mode: our sandbox page on
 * this server (decision 173).
 */
import {
  type Checkout,
  type Lang,
  ONLINE_PAYMENT_TYPES,
  type OnlinePaymentType,
  type PaymentProvider,
  type PaymentType,
} from '@dasturxon/contracts';
import { isFinalStatus } from '@dasturxon/domain';
import type { Env } from '../../env.ts';
import { AppError, notFound } from '../../errors/app-error.ts';
import {
  clickCheckoutUrl,
  paymeCheckoutUrl,
  sandboxCheckoutUrl,
  somToTiyin,
  storefrontOrigin,
  uzumCheckoutUrl,
} from './links.ts';
import { paysInSandbox } from './payment-mode.ts';
import type { PaymentMerchant, PaymentRepository } from './repository.ts';

/** Types paid at the door or the counter: nothing to redirect to. */
const OFFLINE_TYPES: readonly PaymentType[] = ['CASH', 'TERMINAL'];

export const PROVIDER_OF_TYPE: Record<OnlinePaymentType, PaymentProvider> = {
  PAYME: 'payme',
  CLICK: 'click',
  UZUM: 'uzum',
};

export function isOnlineType(type: PaymentType): type is OnlinePaymentType {
  return (ONLINE_PAYMENT_TYPES as readonly PaymentType[]).includes(type);
}

export const orderNotPayable = () => new AppError('ORDER_STATE_CONFLICT', 409, 'orderNotPayable');
export const orderAlreadyPaid = () => new AppError('ORDER_ALREADY_PAID', 409, 'orderAlreadyPaid');

export interface CheckoutDeps {
  repo: PaymentRepository;
  env: Env;
  log: { warn(obj: unknown, msg?: string): void };
}

export function createCheckoutService({ repo, env, log }: CheckoutDeps) {
  function liveUrl(
    merchant: PaymentMerchant,
    type: OnlinePaymentType,
    order: { id: number; totalPrice: number },
    returnUrl: string,
    lang: Lang,
  ): string | null {
    if (type === 'PAYME' && merchant.paymeMerchantId) {
      return paymeCheckoutUrl({
        baseUrl: env.PAYME_CHECKOUT_URL,
        paymeMerchantId: merchant.paymeMerchantId,
        orderId: order.id,
        amountTiyin: somToTiyin(order.totalPrice),
        lang,
        returnUrl,
      });
    }
    if (type === 'CLICK' && merchant.clickServiceId && merchant.clickMerchantId) {
      return clickCheckoutUrl({
        baseUrl: env.CLICK_CHECKOUT_URL,
        serviceId: merchant.clickServiceId,
        clickMerchantId: merchant.clickMerchantId,
        orderId: order.id,
        amountSom: order.totalPrice,
        returnUrl,
      });
    }
    if (type === 'UZUM' && merchant.uzumServiceId) {
      return uzumCheckoutUrl({
        baseUrl: env.UZUM_CHECKOUT_URL,
        serviceId: merchant.uzumServiceId,
        orderId: order.id,
        amountTiyin: somToTiyin(order.totalPrice),
        returnUrl,
      });
    }
    return null;
  }

  return {
    async checkout(opts: {
      merchantId: string;
      userId: number;
      orderId: number;
      returnPath: string | undefined;
      lang: Lang;
    }): Promise<Checkout> {
      const order = await repo.orderOf(opts.merchantId, opts.orderId);
      if (!order || order.userId !== opts.userId) throw notFound('orderNotFound');
      const base = {
        orderId: order.id,
        paymentType: order.paymentType,
        amount: order.totalPrice,
        isPaid: order.isPaid,
      };
      if (OFFLINE_TYPES.includes(order.paymentType)) return { ...base, url: null };
      if (!isOnlineType(order.paymentType)) throw orderNotPayable();
      if (order.isPaid) throw orderAlreadyPaid();
      if (isFinalStatus(order.status)) throw orderNotPayable();
      const returnPath = opts.returnPath ?? `/profile/orders/${order.id}`;
      const provider = PROVIDER_OF_TYPE[order.paymentType];
      const merchant = await repo.merchantById(order.merchantId);
      // Only a merchant with sandbox credentials on a server in sandbox mode pays on the sandbox page; a live
      // merchant goes to the real provider whatever the server's mode (decision 173).
      if (merchant && paysInSandbox(env.PAYMENTS_MODE, merchant)) {
        return {
          ...base,
          url: sandboxCheckoutUrl({ provider, orderId: order.id, merchantId: order.merchantId, returnPath }),
        };
      }
      const url = merchant
        ? liveUrl(
            merchant,
            order.paymentType,
            order,
            storefrontOrigin(merchant, env.BASE_DOMAIN) + returnPath,
            opts.lang,
          )
        : null;
      if (!url) {
        log.warn(
          { merchantId: order.merchantId, provider },
          'checkout: the merchant has no credentials for it',
        );
        throw orderNotPayable();
      }
      return { ...base, url };
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;

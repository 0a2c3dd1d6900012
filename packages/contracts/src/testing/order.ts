/** Builders of ordering's shapes (order.ts, payment.ts): orders, their pages, quotes, settings, promos, payment. */
import type {
  Courier,
  Order,
  OrderItem,
  OrderPage,
  OrderQuote,
  OrderSettings,
  OrderTotals,
  Promo,
  UserPromo,
} from '../order.ts';
import type { Checkout } from '../payment.ts';
import { type DeepPartial, merge } from './merge.ts';
import { BASE_DATE, ml, nextId } from './sequence.ts';

/** Totals of two products for 50 000 so'm, nothing off, nothing added. */
export function makeOrderTotals(overrides: DeepPartial<OrderTotals> = {}): OrderTotals {
  return merge<OrderTotals>(
    {
      productPrice: 50_000,
      productDiscount: 0,
      productCount: 2,
      promoProductDiscount: 0,
      deliveryPrice: 0,
      deliveryDiscount: 0,
      serviceFee: 0,
      cashback: 0,
      totalDiscount: 0,
      totalPrice: 50_000,
    },
    overrides,
  );
}

/** One line of product 1 at 25 000 so'm, twice. */
export function makeOrderItem(overrides: DeepPartial<OrderItem> = {}): OrderItem {
  const productId = overrides.productId ?? 1;
  return merge<OrderItem>(
    {
      productId,
      name: ml(`Taom ${productId}`),
      image: null,
      count: 2,
      costPrice: 25_000,
      discount: 0,
      unitPrice: 25_000,
      linePrice: 50_000,
      lineDiscount: 0,
      modifications: [],
    },
    overrides,
  );
}

/** An open pick-up order of customer 7 at branch 1, paid with Payme (unpaid yet), cancellable. */
export function makeOrder(overrides: DeepPartial<Order> = {}): Order {
  const id = overrides.id ?? nextId('order');
  return merge<Order>(
    {
      id,
      number: 1041 + id,
      userId: 7,
      status: 'OPEN',
      serviceType: 'PICK_UP',
      paymentType: 'PAYME',
      isPaid: false,
      paidAt: null,
      branch: {
        id: 1,
        name: { uz: 'Chilonzor', ru: 'Чиланзар', eng: 'Chilanzar' },
        address: 'Bunyodkor 1',
        latitude: 41.28,
        longitude: 69.2,
        phone: '998712000000',
      },
      cityId: null,
      address: null,
      items: [],
      totals: makeOrderTotals(),
      promoCode: null,
      comment: null,
      courierComment: null,
      sendCheque: false,
      later: false,
      deliveryAt: null,
      promisedAt: null,
      refunded: false,
      hallId: null,
      tableId: null,
      orderDevice: 'WEB',
      courierId: null,
      courierStatus: 'NONE',
      distance: null,
      reason: null,
      canCancel: true,
      canPay: true,
      statusLog: [{ status: 'OPEN', at: BASE_DATE }],
      createdDate: BASE_DATE,
      lastModifiedDate: BASE_DATE,
    },
    overrides,
  );
}

/** One page (of ten) holding the given orders. */
export function makeOrderPage(
  orders: Order[] = [makeOrder()],
  overrides: Partial<OrderPage> = {},
): OrderPage {
  return {
    content: orders,
    page: 0,
    size: 10,
    totalElements: orders.length,
    totalPages: 1,
    ...overrides,
  };
}

/** The quote of a basket with no problems: totals as makeOrderTotals, no delivery minimum, no cashback. */
export function makeOrderQuote(overrides: DeepPartial<OrderQuote> = {}): OrderQuote {
  return merge<OrderQuote>(
    {
      totals: makeOrderTotals(),
      items: [],
      problems: [],
      minOrderAmount: 0,
      cashbackBalance: 0,
      deliveryZoneId: null,
      distance: null,
    },
    overrides,
  );
}

/** No service fee or minimum, cash and Payme on the web, cash in Telegram, pick-up by default, live payments. */
export function makeOrderSettings(overrides: DeepPartial<OrderSettings> = {}): OrderSettings {
  return merge<OrderSettings>(
    {
      isServiceFeeEnabled: false,
      isServiceFeeFreeAboveThreshold: false,
      serviceFeeThreshold: 0,
      serviceFeeAmount: 0,
      minimalDeliveryPrice: 0,
      minOrderAmount: 0,
      freeDeliveryThreshold: 0,
      deliveryPricePerKm: 0,
      deliveryFreeKm: 0,
      laterDaysAhead: 2,
      cityId: null,
      paymentTypes: { WEB: ['CASH', 'PAYME'], TG: ['CASH'] },
      paymentsSandbox: false,
      defaultServiceType: { telegram: 'PICK_UP', website: 'PICK_UP', application: 'PICK_UP' },
    },
    overrides,
  );
}

/** An active 10 % promo on products, code CODE<id>, no minimum, no dates. */
export function makePromo(overrides: DeepPartial<Promo> = {}): Promo {
  const id = overrides.id ?? nextId('promo');
  return merge<Promo>(
    {
      id,
      code: `CODE${id}`,
      discountType: 'PERCENTAGE',
      productDiscount: 10,
      deliveryDiscount: 0,
      minPrice: 0,
      startDate: null,
      endDate: null,
      isActive: true,
      createdDate: BASE_DATE,
      lastModifiedDate: BASE_DATE,
    },
    overrides,
  );
}

/** A promo of the customer's, available to use. */
export function makeUserPromo(overrides: DeepPartial<UserPromo> = {}): UserPromo {
  const { state = 'AVAILABLE', usedAt = null, orderId = null, ...promo } = overrides;
  return { ...makePromo(promo), state, usedAt, orderId };
}

/** Where to pay order 1 with Payme: the sandbox's page. */
export function makePaymentCheckout(overrides: DeepPartial<Checkout> = {}): Checkout {
  const orderId = overrides.orderId ?? 1;
  return merge<Checkout>(
    {
      orderId,
      paymentType: 'PAYME',
      amount: 50_000,
      isPaid: false,
      url: `/sandbox/pay/payme?order=${orderId}`,
    },
    overrides,
  );
}

/** A courier on the way, without a known position. */
export function makeCourier(overrides: DeepPartial<Courier> = {}): Courier {
  const id = overrides.id ?? nextId('courier');
  return merge<Courier>(
    {
      id,
      name: `Kuryer ${id}`,
      phone: '998901112233',
      status: 'PERFORMER_FOUND',
      latitude: null,
      longitude: null,
      locationAt: null,
    },
    overrides,
  );
}

/**
 * Order pricing (spec §9, issue 4): one set of rules for the server (authoritative, every order) and the web
 * (instant preview). Whole so'm in and out.
 *
 * Rounding rule (decision 100): every percentage is taken of a whole-so'm amount and rounded half up to the
 * so'm (`discountAmount` of money.ts) — product discounts per basket line, promo percentages once on the
 * products after product discounts and once on the delivery price. Fixed amounts are whole so'm already.
 * Each discount is capped at what it discounts, so no total is ever negative.
 */
import type { OrderServiceType, OrderTotals } from '@dasturxon/contracts';
import { discountAmount } from './money.ts';

export interface PricedModifierInput {
  price: number;
  count: number;
}

/** One basket line with the menu's prices (never the client's). */
export interface PricedLineInput {
  costPrice: number;
  /** Product discount percent 0..100 (on cost price and modifier prices, spec §9). */
  discount: number;
  count: number;
  modifiers: readonly PricedModifierInput[];
}

export interface PromoTerms {
  discountType: 'AMOUNT' | 'PERCENTAGE';
  /** So'm or percent off the products. */
  productDiscount: number;
  /** So'm or percent off the delivery price. */
  deliveryDiscount: number;
}

export interface ServiceFeeTerms {
  isServiceFeeEnabled: boolean;
  isServiceFeeFreeAboveThreshold: boolean;
  serviceFeeThreshold: number;
  serviceFeeAmount: number;
}

export interface PricingInput {
  lines: readonly PricedLineInput[];
  serviceType: OrderServiceType;
  /** From the tariff (delivery zones and distance); ignored unless the service type is DELIVERY. */
  deliveryPrice: number;
  promo: PromoTerms | null;
  /** So'm of cashback the customer asks to spend. */
  cashbackRequested: number;
  /** The customer's balance. */
  cashbackBalance: number;
  serviceFee: ServiceFeeTerms | null;
}

export interface PricedLine {
  /** Cost price + modifier prices (times their counts) of one unit, before the product discount. */
  unitPrice: number;
  /** unitPrice × count. */
  linePrice: number;
  /** The product discount of the whole line. */
  lineDiscount: number;
}

const whole = (n: number): number => (Number.isFinite(n) ? Math.max(0, Math.trunc(n)) : 0);

/** Price of one basket line (spec §9: the product discount applies to cost price and modifier prices). */
export function priceLine(line: PricedLineInput): PricedLine {
  const unitPrice =
    whole(line.costPrice) + line.modifiers.reduce((sum, m) => sum + whole(m.price) * whole(m.count), 0);
  const linePrice = unitPrice * whole(line.count);
  return { unitPrice, linePrice, lineDiscount: discountAmount(linePrice, line.discount) };
}

/** What a promo takes off an amount: a percentage of it (rounded half up) or a fixed sum, never more than it. */
export function promoShare(type: PromoTerms['discountType'], value: number, base: number): number {
  if (base <= 0 || value <= 0) return 0;
  if (type === 'PERCENTAGE') return discountAmount(base, Math.min(100, value));
  return Math.min(base, whole(value));
}

/** Service fee from order settings: a flat amount, free when products (after discounts) reach the threshold. */
export function serviceFeeFor(terms: ServiceFeeTerms | null, productsAfterDiscount: number): number {
  if (!terms?.isServiceFeeEnabled || productsAfterDiscount <= 0) return 0;
  if (terms.isServiceFeeFreeAboveThreshold && productsAfterDiscount >= terms.serviceFeeThreshold) return 0;
  return whole(terms.serviceFeeAmount);
}

/**
 * Totals of an order (spec §9): products + delivery + service fee − promo − cashback − product discount.
 * Pick-up and dine-in have no delivery price and so no delivery promo. Cashback is spent up to what is left to
 * pay, and is 0 for an empty basket (spec §4). It is also clamped at the balance, as every input is sanitised
 * here; asking for more than the balance is refused before pricing by the server (decision 100).
 */
export function priceOrder(input: PricingInput): { totals: OrderTotals; lines: PricedLine[] } {
  const lines = input.lines.map(priceLine);
  const productPrice = lines.reduce((s, l) => s + l.linePrice, 0);
  const productDiscount = lines.reduce((s, l) => s + l.lineDiscount, 0);
  const productCount = input.lines.reduce((s, l) => s + whole(l.count), 0);
  const productsAfterDiscount = productPrice - productDiscount;

  const deliveryPrice = input.serviceType === 'DELIVERY' && productPrice > 0 ? whole(input.deliveryPrice) : 0;
  const promo = input.promo;
  const promoProductDiscount = promo
    ? promoShare(promo.discountType, promo.productDiscount, productsAfterDiscount)
    : 0;
  const deliveryDiscount = promo ? promoShare(promo.discountType, promo.deliveryDiscount, deliveryPrice) : 0;
  const serviceFee = serviceFeeFor(input.serviceFee, productsAfterDiscount);

  const beforeCashback =
    productPrice + deliveryPrice + serviceFee - productDiscount - promoProductDiscount - deliveryDiscount;
  const cashback =
    productCount === 0
      ? 0
      : Math.min(whole(input.cashbackRequested), whole(input.cashbackBalance), Math.max(0, beforeCashback));
  const totalPrice = beforeCashback - cashback;

  return {
    lines,
    totals: {
      productPrice,
      productDiscount,
      productCount,
      promoProductDiscount,
      deliveryPrice,
      deliveryDiscount,
      serviceFee,
      cashback,
      totalDiscount: productDiscount + promoProductDiscount + deliveryDiscount + cashback,
      totalPrice,
    },
  };
}

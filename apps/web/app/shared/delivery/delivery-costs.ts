/**
 * What a basket will cost with the fees the checkout adds (issue 10, decision 316), from the server's delivery
 * terms and the basket's products total (after product discounts): the service fee, the delivery fee (exact,
 * "from", free from a total, or unknown), the delivery minimum still missing and the total to pay. The same
 * rules as the server's pricing (packages/domain serviceFeeFor, decision 263 free delivery), recomputed in the
 * browser as the counts change; the checkout's quote stays the judge.
 */
import type { DeliveryTerms } from '@dasturxon/contracts';
import { serviceFeeFor } from '@dasturxon/domain';

export type DeliveryCost =
  | { kind: 'none' }
  | { kind: 'exact'; amount: number }
  | { kind: 'free' }
  | { kind: 'from'; amount: number }
  | { kind: 'outOfZone' }
  | { kind: 'unknown' };

export interface BasketCosts {
  serviceFee: number;
  delivery: DeliveryCost;
  /** Products + service fee + the delivery fee when known (its "from" amount otherwise). */
  total: number;
  /** The total is a lower bound (the delivery fee is a "from" price). */
  totalIsFrom: boolean;
  /** So'm of products still missing for the delivery minimum; 0 when reached or none. */
  missingForMinimum: number;
}

export function basketCosts(productsTotal: number, terms: DeliveryTerms): BasketCosts {
  const serviceFee = serviceFeeFor(
    terms.serviceFee > 0
      ? {
          isServiceFeeEnabled: true,
          isServiceFeeFreeAboveThreshold: terms.serviceFeeFreeFrom !== null,
          serviceFeeThreshold: terms.serviceFeeFreeFrom ?? 0,
          serviceFeeAmount: terms.serviceFee,
        }
      : null,
    productsTotal,
  );
  let delivery: DeliveryCost = { kind: 'none' };
  if (terms.serviceType === 'DELIVERY') {
    if (terms.outOfZone) delivery = { kind: 'outOfZone' };
    else if (terms.freeDeliveryThreshold > 0 && productsTotal >= terms.freeDeliveryThreshold) {
      delivery = { kind: 'free' };
    } else if (terms.deliveryPrice !== null) {
      delivery =
        terms.deliveryPrice === 0 ? { kind: 'free' } : { kind: 'exact', amount: terms.deliveryPrice };
    } else if (terms.deliveryPriceFrom !== null) delivery = { kind: 'from', amount: terms.deliveryPriceFrom };
    else delivery = { kind: 'unknown' };
  }
  const deliveryAmount = delivery.kind === 'exact' || delivery.kind === 'from' ? delivery.amount : 0;
  return {
    serviceFee,
    delivery,
    total: productsTotal + serviceFee + deliveryAmount,
    totalIsFrom: delivery.kind === 'from',
    missingForMinimum:
      terms.serviceType === 'DELIVERY' && terms.minOrderAmount > 0
        ? Math.max(0, terms.minOrderAmount - productsTotal)
        : 0,
  };
}

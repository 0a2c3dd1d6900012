/**
 * The instant totals preview while a choice is being saved: the same pricing rules as the server
 * (packages/domain priceOrder) applied to the lines of the last server quote, with the new service type and
 * cashback choice. The promo and service fee keep the quote's amounts (the server recomputes them: its numbers
 * replace this preview as soon as they arrive).
 */
import type { OrderQuote, OrderServiceType, OrderTotals } from '@dasturxon/contracts';
import { priceOrder } from '@dasturxon/domain';

export function previewTotals(
  quote: OrderQuote | null,
  choice: {
    serviceType: OrderServiceType;
    /** The service type the quote was made for (its delivery price only counts for delivery). */
    quotedServiceType: OrderServiceType | null;
    useCashback: boolean;
    cashbackBalance: number;
  },
): OrderTotals | null {
  if (!quote) return null;
  const q = quote.totals;
  const delivery = choice.serviceType === 'DELIVERY' && choice.quotedServiceType === 'DELIVERY';
  const { totals } = priceOrder({
    lines: quote.items.map((item) => ({
      costPrice: item.costPrice,
      discount: item.discount,
      count: item.count,
      modifiers: item.modifications.map((m) => ({ price: m.price, count: m.count })),
    })),
    serviceType: choice.serviceType,
    deliveryPrice: delivery ? q.deliveryPrice : 0,
    promo:
      q.promoProductDiscount > 0 || (delivery && q.deliveryDiscount > 0)
        ? {
            discountType: 'AMOUNT',
            productDiscount: q.promoProductDiscount,
            deliveryDiscount: delivery ? q.deliveryDiscount : 0,
          }
        : null,
    cashbackRequested: choice.useCashback ? choice.cashbackBalance : 0,
    cashbackBalance: choice.cashbackBalance,
    serviceFee:
      q.serviceFee > 0
        ? {
            isServiceFeeEnabled: true,
            isServiceFeeFreeAboveThreshold: false,
            serviceFeeThreshold: 0,
            serviceFeeAmount: q.serviceFee,
          }
        : null,
  });
  return totals;
}

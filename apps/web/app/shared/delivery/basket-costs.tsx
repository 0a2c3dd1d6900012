/**
 * The basket's fee rows (issue 10, decision 316): the service fee, the delivery fee and the total to pay, the
 * delivery minimum still missing and the estimate, before checkout. `productsTotal` is the live products total
 * (after product discounts) the basket shows; the terms come from the server (use-delivery-terms.ts).
 */
import type { DeliveryTerms } from '@dasturxon/contracts';
import { formatSum } from '@dasturxon/domain';
import { useLang, useT } from '../i18n/index.tsx';
import { ClockIcon, EstimateText } from '../ui/delivery-estimate.tsx';
import { basketCosts } from './delivery-costs.ts';

export function BasketCostRows(props: { terms: DeliveryTerms; productsTotal: number }) {
  const t = useT();
  const lang = useLang();
  const sum = (n: number) => formatSum(n, lang);
  const c = basketCosts(props.productsTotal, props.terms);
  const d = c.delivery;
  const deliveryText =
    d.kind === 'exact'
      ? sum(d.amount)
      : d.kind === 'from'
        ? t('fees.deliveryFrom', { sum: sum(d.amount) })
        : d.kind === 'free'
          ? t('fees.deliveryFree')
          : d.kind === 'outOfZone'
            ? t('fees.outOfZone')
            : t('fees.deliveryAfterAddress');
  return (
    <>
      {d.kind !== 'none' && (
        <div data-testid="basket-delivery-fee">
          <dt>{t('fees.delivery')}</dt>
          <dd>{deliveryText}</dd>
        </div>
      )}
      {c.serviceFee > 0 && (
        <div data-testid="basket-service-fee">
          <dt>{t('fees.serviceFee')}</dt>
          <dd>{sum(c.serviceFee)}</dd>
        </div>
      )}
      <div className="basket-totals__total" data-testid="basket-pay-total">
        <dt>{t('fees.total')}</dt>
        <dd>{c.totalIsFrom ? t('fees.totalFrom', { sum: sum(c.total) }) : sum(c.total)}</dd>
      </div>
    </>
  );
}

/** Under the totals: the delivery minimum still missing, free delivery from a total, and the estimate. */
export function BasketCostNotes(props: { terms: DeliveryTerms; productsTotal: number }) {
  const t = useT();
  const lang = useLang();
  const sum = (n: number) => formatSum(n, lang);
  const { terms } = props;
  const c = basketCosts(props.productsTotal, terms);
  return (
    <div className="basket-notes">
      {c.missingForMinimum > 0 && (
        <p className="basket-notes__minimum" data-testid="basket-minimum">
          {t('fees.addForMinimum', { sum: sum(c.missingForMinimum) })}
          <span className="basket-notes__muted">
            {' '}
            · {t('fees.minimum', { sum: sum(terms.minOrderAmount) })}
          </span>
        </p>
      )}
      {terms.serviceType === 'DELIVERY' && terms.freeDeliveryThreshold > 0 && c.delivery.kind !== 'free' && (
        <p className="basket-notes__muted">{t('fees.freeFrom', { sum: sum(terms.freeDeliveryThreshold) })}</p>
      )}
      {terms.estimate && (
        <p className="basket-notes__eta" data-testid="basket-estimate">
          <ClockIcon />
          <EstimateText estimate={terms.estimate} serviceType={terms.serviceType} />
        </p>
      )}
    </div>
  );
}

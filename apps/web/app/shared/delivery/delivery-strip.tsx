/**
 * The menu header's delivery line (issue 10, decisions 315-316): "Delivery in 40–70 min · delivery from
 * 10 000 so'm · orders from 30 000 so'm". Loaded after hydration (use-delivery-terms.ts); the line keeps its
 * height while it loads, so nothing below it moves.
 */
import { formatSum } from '@dasturxon/domain';
import { useLang, useT } from '../i18n/index.tsx';
import { ClockIcon, EstimateText } from '../ui/delivery-estimate.tsx';
import { useDeliveryTerms } from './use-delivery-terms.ts';

export function DeliveryStrip() {
  const t = useT();
  const lang = useLang();
  const terms = useDeliveryTerms({ basket: false });
  const sum = (n: number) => formatSum(n, lang);
  const parts: string[] = [];
  if (terms?.serviceType === 'DELIVERY') {
    if (terms.outOfZone) parts.push(t('fees.outOfZone'));
    else if (terms.deliveryPrice === 0) parts.push(t('fees.stripFree'));
    else if (terms.deliveryPrice !== null)
      parts.push(t('fees.stripDelivery', { sum: sum(terms.deliveryPrice) }));
    else if (terms.deliveryPriceFrom !== null) {
      parts.push(
        t('fees.stripDelivery', { sum: t('fees.deliveryFrom', { sum: sum(terms.deliveryPriceFrom) }) }),
      );
    }
    if (terms.minOrderAmount > 0) parts.push(t('fees.stripMin', { sum: sum(terms.minOrderAmount) }));
  }
  return (
    <div className="delivery-strip container" data-testid="delivery-strip" aria-live="polite">
      {terms?.estimate ? (
        <p className="delivery-strip__line">
          <ClockIcon />
          <span>
            <strong>
              <EstimateText estimate={terms.estimate} serviceType={terms.serviceType} />
            </strong>
            {parts.map((p) => (
              <span key={p}> · {p}</span>
            ))}
          </span>
        </p>
      ) : terms && parts.length > 0 ? (
        <p className="delivery-strip__line">{parts.join(' · ')}</p>
      ) : null}
    </div>
  );
}

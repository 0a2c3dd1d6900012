/** The order's totals: the server's quote, or the browser's preview of it while a choice is being saved. */
import type { DeliveryEstimate, OrderServiceType, OrderTotals } from '@dasturxon/contracts';
import { formatSum } from '@dasturxon/domain';
import { useLang, useT } from '../../../shared/i18n/index.tsx';
import { ClockIcon, EstimateText } from '../../../shared/ui/delivery-estimate.tsx';

export function TotalsSection(props: {
  totals: OrderTotals | null;
  serviceType: OrderServiceType | null;
  hasAddress: boolean;
  busy: boolean;
  /** The quote's time estimate (decision 315); absent while unknown (no address, a later order). */
  estimate?: DeliveryEstimate | null;
}) {
  const t = useT();
  const lang = useLang();
  const s = props.totals;
  const sum = (n: number) => formatSum(n, lang);
  const minus = (n: number) => `−${formatSum(n, lang)}`;
  return (
    <section className="checkout-card checkout-totals" aria-labelledby="co-totals" aria-busy={props.busy}>
      <h2 id="co-totals" className="checkout-card__title">
        {t('checkout.totals')}
        {props.busy && <span className="visually-hidden">{t('checkout.updating')}</span>}
      </h2>
      {props.estimate && props.serviceType && (
        <p className="checkout-estimate" data-testid="checkout-estimate">
          <ClockIcon />
          <EstimateText estimate={props.estimate} serviceType={props.serviceType} />
        </p>
      )}
      {s ? (
        <dl>
          <Row label={t('checkout.products', { count: s.productCount })} value={sum(s.productPrice)} />
          {s.productDiscount > 0 && (
            <Row label={t('checkout.discount')} value={minus(s.productDiscount)} accent />
          )}
          {props.serviceType === 'DELIVERY' && (
            <Row
              label={t('checkout.delivery')}
              value={
                !props.hasAddress
                  ? t('checkout.deliveryAfterAddress')
                  : s.deliveryPrice === 0
                    ? t('checkout.deliveryFree')
                    : sum(s.deliveryPrice)
              }
            />
          )}
          {s.serviceFee > 0 && <Row label={t('checkout.serviceFee')} value={sum(s.serviceFee)} />}
          {s.promoProductDiscount + s.deliveryDiscount > 0 && (
            <Row
              label={t('checkout.promoDiscount')}
              value={minus(s.promoProductDiscount + s.deliveryDiscount)}
              accent
            />
          )}
          {s.cashback > 0 && <Row label={t('checkout.cashbackSpent')} value={minus(s.cashback)} accent />}
          <Row label={t('checkout.total')} value={sum(s.totalPrice)} strong />
        </dl>
      ) : (
        <div className="checkout-totals__skeleton" aria-hidden="true">
          <span className="checkout-totals__bar" />
          <span className="checkout-totals__bar" />
          <span className="checkout-totals__bar" />
        </div>
      )}
    </section>
  );
}

function Row(props: { label: string; value: string; accent?: boolean; strong?: boolean }) {
  return (
    <div
      className={`checkout-row${props.strong ? ' checkout-row--total' : ''}${props.accent ? ' checkout-row--accent' : ''}`}
    >
      <dt>{props.label}</dt>
      <dd>{props.value}</dd>
    </div>
  );
}

/**
 * The delivery time estimate as a customer reads it (issue 10, decision 315): "Delivery in 40–70 min" /
 * "Ready in 25–40 min" before ordering (menu header, basket, checkout), and "Expected 14:35–15:05" (Tashkent
 * time) on the order screen. The server computes every figure; these only format them.
 */
import type { DeliveryEstimate, OrderEstimate, OrderServiceType } from '@dasturxon/contracts';
import { useT } from '../i18n/index.tsx';

const TASHKENT_OFFSET_MS = 5 * 3600_000;

/** "14:35" in Tashkent (UTC+5, no daylight saving) of an ISO time. */
export function tashkentClock(iso: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return '';
  return new Date(ms + TASHKENT_OFFSET_MS).toISOString().slice(11, 16);
}

export function ClockIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="18"
      height="18"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </svg>
  );
}

/** "Delivery in 40–70 min" (delivery) or "Ready in 25–40 min" (pick-up, dine-in). */
export function EstimateText(props: { estimate: DeliveryEstimate; serviceType: OrderServiceType }) {
  const t = useT();
  const range = t('eta.range', { min: props.estimate.minMinutes, max: props.estimate.maxMinutes });
  return <>{t(props.serviceType === 'DELIVERY' ? 'eta.delivery' : 'eta.pickup', { range })}</>;
}

/**
 * For the order screen (features/orders places it): "Expected 14:35–15:05" from the estimate made when the
 * order was placed; nothing for a later order or an order without one.
 */
export function OrderEstimateLine(props: { estimate: OrderEstimate | null | undefined; className?: string }) {
  const t = useT();
  const e = props.estimate;
  if (!e) return null;
  return (
    <p className={props.className ?? 'order-estimate'} data-testid="order-estimate">
      <ClockIcon />
      <span>
        <span className="visually-hidden">{t('eta.label')}: </span>
        {t('eta.arrives', { from: tashkentClock(e.from), to: tashkentClock(e.to) })}
      </span>
    </p>
  );
}

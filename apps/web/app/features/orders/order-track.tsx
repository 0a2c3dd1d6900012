/**
 * Where the order is, in the customer's words (issue 10, decision 320): one sentence, a progress bar over a few
 * stages with the time each was reached, the time to expect, and the map; and the thank-you after an online
 * payment returns (decision 323). The sentence is the page's live region: a change (a live event, a cancel)
 * is said once, there.
 */
import type { Order } from '@dasturxon/contracts';
import { Link } from 'react-router';
import { useLang, useT } from '../../shared/i18n/index.tsx';
import { expectedOf, paymentOutcome, progressOf } from './order-progress.ts';
import { formatDateTime, formatTime, isFinal } from './order-view.ts';

function sameDay(a: string, b: string): boolean {
  const day = (iso: string) => new Date(Date.parse(iso) + 5 * 3600_000).toISOString().slice(0, 10);
  return day(a) === day(b);
}

function clock(iso: string, now: string, lang: Parameters<typeof formatDateTime>[1]): string {
  return sameDay(iso, now) ? formatTime(iso) : formatDateTime(iso, lang, now);
}

function ExpectedTime({ order, now }: { order: Order; now: string }) {
  const t = useT();
  const lang = useLang();
  const expected = expectedOf(order, isFinal(order.status));
  if (!expected) return null;
  const delivery = order.serviceType === 'DELIVERY';
  let text: string;
  if (expected.kind === 'promised')
    text = t(delivery ? 'track.deliveryBy' : 'track.readyBy', { time: clock(expected.at, now, lang) });
  else if (expected.kind === 'estimate')
    text = t('track.range', { from: clock(expected.from, now, lang), to: formatTime(expected.to) });
  else if (expected.kind === 'scheduled')
    text = t('track.scheduled', { time: clock(expected.at, now, lang) });
  // Nothing known yet (no promise, no estimate): said plainly, the slot keeps its place.
  else text = t('track.unknownTime');
  return (
    <p className="order-progress__expected" data-testid="order-expected" data-kind={expected.kind}>
      <span className="order-progress__expected-label">{t('track.expected')}</span>
      <strong>{text}</strong>
    </p>
  );
}

export function OrderProgress(props: { order: Order; now: string; live: boolean; reason: string | null }) {
  const t = useT();
  const lang = useLang();
  const { order } = props;
  const progress = progressOf(order);
  const headline = t(`track.now.${progress.headline}`);
  const percent = Math.round(progress.fraction * 100);
  const mapLink = !isFinal(order.status);
  return (
    <section
      className={`order-status-card order-progress${progress.canceled ? ' order-progress--canceled' : ''}`}
      aria-labelledby="order-status-heading"
    >
      <h2 id="order-status-heading" className="visually-hidden">
        {t('orders.statusHeading')}
      </h2>
      <div className="order-progress__now">
        <p className="order-progress__headline" role="status" aria-live="polite" data-testid="order-status">
          {headline}
        </p>
        {props.live && (
          <span className="order-live" title={t('orders.liveHint')}>
            <span className="order-live__dot" aria-hidden="true" />
            {t('orders.live')}
          </span>
        )}
      </div>
      {props.reason && <p className="order-status-card__reason">{props.reason}</p>}
      <div
        className="order-progress__bar"
        role="progressbar"
        aria-label={t('track.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={headline}
        data-testid="order-progress"
      >
        <span className="order-progress__fill" style={{ width: `${percent}%` }} />
      </div>
      <ol className="order-progress__steps" aria-label={t('orders.timeline')}>
        {progress.steps.map((step) => (
          <li
            key={step.stage}
            className={`order-progress__step order-progress__step--${step.state}`}
            aria-current={step.state === 'current' ? 'step' : undefined}
          >
            <span className="order-progress__label">{t(`track.stage.${step.stage}`)}</span>
            {step.at && (
              <time className="order-progress__time" dateTime={step.at}>
                {clock(step.at, props.now, lang)}
              </time>
            )}
          </li>
        ))}
      </ol>
      <ExpectedTime order={order} now={props.now} />
      {mapLink && (
        <Link
          to={`/profile/orders/${order.id}/map`}
          className="button order-map-link"
          data-testid="order-map-link"
        >
          <svg
            viewBox="0 0 24 24"
            width="20"
            height="20"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            <path d="M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21Z" />
            <circle cx="12" cy="9.5" r="2.5" />
          </svg>
          {t(order.serviceType === 'DELIVERY' ? 'track.mapDelivery' : 'track.mapBranch')}
        </Link>
      )}
    </section>
  );
}

/** After an online payment returns (`?from=payment`): paid, still being confirmed, or failed (decision 323). */
export function ThankYou({ order }: { order: Order }) {
  const t = useT();
  const outcome = paymentOutcome(order);
  const title =
    outcome === 'paid'
      ? t('track.thanksTitle')
      : outcome === 'pending'
        ? t('track.thanksPendingTitle')
        : t('track.thanksFailedTitle');
  const text =
    outcome === 'paid'
      ? t('track.thanks.paid', { number: order.number })
      : outcome === 'pending'
        ? t('track.thanks.pending', { provider: t(`orders.pay.${order.paymentType}`) })
        : t('track.thanks.failed');
  return (
    <section
      className={`order-thanks order-thanks--${outcome}`}
      aria-labelledby="order-thanks-title"
      data-testid="order-thanks"
      data-outcome={outcome}
    >
      <span className="order-thanks__icon" aria-hidden="true">
        {outcome === 'paid' ? <Tick /> : outcome === 'pending' ? <Clock /> : <Cross />}
      </span>
      <div>
        <h2 id="order-thanks-title" className="order-thanks__title">
          {title}
        </h2>
        <p className="order-thanks__text">{text}</p>
      </div>
    </section>
  );
}

const icon = {
  viewBox: '0 0 24 24',
  width: 28,
  height: 28,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2.2,
};
const Tick = () => (
  <svg {...icon}>
    <path d="m5 12.5 4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);
const Clock = () => (
  <svg {...icon}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.5V12l3 2" strokeLinecap="round" />
  </svg>
);
const Cross = () => (
  <svg {...icon}>
    <path d="m7 7 10 10M17 7 7 17" strokeLinecap="round" />
  </svg>
);

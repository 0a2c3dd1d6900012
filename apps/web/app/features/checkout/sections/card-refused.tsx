/**
 * The saved card was refused after the order was placed (decision 338): says what happened in the customer's
 * words (not enough money, an expired card, a card the bank removed, or any other refusal), that the order is
 * kept and unpaid, and offers another way to pay it — Payme's own page (another card) or the order's screen.
 */
import { Link } from 'react-router';
import { useT } from '../../../shared/i18n/index.tsx';
import type { CardRefused } from '../checkout-action.server.ts';
import './payment-cards.css';

const WORDED = new Set(['CARD_NO_FUNDS', 'CARD_EXPIRED', 'CARD_REMOVED']);

export function CardRefusedPanel({ code, refused }: { code: string; refused: CardRefused }) {
  const t = useT();
  const why = WORDED.has(code) ? code : 'other';
  return (
    <div className="checkout checkout--refused">
      <section className="card-refused" role="alert" aria-labelledby="card-refused-title" data-code={code}>
        <h1 id="card-refused-title" className="card-refused__title">
          {t('payments.cardRefused.title')}
        </h1>
        <p>{t(`payments.cardRefused.${why}` as 'payments.cardRefused.other', { last4: refused.last4 })}</p>
        <p>{t('payments.cardRefused.kept', { number: refused.number })}</p>
        <div className="card-refused__ways">
          {refused.payUrl ? (
            <a href={refused.payUrl} className="button button-primary" rel="external">
              {t('payments.cardRefused.payme')}
            </a>
          ) : null}
          <Link to={`/profile/orders/${refused.orderId}`} className="button">
            {t('payments.cardRefused.order')}
          </Link>
        </div>
      </section>
    </div>
  );
}

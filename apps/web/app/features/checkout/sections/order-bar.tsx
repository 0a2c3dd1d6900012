/**
 * The foot of the checkout: every reason the order is not possible yet (each with the step that fixes it,
 * checkout-reasons.ts) and the sticky bar with the total and the order button, which says why it is off.
 */
import { formatSum } from '@dasturxon/domain';
import { Link } from 'react-router';
import { useLang, useT } from '../../../shared/i18n/index.tsx';
import type { CheckoutReason } from '../checkout-reasons.ts';

export function OrderBar(props: {
  reasons: readonly CheckoutReason[];
  /** The server's refusal of the last order attempt. */
  failed: string | null;
  totalPrice: number | null;
  blocked: boolean;
  placing: boolean;
  placed: boolean;
  onChooseLater: () => void;
}) {
  const t = useT();
  const lang = useLang();
  const { reasons, failed, placing, placed } = props;
  return (
    <>
      {(reasons.length > 0 || failed) && (
        <section className="checkout-problems" aria-live="polite" id="co-problems">
          <ul>
            {failed && (
              <li className="checkout-problem checkout-problem--error" role="alert">
                {failed}
              </li>
            )}
            {reasons.map((r) => (
              <li key={r.key} className="checkout-problem">
                <span>{r.text}</span>
                {r.action?.to && (
                  <Link to={r.action.to} className="checkout-problem__action">
                    {r.action.label}
                  </Link>
                )}
                {r.action?.removePromo && (
                  <button
                    type="submit"
                    name="intent"
                    value="promo-remove"
                    formNoValidate
                    className="checkout-problem__action"
                  >
                    {r.action.label}
                  </button>
                )}
                {r.action?.later && (
                  <button type="button" className="checkout-problem__action" onClick={props.onChooseLater}>
                    {r.action.label}
                  </button>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}

      <div className="checkout-bar">
        <div className="checkout-bar__total" aria-live="polite">
          <span className="checkout-bar__label">{t('checkout.total')}</span>
          <span className="checkout-bar__sum" data-testid="checkout-total">
            {props.totalPrice !== null ? formatSum(props.totalPrice, lang) : '\u00a0'}
          </span>
        </div>
        <button
          type="submit"
          name="intent"
          value="order"
          className="button button-primary checkout-bar__order"
          disabled={props.blocked || placing || placed}
          aria-describedby={reasons.length > 0 ? 'co-problems' : undefined}
          aria-busy={placing}
        >
          {placing || placed ? t('checkout.placing') : t('checkout.order')}
        </button>
      </div>
    </>
  );
}

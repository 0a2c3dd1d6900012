/**
 * The foot of the checkout: every reason the order is not possible yet (each with the step that fixes it,
 * checkout-reasons.ts) and the sticky bar with the total and the order button. While the button is off, the
 * bar itself says the first reason beside it with the one tap that fixes it (issue 10, decision 317): a link to
 * the screen, "order for later", removing the promo, or a scroll to the field on this screen, focused.
 */
import { formatSum } from '@dasturxon/domain';
import { Link } from 'react-router';
import { useLang, useT } from '../../../shared/i18n/index.tsx';
import type { CheckoutReason } from '../checkout-reasons.ts';
import './order-bar.css';

/** Scroll to the section whose heading has `id` and focus its first control (or the heading's section). */
export function goToSection(id: string): void {
  const heading = document.getElementById(id);
  const section = heading?.closest('section') ?? heading;
  if (!section) return;
  section.scrollIntoView({ block: 'center', behavior: 'smooth' });
  // The field still empty (e.g. the time once the day is set), else the section's first control.
  const empty = [...section.querySelectorAll<HTMLSelectElement>('select:not([disabled])')].find(
    (s) => !s.value,
  );
  const control =
    empty ??
    section.querySelector<HTMLElement>(
      'select:not([disabled]), input:not([type="hidden"]):not([disabled]), button:not([disabled]), a[href]',
    );
  const target = control ?? section;
  if (!control) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

function ReasonFix(props: { reason: CheckoutReason; onChooseLater: () => void; className: string }) {
  const { reason, className } = props;
  const action = reason.action;
  if (!action) return null;
  if (action.to) {
    return (
      <Link to={action.to} className={className}>
        {action.label}
      </Link>
    );
  }
  if (action.removePromo) {
    return (
      <button type="submit" name="intent" value="promo-remove" formNoValidate className={className}>
        {action.label}
      </button>
    );
  }
  if (action.later) {
    return (
      <button type="button" className={className} onClick={props.onChooseLater}>
        {action.label}
      </button>
    );
  }
  if (action.focus) {
    const id = action.focus;
    return (
      <button type="button" className={className} onClick={() => goToSection(id)}>
        {action.label}
      </button>
    );
  }
  return null;
}

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
  // The reason said beside the button: the first one the customer should fix.
  const first = props.blocked ? (reasons[0] ?? null) : null;
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
                <ReasonFix
                  reason={r}
                  onChooseLater={props.onChooseLater}
                  className="checkout-problem__action"
                />
              </li>
            ))}
          </ul>
        </section>
      )}

      <div className="checkout-bar">
        {first && !placing && !placed && (
          <p className="checkout-bar__why" id="co-why" data-testid="checkout-why">
            <span className="checkout-bar__why-text">{first.text}</span>
            {first.action ? (
              <ReasonFix reason={first} onChooseLater={props.onChooseLater} className="checkout-bar__fix" />
            ) : (
              <button type="button" className="checkout-bar__fix" onClick={() => goToSection('co-problems')}>
                {reasons.length > 1 ? t('checkout.whyAll', { count: reasons.length }) : t('checkout.whyShow')}
              </button>
            )}
          </p>
        )}
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
          aria-describedby={first ? 'co-why' : reasons.length > 0 ? 'co-problems' : undefined}
          aria-busy={placing}
        >
          {placing || placed ? t('checkout.placing') : t('checkout.order')}
        </button>
      </div>
    </>
  );
}

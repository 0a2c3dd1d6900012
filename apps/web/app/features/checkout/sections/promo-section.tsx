/**
 * The promo code: a field that applies it through its own fetcher (Enter or the button), or the applied code
 * with what it saves and a button that removes it. Without JavaScript the button posts the whole form.
 */
import { formatSum } from '@dasturxon/domain';
import { useId } from 'react';
import { useActionData, useFetcher } from 'react-router';
import { useLang, useT } from '../../../shared/i18n/index.tsx';
import type { CheckoutActionData } from '../checkout-action.server.ts';
import type { CheckoutLoaderData } from '../checkout-data.server.ts';

export function PromoSection({ data }: { data: CheckoutLoaderData }) {
  const t = useT();
  const lang = useLang();
  const promo = useFetcher<CheckoutActionData>({ key: 'checkout-promo' });
  const inputId = useId();
  const errorId = useId();
  const applied = data.state.promoCode;
  // The fetcher's answer; without JavaScript the page's own action answer.
  const answer = useActionData() as CheckoutActionData | undefined;
  const result = promo.data ?? answer;
  const error = result?.intent === 'promo' && !result.ok ? result.message : null;
  const busy = promo.state !== 'idle';
  const saving = data.quote ? data.quote.totals.promoProductDiscount + data.quote.totals.deliveryDiscount : 0;
  const promoProblem = data.quote?.problems.find((p) => p.code.startsWith('PROMO_')) ?? null;
  if (applied) {
    return (
      <section className="checkout-card checkout-card--row" aria-labelledby="co-promo">
        <h2 id="co-promo" className="visually-hidden">
          {t('checkout.promo')}
        </h2>
        <div className="checkout-promo__applied">
          <span className="checkout-promo__code">{t('checkout.promoApplied', { code: applied })}</span>
          {saving > 0 && !promoProblem && (
            <span className="checkout-radio__hint">
              {t('checkout.promoSaving', { sum: formatSum(saving, lang) })}
            </span>
          )}
        </div>
        <button
          type="button"
          className="icon-button"
          aria-label={t('checkout.promoRemove')}
          onClick={() => promo.submit({ intent: 'promo-remove', js: '1' }, { method: 'post' })}
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
            <path d="M6 6l12 12M18 6 6 18" />
          </svg>
        </button>
      </section>
    );
  }
  return (
    <section className="checkout-card" aria-labelledby="co-promo">
      <h2 id="co-promo" className="checkout-card__title">
        <label htmlFor={inputId}>{t('checkout.promo')}</label>
      </h2>
      <div className="checkout-promo">
        <input
          id={inputId}
          name="promoCode"
          type="text"
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          maxLength={64}
          placeholder={t('checkout.promoPlaceholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              const code = e.currentTarget.value.trim();
              if (code) promo.submit({ intent: 'promo', promoCode: code, js: '1' }, { method: 'post' });
            }
          }}
        />
        <button
          type="submit"
          name="intent"
          value="promo"
          className="button checkout-promo__apply"
          aria-busy={busy}
          disabled={busy}
          formNoValidate
          onClick={(e) => {
            const input = e.currentTarget.form?.elements.namedItem('promoCode') as HTMLInputElement | null;
            const code = input?.value.trim() ?? '';
            e.preventDefault();
            if (code) promo.submit({ intent: 'promo', promoCode: code, js: '1' }, { method: 'post' });
            else input?.focus();
          }}
        >
          {t('checkout.promoApply')}
        </button>
      </div>
      {error && (
        <p id={errorId} className="checkout-promo__error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}

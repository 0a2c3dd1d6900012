/**
 * After the order (issue 10): "Order again" with what changed explained (decision 321), and the rating of a
 * delivered order, once (decision 322). Plain forms: they work before the page is interactive.
 */
import type { OrderRatingState, RepeatLine } from '@dasturxon/contracts';
import { formatSum } from '@dasturxon/domain';
import { useId } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { useLang, useT } from '../../shared/i18n/index.tsx';
import { textIn } from './order-parts.tsx';

export interface RepeatAnswer {
  intent: 'repeat';
  ok: true;
  added: number;
  changed: RepeatLine[];
  full: boolean;
}

function busyWith(navigation: ReturnType<typeof useNavigation>, intent: string): boolean {
  return navigation.state !== 'idle' && navigation.formData?.get('intent') === intent;
}

export function RepeatOrder({ answer }: { answer: RepeatAnswer | null }) {
  const t = useT();
  const lang = useLang();
  const busy = busyWith(useNavigation(), 'repeat');
  const reason = (line: RepeatLine) =>
    line.state === 'PRICE_CHANGED'
      ? t('track.repeat.PRICE_CHANGED', {
          before: formatSum(line.unitPriceThen, lang),
          now: formatSum(line.unitPriceNow ?? 0, lang),
        })
      : line.state === 'NOT_ENOUGH'
        ? t('track.repeat.NOT_ENOUGH', { count: line.count })
        : t(`track.repeat.${line.state as 'OPTIONS_CHANGED' | 'STOPPED' | 'GONE'}`);
  const title = !answer
    ? null
    : answer.added === 0
      ? t('track.repeatNone')
      : answer.changed.length === 0
        ? t('track.repeatAll')
        : t('track.repeatSome', { count: answer.added });
  return (
    <section className="order-section order-repeat" aria-label={t('track.repeat')}>
      <Form method="post" preventScrollReset>
        <input type="hidden" name="intent" value="repeat" />
        <button type="submit" className="button order-repeat__button" disabled={busy} aria-busy={busy}>
          {t('track.repeat')}
        </button>
      </Form>
      {answer && (
        <div
          className={`order-repeat__result${answer.added === 0 ? ' order-repeat__result--none' : ''}`}
          role="status"
          data-testid="repeat-result"
        >
          <p className="order-repeat__title">{title}</p>
          {answer.changed.length > 0 && (
            <ul className="order-repeat__changes">
              {answer.changed.map((line) => (
                <li key={`${line.productId}-${line.state}`} data-state={line.state}>
                  <strong>{textIn(line.name, lang)}</strong> — {reason(line)}
                </li>
              ))}
            </ul>
          )}
          {answer.full && <p className="order-repeat__full">{t('track.repeatFull')}</p>}
          {answer.added > 0 && (
            <Link to="/basket" className="button button-primary order-repeat__basket">
              {t('track.toBasket')}
            </Link>
          )}
        </div>
      )}
    </section>
  );
}

export interface RateAnswer {
  intent: 'rate';
  ok: boolean;
  message: string | null;
}

function Stars({ count }: { count: number }) {
  return (
    <span className="order-rate__stars" aria-hidden="true">
      {[1, 2, 3, 4, 5].map((n) => (
        <span key={n} className={n <= count ? 'order-rate__star order-rate__star--on' : 'order-rate__star'}>
          ★
        </span>
      ))}
    </span>
  );
}

/** The rating given, or the form while the order may be rated; nothing before it is delivered. */
export function RateOrder({ state, answer }: { state: OrderRatingState | null; answer: RateAnswer | null }) {
  const t = useT();
  const id = useId();
  const busy = busyWith(useNavigation(), 'rate');
  if (!state) return null;
  if (state.rating) {
    return (
      <section
        className="order-section order-rate"
        aria-labelledby={`${id}-title`}
        data-testid="order-rating"
      >
        <h2 id={`${id}-title`} className="order-section__title">
          {answer?.ok ? t('track.rateThanks') : t('track.rated')}
        </h2>
        <p className="order-rate__given">
          <Stars count={state.rating.stars} />
          <span>{t('track.ratedStars', { count: state.rating.stars })}</span>
        </p>
        {state.rating.comment && <p className="order-rate__comment">{state.rating.comment}</p>}
      </section>
    );
  }
  if (!state.canRate) return null;
  return (
    <section className="order-section order-rate" aria-labelledby={`${id}-title`}>
      <Form method="post" className="order-rate__form" preventScrollReset>
        <input type="hidden" name="intent" value="rate" />
        <fieldset className="order-rate__fieldset">
          <legend id={`${id}-title`} className="order-section__title">
            {t('track.rateTitle')}
          </legend>
          <div className="order-rate__choices">
            {[5, 4, 3, 2, 1].map((n) => (
              <label key={n} className="order-rate__choice">
                <input type="radio" name="stars" value={n} required className="order-rate__radio" />
                <span className="order-rate__glyph" aria-hidden="true">
                  ★
                </span>
                <span className="visually-hidden">{t('track.rateStars', { count: n })}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <label htmlFor={`${id}-comment`} className="order-rate__label">
          {t('track.rateComment')}
        </label>
        <textarea
          id={`${id}-comment`}
          name="comment"
          rows={2}
          maxLength={500}
          className="order-rate__comment-box"
        />
        {answer && !answer.ok && answer.message && (
          <p className="order-error" role="alert">
            {answer.message}
          </p>
        )}
        <button type="submit" className="button button-primary" disabled={busy} aria-busy={busy}>
          {t('track.rateSend')}
        </button>
      </Form>
    </section>
  );
}

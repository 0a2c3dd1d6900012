/**
 * The card form (spec §2 /profile/cards/create): number spaced by four as it is typed (numeric keyboard,
 * cc-number autofill), expiry MM/YY with the slash put in, an optional label, and the note that the provider
 * keeps the card and no CVV is asked. It posts to the route's action; without JavaScript the action reads the
 * same fields (it strips the spaces itself).
 */
import { type CardBrand, cardBrandOf } from '@dasturxon/contracts';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Form } from 'react-router';
import { type MessageKey, useT } from '../../shared/i18n/index.tsx';
import {
  type CardFieldError,
  type CardFormErrors,
  caretAfterFormat,
  checkCardForm,
  digitsOf,
  formatCardNumber,
  formatExpiry,
} from './card-input.ts';
import { BrandBadge } from './card-list.tsx';

const errorKey = (e: CardFieldError): MessageKey => `payments.cards.error.${e}`;

/** Per field: undefined = show the server's error, null = none (edited since), else the browser's check. */
type LocalErrors = { number?: CardFieldError | null; expire?: CardFieldError | null };

export function CardForm(props: {
  errors?: CardFormErrors | undefined;
  message?: string | null | undefined;
  /** What to refill after a refusal without JavaScript. Never the number: it is not sent back to the page. */
  values?: { expire: string; name: string } | undefined;
  busy: boolean;
}) {
  const t = useT();
  const id = useId();
  const [brand, setBrand] = useState<CardBrand | null>(null);
  // Checks done in the browser before sending; a field's error (the server's too) clears once it is edited.
  const [local, setLocal] = useState<LocalErrors>({});
  // A new answer from the server shows its errors again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the answer's identity is the trigger.
  useEffect(() => setLocal({}), [props.errors]);
  const numberCode = local.number === undefined ? props.errors?.number : local.number;
  const expireCode = local.expire === undefined ? props.errors?.expire : local.expire;
  const numberError = numberCode ? t(errorKey(numberCode)) : null;
  const expireError = expireCode ? t(errorKey(expireCode)) : null;

  function onNumberInput(e: FormEvent<HTMLInputElement>) {
    const input = e.currentTarget;
    const caret = input.selectionStart ?? input.value.length;
    const digitsBefore = digitsOf(input.value.slice(0, caret)).length;
    const formatted = formatCardNumber(input.value);
    if (formatted !== input.value) {
      input.value = formatted;
      const at = caretAfterFormat(formatted, digitsBefore);
      input.setSelectionRange(at, at);
    }
    const digits = digitsOf(formatted);
    setBrand(digits.length >= 4 ? cardBrandOf(digits) : null);
    if (numberCode) setLocal((l) => ({ ...l, number: null }));
  }

  function onExpireInput(e: FormEvent<HTMLInputElement>) {
    const input = e.currentTarget;
    const deleting = (e.nativeEvent as InputEvent).inputType?.startsWith('delete') ?? false;
    const formatted = formatExpiry(input.value, deleting);
    if (formatted !== input.value) input.value = formatted;
    if (expireCode) setLocal((l) => ({ ...l, expire: null }));
  }

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    const data = new FormData(e.currentTarget);
    const found = checkCardForm(
      { number: String(data.get('number') ?? ''), expire: String(data.get('expire') ?? '') },
      new Date(),
    );
    if (found.number || found.expire) {
      e.preventDefault();
      setLocal({ number: found.number ?? null, expire: found.expire ?? null });
      const first = e.currentTarget.querySelector<HTMLInputElement>(
        found.number ? `#${CSS.escape(`${id}-number`)}` : `#${CSS.escape(`${id}-expire`)}`,
      );
      first?.focus();
    }
  }

  return (
    <Form method="post" className="card-form" noValidate onSubmit={onSubmit}>
      <div className="field">
        <label htmlFor={`${id}-number`} className="field__label">
          {t('payments.cards.number')}
        </label>
        <div className="card-form__number">
          <input
            id={`${id}-number`}
            className={`text-input card-form__input${numberError ? ' is-invalid' : ''}`}
            name="number"
            type="text"
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="0000 0000 0000 0000"
            maxLength={19}
            aria-invalid={numberError ? true : undefined}
            aria-describedby={numberError ? `${id}-number-error` : undefined}
            onInput={onNumberInput}
            required
            // biome-ignore lint/a11y/noAutofocus: the number is what this screen is for.
            autoFocus
          />
          <span className="card-form__brand" aria-live="polite">
            {brand && brand !== 'OTHER' ? <BrandBadge brand={brand} /> : null}
          </span>
        </div>
        {numberError && (
          <p id={`${id}-number-error`} className="field__error" role="alert">
            {numberError}
          </p>
        )}
      </div>
      <div className="card-form__row">
        <div className="field">
          <label htmlFor={`${id}-expire`} className="field__label">
            {t('payments.cards.expire')}
          </label>
          <input
            id={`${id}-expire`}
            className={`text-input card-form__input${expireError ? ' is-invalid' : ''}`}
            name="expire"
            type="text"
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder={t('payments.cards.expirePlaceholder')}
            maxLength={5}
            defaultValue={props.values?.expire ?? ''}
            aria-invalid={expireError ? true : undefined}
            aria-describedby={expireError ? `${id}-expire-error` : undefined}
            onInput={onExpireInput}
            required
          />
          {expireError && (
            <p id={`${id}-expire-error`} className="field__error" role="alert">
              {expireError}
            </p>
          )}
        </div>
      </div>
      <div className="field">
        <label htmlFor={`${id}-name`} className="field__label">
          {t('payments.cards.name')}
        </label>
        <input
          id={`${id}-name`}
          className="text-input card-form__input"
          name="name"
          type="text"
          autoComplete="off"
          maxLength={40}
          placeholder={t('payments.cards.namePlaceholder')}
          defaultValue={props.values?.name ?? ''}
        />
      </div>
      <p className="card-form__note">
        <svg
          viewBox="0 0 24 24"
          width="18"
          height="18"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <path d="M6 10V7a6 6 0 0 1 12 0v3M5 10h14v11H5V10Zm7 4v3" />
        </svg>
        <span>
          {t('payments.cards.providerNote')} <strong>{t('payments.cards.poweredBy')}</strong>
        </span>
      </p>
      {props.message && (
        <p className="form-error" role="alert">
          {props.message}
        </p>
      )}
      <button type="submit" className="button button-primary button-block" disabled={props.busy}>
        {t('payments.cards.submit')}
      </button>
    </Form>
  );
}

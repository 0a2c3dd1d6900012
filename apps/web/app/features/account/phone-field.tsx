import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '../../shared/i18n/index.tsx';
import { formatNational } from './phone-input.ts';

/**
 * Phone input with the +998 prefix fixed and the "90 123 45 67" mask applied as the customer types. Without
 * JavaScript it is a plain tel field; the action normalises whatever was typed.
 */
export function PhoneField(props: {
  name: string;
  label: string;
  defaultValue?: string;
  error?: string | null;
  autoFocus?: boolean;
}) {
  const t = useT();
  const id = useId();
  const [value, setValue] = useState(() => formatNational(props.defaultValue ?? ''));
  const input = useRef<HTMLInputElement>(null);
  // On a slow phone the number may be typed into the server-rendered field before the page hydrates: keep it
  // instead of letting the (empty) state win.
  useEffect(() => {
    const typed = input.current?.value ?? '';
    if (typed) setValue((current) => (current ? current : formatNational(typed)));
  }, []);
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {props.label}
      </label>
      <div className={`phone-input${props.error ? ' is-invalid' : ''}`}>
        <span className="phone-input__prefix" aria-hidden="true">
          +998
        </span>
        <input
          ref={input}
          id={id}
          name={props.name}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder="90 123 45 67"
          aria-describedby={props.error ? errorId : undefined}
          aria-invalid={props.error ? true : undefined}
          value={value}
          onChange={(e) => setValue(formatNational(e.currentTarget.value))}
          // biome-ignore lint/a11y/noAutofocus: the number is the only thing the login screen asks for.
          autoFocus={props.autoFocus}
          required
        />
      </div>
      <p className="field__hint">{t('account.phone.hint')}</p>
      {props.error && (
        <p id={errorId} className="field__error" role="alert">
          {props.error}
        </p>
      )}
    </div>
  );
}

import { useEffect, useId, useRef } from 'react';

/**
 * The 6-digit SMS code: one field (so the browser's one-time-code autofill and paste fill it whole), numeric
 * keyboard on phones. `onComplete` lets the screen submit as soon as six digits are there.
 */
export function CodeField(props: {
  label: string;
  error?: string | null;
  onComplete?: (form: HTMLFormElement) => void;
  autoFocus?: boolean;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const input = useRef<HTMLInputElement>(null);
  // After a refused code the digits are selected, so typing the next attempt replaces them.
  useEffect(() => {
    if (props.error) input.current?.select();
  }, [props.error]);
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {props.label}
      </label>
      <input
        ref={input}
        id={id}
        className={`code-input${props.error ? ' is-invalid' : ''}`}
        name="code"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="\d{6}"
        maxLength={6}
        placeholder="••••••"
        aria-describedby={props.error ? errorId : undefined}
        aria-invalid={props.error ? true : undefined}
        // biome-ignore lint/a11y/noAutofocus: the code is the only thing this step asks for.
        autoFocus={props.autoFocus}
        required
        onChange={(e) => {
          const input = e.currentTarget;
          const digits = input.value.replace(/\D/g, '').slice(0, 6);
          if (digits !== input.value) input.value = digits;
          if (digits.length === 6 && input.form) props.onComplete?.(input.form);
        }}
      />
      {props.error && (
        <p id={errorId} className="field__error" role="alert">
          {props.error}
        </p>
      )}
    </div>
  );
}

import { type InputHTMLAttributes, useId } from 'react';

/** A labelled input with its translated error announced and tied to it (aria-describedby). */
export function TextField(
  props: { label: string; error?: string | null; hint?: string } & InputHTMLAttributes<HTMLInputElement>,
) {
  const { label, error, hint, ...input } = props;
  const id = useId();
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <input
        id={id}
        className={`text-input${error ? ' is-invalid' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        {...input}
      />
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

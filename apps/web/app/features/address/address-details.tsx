/**
 * The second step of the picker: what the courier needs beyond the point (spec §3 Address + extra info).
 * A plain form posting to the route's action, so it also works before the page's JavaScript has loaded.
 */
import { Form } from 'react-router';
import { type MessageKey, useT } from '../../shared/i18n/index.tsx';
import type { AddressTextField } from './address-form.ts';

export type AddressType = 'HOUSE' | 'APARTMENT';
export type AddressFields = Record<AddressTextField, string> & { type: AddressType };

const FIELDS: readonly {
  name: AddressTextField;
  label: MessageKey;
  auto?: string;
  wide?: boolean;
  max: number;
}[] = [
  { name: 'streetName', label: 'address.street', auto: 'address-line1', wide: true, max: 200 },
  { name: 'houseNumber', label: 'address.house', max: 20 },
  { name: 'office', label: 'address.office', max: 20 },
  { name: 'entrance', label: 'address.entrance', max: 20 },
  { name: 'floor', label: 'address.floor', max: 20 },
  { name: 'domophone', label: 'address.domophone', max: 20 },
  { name: 'name', label: 'address.name', wide: true, max: 60 },
  { name: 'comment', label: 'address.comment', wide: true, max: 300 },
];

interface Props {
  fields: AddressFields;
  onChange: (name: keyof AddressFields, value: string) => void;
  point: { latitude: number; longitude: number };
  id: number | null;
  submitLabel: string;
  busy: boolean;
  invalidFields: string[] | null;
  message?: string | null;
  onSubmitting?: () => void;
}

export function AddressDetails(props: Props) {
  const t = useT();
  const { fields } = props;
  const invalid = props.invalidFields?.filter(Boolean) ?? [];
  const invalidNames = invalid.map((n) => {
    const field = FIELDS.find((f) => f.name === n);
    return field ? t(field.label) : n;
  });
  return (
    <Form method="post" className="addr-details" onSubmit={props.onSubmitting} replace>
      <input type="hidden" name="latitude" value={props.point.latitude} />
      <input type="hidden" name="longitude" value={props.point.longitude} />
      {props.id !== null && <input type="hidden" name="id" value={props.id} />}
      <fieldset className="addr-details__type">
        <legend>{t('address.type')}</legend>
        {(['HOUSE', 'APARTMENT'] as const).map((type) => (
          <label key={type} className={`addr-chip${fields.type === type ? ' is-checked' : ''}`}>
            <input
              type="radio"
              name="type"
              value={type}
              checked={fields.type === type}
              onChange={() => props.onChange('type', type)}
            />
            {t(type === 'HOUSE' ? 'address.typeHouse' : 'address.typeApartment')}
          </label>
        ))}
      </fieldset>
      <div className="addr-details__grid">
        {FIELDS.map((f) => {
          const hidden =
            fields.type === 'HOUSE' && (f.name === 'entrance' || f.name === 'floor' || f.name === 'office');
          if (hidden) return null;
          const isInvalid = invalid.includes(f.name);
          return (
            <div key={f.name} className={`addr-field${f.wide ? ' addr-field--wide' : ''}`}>
              <label className="addr-field__label" htmlFor={`addr-${f.name}`}>
                {t(f.label)}
              </label>
              {f.name === 'comment' ? (
                <textarea
                  id={`addr-${f.name}`}
                  name={f.name}
                  rows={2}
                  maxLength={f.max}
                  value={fields[f.name]}
                  aria-invalid={isInvalid || undefined}
                  onChange={(e) => props.onChange(f.name, e.currentTarget.value)}
                />
              ) : (
                <input
                  id={`addr-${f.name}`}
                  name={f.name}
                  maxLength={f.max}
                  autoComplete={f.auto ?? 'off'}
                  inputMode={f.name === 'floor' || f.name === 'domophone' ? 'numeric' : undefined}
                  // Decision 327: the courier needs a street; a failed lookup leaves it to the customer.
                  required={f.name === 'streetName'}
                  aria-describedby={f.name === 'streetName' && isInvalid ? 'addr-street-required' : undefined}
                  value={fields[f.name]}
                  aria-invalid={isInvalid || undefined}
                  onChange={(e) => props.onChange(f.name, e.currentTarget.value)}
                />
              )}
            </div>
          );
        })}
      </div>
      {invalid.includes('streetName') && (
        <p className="addr-details__error" id="addr-street-required" role="alert">
          {t('location.streetRequired')}
        </p>
      )}
      {invalid.some((n) => n !== 'streetName') && (
        <p className="addr-details__error" role="alert">
          {t('address.invalid', {
            fields: invalidNames.filter((_, i) => invalid[i] !== 'streetName').join(', '),
          })}
        </p>
      )}
      {props.message && (
        <p className="addr-details__error" role="alert">
          {props.message}
        </p>
      )}
      <button type="submit" className="button button-primary addr-details__submit" disabled={props.busy}>
        {props.submitLabel}
      </button>
    </Form>
  );
}

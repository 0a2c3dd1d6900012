/**
 * The address picker of /profile/address/create and /choose-address: a full-screen map with a fixed pin in the
 * centre. Dragging the map moves the point; when it stops, the street is filled by reverse geocoding. Search
 * and "locate me" move the map. A point within spec §5's tolerance of a saved address is that address. Then
 * the details step (AddressDetails) posts the form to the route's action.
 */
import type { Address } from '@dasturxon/contracts';
import { findSavedAddress } from '@dasturxon/domain';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigation } from 'react-router';
import { rememberDeliveryChoice } from '../../lib/delivery-choice.ts';
import { useT } from '../../shared/i18n/index.tsx';
import type { MapProviderChoice } from '../../shared/map/map-provider.ts';
import type { LatLng } from '../../shared/map/map-types.ts';
import { MapView } from '../../shared/map/map-view.tsx';
import { useGeolocation } from '../../shared/map/use-geolocation.ts';
import { AddressDetails, type AddressFields } from './address-details.tsx';
import { AddressSearch } from './address-search.tsx';
import { useReverseGeocode } from './use-reverse-geocode.ts';
import './address.css';

export interface AddressPickerProps {
  title: string;
  backTo: string;
  provider: MapProviderChoice;
  /** Where the map opens: the edited address, else the merchant's location. */
  start: LatLng;
  saved: readonly Address[];
  /** The address being edited (its fields fill the form; its own point is not "another saved address"). */
  editing: Address | null;
  submitLabel: string;
  invalidFields: string[] | null;
  /** The action's refusal (e.g. too many addresses), shown on the form. */
  errorMessage: string | null;
  /** /choose-address: keep the chosen point in this browser for the order. */
  rememberChoice: boolean;
}

function fieldsOf(a: Address | null): AddressFields {
  return {
    type: a?.type ?? 'HOUSE',
    name: a?.name ?? '',
    streetName: a?.streetName ?? '',
    houseNumber: a?.houseNumber ?? '',
    entrance: a?.entrance ?? '',
    floor: a?.floor ?? '',
    domophone: a?.domophone ?? '',
    office: a?.office ?? '',
    comment: a?.comment ?? '',
  };
}

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

export function AddressPicker(props: AddressPickerProps) {
  const t = useT();
  const navigation = useNavigation();
  const [point, setPoint] = useState<LatLng>(props.start);
  const [fields, setFields] = useState<AddressFields>(() => fieldsOf(props.editing));
  const [step, setStep] = useState<'map' | 'details'>(
    props.invalidFields || props.errorMessage ? 'details' : 'map',
  );
  const [focus, setFocus] = useState<{ point: LatLng; zoom: number; key: number } | null>(null);
  const geo = useGeolocation();
  const nextRef = useRef<HTMLButtonElement>(null);
  const detailsRef = useRef<HTMLParagraphElement>(null);
  const shownStep = useRef(step);
  // Keyboard and screen-reader users land where the step continues: the form's summary, or back on "next".
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    if (step === 'details') detailsRef.current?.focus();
    else nextRef.current?.focus();
  }, [step]);
  const geocode = useReverseGeocode(
    (found) => {
      // The point moved: its street replaces the old one (a house number only when Nominatim knows it).
      setFields((f) => ({ ...f, streetName: found.street, houseNumber: found.house || '' }));
    },
    // The old street belongs to the old point: when the new point's lookup fails, the customer types it
    // (decision 327). Not cleared on the move itself: a late settle event of the map would empty a street
    // the customer is about to send.
    () => setFields((f) => ({ ...f, streetName: '', houseNumber: '' })),
  );

  // A new point starts with the street under the pin (once); an edited address keeps its own street.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on opening the picker.
  useEffect(() => {
    if (!props.editing) geocode.request(props.start);
  }, []);

  // Spec §5: a point matching a saved address (other than the one being edited) is that address.
  const others = props.saved.filter((a) => a.id !== props.editing?.id);
  const match = findSavedAddress(others, point);
  const summary = [fields.streetName, fields.houseNumber].filter(Boolean).join(', ');

  function onMove(center: LatLng) {
    const next = { latitude: round6(center.latitude), longitude: round6(center.longitude) };
    // The engines also report programmatic and zero-length moves: only a real change asks Nominatim.
    if (next.latitude === point.latitude && next.longitude === point.longitude) return;
    setPoint(next);
    geocode.request(next);
  }

  /** Search and "locate me": the point moves even if the map could not be drawn (then no onMove comes). */
  function moveTo(p: LatLng) {
    onMove(p);
    setFocus({ point: p, zoom: 17, key: Date.now() });
  }

  async function locate() {
    const p = await geo.locate();
    if (p) moveTo(p);
  }

  const geoMessage =
    geo.status === 'denied'
      ? t('address.locateDenied')
      : geo.status === 'unavailable' || geo.status === 'unsupported'
        ? t('address.locateUnavailable')
        : null;

  return (
    <div className="addr-picker" data-step={step}>
      <header className="addr-picker__bar">
        {step === 'map' ? (
          <Link to={props.backTo} className="addr-picker__back" aria-label={t('common.back')}>
            <BackIcon />
          </Link>
        ) : (
          <button
            type="button"
            className="addr-picker__back"
            aria-label={t('address.back')}
            onClick={() => setStep('map')}
          >
            <BackIcon />
          </button>
        )}
        <h1 className="addr-picker__title">{props.title}</h1>
      </header>

      {/* Kept drawn under the details step (a hidden Leaflet map loses its size); inert keeps focus out. */}
      <div className="addr-picker__map" inert={step !== 'map'}>
        <AddressSearch
          onPick={(p) => {
            moveTo(p);
            nextRef.current?.focus();
          }}
        />
        <MapView
          provider={props.provider}
          center={props.start}
          zoom={props.editing ? 17 : 14}
          onMove={onMove}
          focus={focus}
          userLocation={geo.position}
          label={t('address.mapLabel')}
        />
        <span className="addr-picker__pin" role="img" aria-label={t('address.pin')}>
          <svg viewBox="0 0 32 44" width="36" height="50" aria-hidden="true">
            <path d="M16 43s14-15.6 14-27A14 14 0 0 0 2 16c0 11.4 14 27 14 27Z" />
            <circle cx="16" cy="16" r="5.5" />
          </svg>
        </span>
        <button
          type="button"
          className="addr-picker__locate"
          onClick={locate}
          aria-label={t('address.locate')}
          aria-busy={geo.status === 'locating'}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="2">
            <circle cx="12" cy="12" r="4" />
            <path d="M12 2v3M12 19v3M2 12h3M19 12h3" />
          </svg>
        </button>
        <section className="addr-picker__sheet" aria-live="polite">
          {geoMessage && <p className="addr-picker__notice">{geoMessage}</p>}
          {geocode.error && (
            <p className="addr-picker__notice addr-picker__notice--error" role="alert">
              {geocode.error}
            </p>
          )}
          {others.length > 0 && !match && (
            <ul className="addr-picker__saved" aria-label={t('address.listTitle')}>
              {others.slice(0, 6).map((a) => (
                <li key={a.id}>
                  <button
                    type="button"
                    className="addr-chip"
                    onClick={() =>
                      setFocus({
                        point: { latitude: a.latitude, longitude: a.longitude },
                        zoom: 17,
                        key: Date.now(),
                      })
                    }
                  >
                    {a.name || a.streetName || t('address.unknownStreet')}
                  </button>
                </li>
              ))}
            </ul>
          )}
          {match && (
            <p className="addr-picker__match" data-address-id={match.id}>
              {t('address.savedMatch', { name: match.name || match.streetName || '' })}
            </p>
          )}
          <p className="addr-picker__street" data-status={geocode.status}>
            {geocode.status === 'loading'
              ? t('address.resolving')
              : summary || (geocode.status === 'done' ? t('address.unknownStreet') : '\u00a0')}
          </p>
          <button
            type="button"
            ref={nextRef}
            className="button button-primary addr-picker__next"
            disabled={geocode.status === 'loading'}
            onClick={() => {
              // A saved address chosen on the map comes with everything the customer wrote for it.
              if (match && !props.editing) setFields(fieldsOf(match));
              setStep('details');
            }}
          >
            {t('address.next')}
          </button>
        </section>
      </div>

      {step === 'details' && (
        <div className="addr-picker__details">
          <p className="addr-picker__street" ref={detailsRef} tabIndex={-1}>
            {summary || t('address.unknownStreet')}
          </p>
          <AddressDetails
            fields={fields}
            onChange={(name, value) => setFields((f) => ({ ...f, [name]: value }))}
            point={point}
            id={props.editing?.id ?? match?.id ?? null}
            submitLabel={props.submitLabel}
            busy={navigation.state === 'submitting'}
            invalidFields={props.invalidFields}
            message={props.errorMessage}
            onSubmitting={
              props.rememberChoice
                ? () =>
                    rememberDeliveryChoice({
                      id: props.editing?.id ?? match?.id ?? null,
                      ...point,
                      streetName: fields.streetName,
                      houseNumber: fields.houseNumber,
                    })
                : undefined
            }
          />
        </div>
      )}
    </div>
  );
}

function BackIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M15 5l-7 7 7 7" />
    </svg>
  );
}

/**
 * Text search for the picker (spec §7 nominatim search). Submitted, never per keystroke: Nominatim's usage
 * policy forbids autocomplete against it. Choosing a result moves the map there.
 */
import type { NominatimPlace } from '@dasturxon/contracts';
import { useId, useRef, useState } from 'react';
import { useT } from '../../shared/i18n/index.tsx';
import type { LatLng } from '../../shared/map/map-types.ts';
import { placePoint, shortDisplayName } from './place.ts';
import { useGeocodeErrorText } from './use-reverse-geocode.ts';

interface Result {
  key: string;
  label: string;
  point: LatLng;
}

export function AddressSearch(props: { onPick: (point: LatLng, label: string) => void }) {
  const t = useT();
  const id = useId();
  const errorText = useGeocodeErrorText('search');
  const [failure, setFailure] = useState<string | null>(null);
  const [results, setResults] = useState<Result[] | null>(null);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef<AbortController | null>(null);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    if (q.length < 2) return;
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    setBusy(true);
    setFailure(null);
    try {
      const res = await fetch(`/geocode?q=${encodeURIComponent(q)}`, { signal: controller.signal });
      const body = (await res.json().catch(() => null)) as {
        places?: NominatimPlace[];
        error?: { message?: string };
      } | null;
      if (!res.ok || !body?.places) {
        setFailure(errorText(body));
        setResults(null);
        return;
      }
      setResults(
        body.places.flatMap((p, i) => {
          const point = placePoint(p);
          return point
            ? [{ key: `${i}-${p.lat}-${p.lon}`, label: shortDisplayName(p.display_name), point }]
            : [];
        }),
      );
    } catch {
      if (!controller.signal.aborted) setFailure(errorText(null));
    } finally {
      if (inFlight.current === controller) setBusy(false);
    }
  }

  return (
    <div className="addr-search">
      <search>
        <form className="addr-search__form" onSubmit={onSubmit}>
          <label htmlFor={`${id}-q`} className="visually-hidden">
            {t('address.searchLabel')}
          </label>
          <input
            id={`${id}-q`}
            name="q"
            type="search"
            enterKeyHint="search"
            autoComplete="street-address"
            minLength={2}
            maxLength={200}
            placeholder={t('address.searchPlaceholder')}
            className="addr-search__input"
            onChange={(e) => {
              if (e.currentTarget.value === '') {
                setResults(null);
                setFailure(null);
              }
            }}
          />
          <button type="submit" className="addr-search__submit" aria-busy={busy}>
            {t('address.searchSubmit')}
          </button>
        </form>
      </search>
      {failure && (
        <p className="addr-search__failure" role="alert">
          {failure}
        </p>
      )}
      {results && (
        <section className="addr-search__results" aria-label={t('address.searchResults')} aria-live="polite">
          {results.length === 0 ? (
            <p className="addr-search__nothing">{t('address.searchNothing')}</p>
          ) : (
            <ul>
              {results.map((r) => (
                <li key={r.key}>
                  <button
                    type="button"
                    onClick={() => {
                      setResults(null);
                      props.onPick(r.point, r.label);
                    }}
                  >
                    {r.label}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}

/**
 * Reverse geocoding of the picker's point: once the map has stopped for DEBOUNCE_MS (never per frame or per
 * drag step: the upstream allows 1 request/s for the whole server), the previous request cancelled. A failure
 * is told in the picker's sheet in the customer's words (decision 327: spec §8's 'Error in nominatim' text
 * stays in the server log) and leaves the point usable: the street is typed on the next step.
 */
import type { NominatimPlace } from '@dasturxon/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useT } from '../../shared/i18n/index.tsx';
import type { LatLng } from '../../shared/map/map-types.ts';
import { type PlaceStreet, streetOfPlace } from './place.ts';

export const DEBOUNCE_MS = 700;

export type GeocodeStatus = 'idle' | 'loading' | 'done' | 'error';

interface ErrorBody {
  error?: { code?: string; message?: string };
}

/**
 * The customer's words for a failed lookup: the API's own message when it is one they can act on (busy: try in
 * N seconds), else ours for the kind of lookup — never the upstream's name or "tell the developers".
 */
export function useGeocodeErrorText(kind: 'reverse' | 'search'): (body: ErrorBody | null) => string {
  const t = useT();
  return (body) => {
    if (body?.error?.code === 'RATE_LIMITED' && body.error.message) return body.error.message;
    return kind === 'reverse' ? t('location.lookupFailed') : t('location.searchFailed');
  };
}

export function useReverseGeocode(onResult: (street: PlaceStreet) => void, onFailure?: () => void) {
  const [status, setStatus] = useState<GeocodeStatus>('idle');
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const inFlight = useRef<AbortController | null>(null);
  const latest = useRef(onResult);
  latest.current = onResult;
  const failed = useRef(onFailure);
  failed.current = onFailure;
  const errorText = useGeocodeErrorText('reverse');
  const errorTextRef = useRef(errorText);
  errorTextRef.current = errorText;

  const cancel = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    inFlight.current?.abort();
    inFlight.current = null;
  }, []);

  useEffect(() => cancel, [cancel]);

  const request = useCallback(
    (point: LatLng) => {
      cancel();
      timer.current = setTimeout(async () => {
        const controller = new AbortController();
        inFlight.current = controller;
        setStatus('loading');
        setError(null);
        const qs = `lat=${point.latitude.toFixed(6)}&lon=${point.longitude.toFixed(6)}`;
        try {
          const res = await fetch(`/geocode?${qs}`, { signal: controller.signal });
          const body = (await res.json().catch(() => null)) as
            | (ErrorBody & { place?: NominatimPlace })
            | null;
          if (controller.signal.aborted) return;
          if (!res.ok || !body || body.error) {
            setStatus('error');
            setError(errorTextRef.current(body));
            failed.current?.();
            return;
          }
          setStatus('done');
          latest.current(streetOfPlace(body.place));
        } catch {
          if (controller.signal.aborted) return;
          setStatus('error');
          setError(errorTextRef.current(null));
          failed.current?.();
        }
      }, DEBOUNCE_MS);
    },
    [cancel],
  );

  return { status, error: status === 'error' ? error : null, request, cancel };
}

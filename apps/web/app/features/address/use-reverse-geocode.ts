/**
 * Reverse geocoding of the picker's point: once the map has stopped for DEBOUNCE_MS (never per frame or per
 * drag step: the upstream allows 1 request/s for the whole server), the previous request cancelled. A failure
 * shows spec §8's error toast but leaves the point usable: the street can be typed.
 */
import type { NominatimPlace } from '@dasturxon/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useT } from '../../shared/i18n/index.tsx';
import type { LatLng } from '../../shared/map/map-types.ts';
import { showToast } from '../../shared/toast/toast-store.ts';
import { type PlaceStreet, streetOfPlace } from './place.ts';

export const DEBOUNCE_MS = 700;

export type GeocodeStatus = 'idle' | 'loading' | 'done' | 'error';

interface ErrorBody {
  error?: { code?: string; message?: string };
}

/** The toast text of a failed proxy call: the API's translated message, else spec §8's Uzbek one. */
export function useGeocodeErrorText(): (body: ErrorBody | null) => string {
  const t = useT();
  return (body) =>
    body?.error?.message || `${t('address.nominatimError')}: ${t('address.nominatimFallback')}`;
}

export function useReverseGeocode(onResult: (street: PlaceStreet) => void) {
  const [status, setStatus] = useState<GeocodeStatus>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const inFlight = useRef<AbortController | null>(null);
  const latest = useRef(onResult);
  latest.current = onResult;
  const errorText = useGeocodeErrorText();
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
        const qs = `lat=${point.latitude.toFixed(6)}&lon=${point.longitude.toFixed(6)}`;
        try {
          const res = await fetch(`/geocode?${qs}`, { signal: controller.signal });
          const body = (await res.json().catch(() => null)) as
            | (ErrorBody & { place?: NominatimPlace })
            | null;
          if (controller.signal.aborted) return;
          if (!res.ok || !body || body.error) {
            setStatus('error');
            showToast('error', errorTextRef.current(body));
            return;
          }
          setStatus('done');
          latest.current(streetOfPlace(body.place));
        } catch {
          if (controller.signal.aborted) return;
          setStatus('error');
          showToast('error', errorTextRef.current(null));
        }
      }, DEBOUNCE_MS);
    },
    [cancel],
  );

  return { status, request, cancel };
}

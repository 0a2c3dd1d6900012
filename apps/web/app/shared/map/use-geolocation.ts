import { useCallback, useState } from 'react';
import type { LatLng } from './map-types.ts';

export type GeolocationStatus = 'idle' | 'locating' | 'located' | 'denied' | 'unavailable' | 'unsupported';

export interface Geolocation {
  status: GeolocationStatus;
  position: LatLng | null;
  /** Asks the browser for the user's position; resolves null when it cannot be had. */
  locate: () => Promise<LatLng | null>;
}

/** "Locate me": one position request per press, never on page load (the user asks for it). */
export function useGeolocation(): Geolocation {
  const [status, setStatus] = useState<GeolocationStatus>('idle');
  const [position, setPosition] = useState<LatLng | null>(null);

  const locate = useCallback(() => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      setStatus('unsupported');
      return Promise.resolve(null);
    }
    setStatus('locating');
    return new Promise<LatLng | null>((resolve) => {
      navigator.geolocation.getCurrentPosition(
        (pos) => {
          const p = { latitude: pos.coords.latitude, longitude: pos.coords.longitude };
          setPosition(p);
          setStatus('located');
          resolve(p);
        },
        (err) => {
          setStatus(err.code === err.PERMISSION_DENIED ? 'denied' : 'unavailable');
          resolve(null);
        },
        { enableHighAccuracy: true, timeout: 10_000, maximumAge: 60_000 },
      );
    });
  }, []);

  return { status, position, locate };
}

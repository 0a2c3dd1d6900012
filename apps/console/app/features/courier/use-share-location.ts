/**
 * While the courier has an order on the way, the phone's position goes to the server every ~10 s
 * (POST /staff/v1/couriers/me/location), where the customer's order map reads it. The browser asks for the
 * permission once; a refusal is shown, never retried behind the courier's back.
 */
import { staffEndpoints } from '@dasturxon/contracts';
import { useEffect, useState } from 'react';
import { api } from '../../lib/runtime.ts';

export const SHARE_EVERY_MS = 10_000;

export type ShareState = 'off' | 'waiting' | 'sharing' | 'denied' | 'unavailable';

export function useShareLocation(active: boolean): ShareState {
  const [state, setState] = useState<ShareState>('off');
  useEffect(() => {
    if (!active) {
      setState('off');
      return;
    }
    const geo = globalThis.navigator?.geolocation;
    if (!geo) {
      setState('unavailable');
      return;
    }
    setState('waiting');
    let latest: GeolocationPosition | null = null;
    // Every tick sends the latest fix, moved or not: a courier waiting at a door is still on the map.
    const send = () => {
      if (!latest) return;
      void api.call(staffEndpoints.courierLocation, {
        body: { latitude: latest.coords.latitude, longitude: latest.coords.longitude },
      });
    };
    const watch = geo.watchPosition(
      (position) => {
        const first = latest === null;
        latest = position;
        setState('sharing');
        if (first) send();
      },
      (error) => setState(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable'),
      { enableHighAccuracy: true, maximumAge: 5000, timeout: 30_000 },
    );
    const timer = setInterval(send, SHARE_EVERY_MS);
    return () => {
      geo.clearWatch(watch);
      clearInterval(timer);
    };
  }, [active]);
  return state;
}

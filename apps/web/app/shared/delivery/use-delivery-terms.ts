/**
 * The visitor's delivery terms (decision 316), loaded from /delivery-terms once the page is interactive (never
 * in the first paint or its cache) and again when `key` changes (the basket's products). The point chosen on
 * /choose-address (kept in this browser) goes along when the checkout has no address yet.
 */
import type { DeliveryTerms } from '@dasturxon/contracts';
import { useEffect } from 'react';
import { useFetcher } from 'react-router';
import { DELIVERY_ADDRESS_KEY } from '../../lib/delivery-choice.ts';

function storedPoint(): { lat: number; lon: number } | null {
  try {
    const raw = globalThis.localStorage?.getItem(DELIVERY_ADDRESS_KEY);
    const v = raw ? (JSON.parse(raw) as { latitude?: unknown; longitude?: unknown }) : null;
    return v && typeof v.latitude === 'number' && typeof v.longitude === 'number'
      ? { lat: v.latitude, lon: v.longitude }
      : null;
  } catch {
    return null;
  }
}

export function useDeliveryTerms(opts: { basket: boolean; key?: string }): DeliveryTerms | null {
  const fetcher = useFetcher<{ terms: DeliveryTerms | null }>({
    key: `delivery-terms-${opts.basket ? 'b' : 'm'}`,
  });
  const { load } = fetcher;
  // biome-ignore lint/correctness/useExhaustiveDependencies: load again only when the basket's products change.
  useEffect(() => {
    const q = new URLSearchParams();
    if (opts.basket) q.set('basket', '1');
    const point = storedPoint();
    if (point) {
      q.set('lat', String(point.lat));
      q.set('lon', String(point.lon));
    }
    void load(`/delivery-terms?${q}`);
  }, [opts.basket, opts.key]);
  return fetcher.data?.terms ?? null;
}

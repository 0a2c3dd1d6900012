/**
 * The visitor's delivery terms (decision 316), loaded from /delivery-terms once the page is interactive (never
 * in the first paint or its cache), again when `key` changes (the basket's products) and again whenever the
 * shell's data is revalidated (a submitted preference, branch or basket change: what a fetcher would revalidate
 * on). The point chosen on /choose-address (kept in this browser) goes along when the checkout has no address yet.
 *
 * A plain fetch, not a React Router fetcher (decision 355): a fetcher loading a route the router has not
 * discovered yet, revalidated by an action that ends meanwhile (a language tapped right after hydration), was
 * matched to the catch-all 404 route, and the page said "Something went wrong" (react-router#15326).
 */
import type { DeliveryTerms } from '@dasturxon/contracts';
import { useEffect, useState } from 'react';
import { useRouteLoaderData } from 'react-router';
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

/**
 * The last terms of each kind (menu, basket) in this browser: a page shown again starts from them instead of an
 * empty line. Written only in the effect, so a server render never reads another visitor's terms.
 */
const last = new Map<string, DeliveryTerms | null>();

export function useDeliveryTerms(opts: { basket: boolean; key?: string }): DeliveryTerms | null {
  const kind = opts.basket ? 'basket' : 'menu';
  const [terms, setTerms] = useState<DeliveryTerms | null>(() => last.get(kind) ?? null);
  // A new object after every revalidation of the shell: the terms are asked again then.
  const shell = useRouteLoaderData('root');
  // biome-ignore lint/correctness/useExhaustiveDependencies: asked again when the products or the shell change.
  useEffect(() => {
    const q = new URLSearchParams();
    if (opts.basket) q.set('basket', '1');
    const point = storedPoint();
    if (point) {
      q.set('lat', String(point.lat));
      q.set('lon', String(point.lon));
    }
    const abort = new AbortController();
    fetch(`/delivery-terms?${q}`, { signal: abort.signal, headers: { accept: 'application/json' } })
      .then((res) => (res.ok ? (res.json() as Promise<{ terms: DeliveryTerms | null }>) : null))
      .then((body) => {
        if (!body || abort.signal.aborted) return;
        last.set(kind, body.terms);
        setTerms(body.terms);
      })
      // Offline or refused: the line keeps what it showed (its height is kept either way).
      .catch(() => {});
    return () => abort.abort();
  }, [kind, opts.key, shell]);
  return terms;
}

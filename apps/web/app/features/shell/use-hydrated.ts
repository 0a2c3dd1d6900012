import { useEffect, useState } from 'react';

/**
 * False during server rendering and hydration, true once the component has mounted in the browser: for markup
 * only needed without JavaScript, and for client-only parts. A state set by an effect, not a store snapshot
 * that differs between server and client: React would re-render such a snapshot synchronously in the task
 * that commits the hydration (decision 025); this update runs as a separate, ordinary render instead.
 * Components mounted later (after a client navigation) render once with false, then with true.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/**
 * New-build detection (spec §4): poll /build-version every few minutes; once a newer build is out, the next
 * navigation loads the page fresh (a full load fetches the new assets). A chunk that fails to load (an old
 * asset removed by a deploy) reloads the page at most once per path in 10 s (domain reload guard), with the
 * history kept in sessionStorage.
 */
import { type ReloadHistory, recordReload, shouldReloadAfterChunkError } from '@dasturxon/domain';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

const POLL_MS = 5 * 60 * 1000;
const HISTORY_KEY = '_chunkReloads';

declare global {
  interface Window {
    __reactRouterManifest?: { version?: string };
  }
}

function readHistory(): ReloadHistory {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(HISTORY_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as ReloadHistory) : {};
  } catch {
    return {};
  }
}

/** Reloads the page after a chunk-load failure unless this path was reloaded for that in the last 10 s. */
export function reloadAfterChunkError(): boolean {
  const path = window.location.pathname;
  const now = Date.now();
  const history = readHistory();
  if (!shouldReloadAfterChunkError(path, now, history)) return false;
  try {
    sessionStorage.setItem(HISTORY_KEY, JSON.stringify(recordReload(history, path, now)));
  } catch {
    // Storage full or blocked: reloading is still right; the guard just cannot remember it.
  }
  window.location.reload();
  return true;
}

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i;

export function useBuildWatch(buildId: string): void {
  const stale = useRef(false);
  const location = useLocation();
  const first = useRef(true);

  useEffect(() => {
    const running = window.__reactRouterManifest?.version ?? buildId;
    const check = async () => {
      try {
        const res = await fetch('/build-version', { cache: 'no-store' });
        if (!res.ok) return;
        const body = (await res.json()) as { version?: string };
        if (body.version && body.version !== running) stale.current = true;
      } catch {
        // Offline or the server restarting: try again next time.
      }
    };
    const timer = window.setInterval(check, POLL_MS);
    const onPreloadError = (event: Event) => {
      if (reloadAfterChunkError()) event.preventDefault();
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      const message = event.reason instanceof Error ? event.reason.message : String(event.reason);
      if (CHUNK_ERROR.test(message)) reloadAfterChunkError();
    };
    window.addEventListener('vite:preloadError', onPreloadError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('vite:preloadError', onPreloadError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, [buildId]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation, by design.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    // The client navigated with old code: load this page afresh with the new build.
    if (stale.current) window.location.reload();
  }, [location.key]);
}

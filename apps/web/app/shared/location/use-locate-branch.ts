/**
 * The customer's location, asked only when they press a location button (decision 325; spec §4 asked at
 * start-up, which put a refusal notice over the header on every new session). On success the /nearest-branch
 * action finds the closest branch, remembers it (`nearestBranch` cookie, and localStorage `_nearesBranch`, the
 * spec's key) and the rounded position (`position` cookie, decision 326); the page revalidates. A refusal is
 * remembered in the `geo` cookie, so nothing asks again unprompted, and is answered in place, never as a toast.
 */
import { useEffect, useState } from 'react';
import { useFetcher } from 'react-router';
import { COOKIE, serializeCookie, YEAR_SECONDS } from '../../lib/cookies.ts';

export const NEAREST_BRANCH_STORAGE_KEY = '_nearesBranch';

export interface NearestBranchResult {
  ok: boolean;
  branch?: { id: number; name: string; merchantId: string };
  message?: string;
}

/**
 * Mirrors the branch the server knows as the nearest (from the `nearestBranch` cookie) into localStorage
 * `_nearesBranch`. Called by the sub-header, which stays mounted: the button that found the branch is replaced
 * by the badge in the same commit that can bring the action's answer, so an effect of its own may never run.
 */
export function useRememberNearestBranch(
  merchantId: string,
  branch: { id: number; name: string } | null,
): void {
  const id = branch?.id;
  const name = branch?.name;
  useEffect(() => {
    if (id === undefined) return;
    try {
      window.localStorage.setItem(NEAREST_BRANCH_STORAGE_KEY, JSON.stringify({ id, name, merchantId }));
    } catch {
      // Storage blocked: the cookie is what the server reads anyway.
    }
  }, [merchantId, id, name]);
}

export type LocateStatus = 'idle' | 'locating' | 'located' | 'refused' | 'unavailable' | 'failed';

function rememberRefusal(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: one fixed cookie; the Cookie Store API is not in Safari.
  document.cookie = serializeCookie(COOKIE.geo, 'denied', { maxAge: YEAR_SECONDS }, window.location);
}

export function useLocateBranch(): {
  status: LocateStatus;
  /** The action's message when it failed (e.g. no branches). */
  message: string | null;
  locate: () => void;
} {
  const fetcher = useFetcher<NearestBranchResult>({ key: 'nearest-branch' });
  const [asking, setAsking] = useState<LocateStatus>('idle');

  function locate() {
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
      setAsking('unavailable');
      return;
    }
    setAsking('locating');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setAsking('located');
        fetcher.submit(
          { lat: String(position.coords.latitude), lon: String(position.coords.longitude) },
          { method: 'post', action: '/nearest-branch' },
        );
      },
      (error) => {
        if (error.code === error.PERMISSION_DENIED) {
          rememberRefusal();
          setAsking('refused');
        } else setAsking('unavailable');
      },
      { maximumAge: 10 * 60 * 1000, timeout: 15_000 },
    );
  }

  let status = asking;
  if (asking === 'located') {
    if (fetcher.state !== 'idle') status = 'locating';
    else if (fetcher.data && !fetcher.data.ok) status = 'failed';
  }
  return { status, message: status === 'failed' ? (fetcher.data?.message ?? null) : null, locate };
}

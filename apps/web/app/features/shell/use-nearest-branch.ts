/**
 * Nearest branch (spec §4 startup, §8): outside the Telegram mini-app, ask for the position once; on success the
 * /nearest-branch action finds the closest branch and remembers it in the `nearestBranch` cookie (so the server
 * renders the filtered menu next time) and we keep it in localStorage `_nearesBranch` (the spec's key); the
 * action's completion revalidates the page. No geolocation, or a refusal: the Uzbek alert of spec §8 as a toast.
 */
import { useEffect } from 'react';
import { useFetcher } from 'react-router';
import { showToast } from '../../shared/toast/toast-store.ts';

export const NEAREST_BRANCH_STORAGE_KEY = '_nearesBranch';
const ASKED_KEY = '_nearestBranchAsked';

export interface NearestBranchResult {
  ok: boolean;
  branch?: { id: number; name: string; merchantId: string };
  message?: string;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function useNearestBranch(opts: {
  enabled: boolean;
  merchantId: string | null;
  hasBranch: boolean;
  geoMessage: string;
}): void {
  const fetcher = useFetcher<NearestBranchResult>({ key: 'nearest-branch' });
  const { enabled, merchantId, hasBranch, geoMessage } = opts;

  useEffect(() => {
    if (!enabled || !merchantId || hasBranch) return;
    const store = storage();
    // Once per merchant and browser: asking on every visit would be a nag.
    const askedFor = `${ASKED_KEY}:${merchantId}`;
    if (store?.getItem(askedFor)) return;
    store?.setItem(askedFor, String(Date.now()));
    if (!('geolocation' in navigator)) {
      showToast('warning', geoMessage);
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => {
        fetcher.submit(
          { lat: String(position.coords.latitude), lon: String(position.coords.longitude) },
          { method: 'post', action: '/nearest-branch' },
        );
      },
      (error) => {
        if (error.code === error.PERMISSION_DENIED) showToast('warning', geoMessage);
      },
      { maximumAge: 10 * 60 * 1000, timeout: 15_000 },
    );
  }, [enabled, merchantId, hasBranch, geoMessage, fetcher.submit]);

  useEffect(() => {
    const branch = fetcher.data?.branch;
    if (branch) storage()?.setItem(NEAREST_BRANCH_STORAGE_KEY, JSON.stringify(branch));
  }, [fetcher.data]);
}

/**
 * The console's per-page state outside React: the merchant (looked up once), the API client bound to it, and
 * the signed-in staff member (asked once per sign-in; route clientLoaders share the promise, so the layout and
 * the screen loaders running in parallel make one `me` call).
 */
import type { Staff } from '@dasturxon/contracts';
import { staffEndpoints } from '@dasturxon/contracts';
import { currentLang } from '../i18n/lang-store.ts';
import { type ConsoleApi, createConsoleApi } from './api.ts';
import { type ConsoleMerchant, lookUpMerchant } from './merchant.ts';

let merchantPromise: Promise<ConsoleMerchant | null> | null = null;
let staffPromise: Promise<Staff | null> | null = null;
const sessionLostListeners = new Set<() => void>();

/** Called when an API call finds the session gone (expired, signed out elsewhere); returns the unsubscribe. */
export function onSessionLost(listener: () => void): () => void {
  sessionLostListeners.add(listener);
  return () => sessionLostListeners.delete(listener);
}

const anonymousApi = createConsoleApi({ merchantId: () => null, lang: currentLang });

/** The merchant of this page, or null when the URL names none we know. */
export function loadMerchant(): Promise<ConsoleMerchant | null> {
  merchantPromise ??= lookUpMerchant(anonymousApi, new URL(window.location.href)).then((m) => {
    if (!m) merchantPromise = null; // a later attempt (after a fixed URL) may succeed
    return m;
  });
  return merchantPromise;
}

export const api: ConsoleApi = createConsoleApi({
  merchantId: async () => (await loadMerchant())?.id ?? null,
  lang: currentLang,
  onUnauthorized: () => {
    staffPromise = Promise.resolve(null);
    for (const listener of sessionLostListeners) listener();
  },
});

/** The signed-in staff member, or null (no session, expired, or signed out). */
export function loadStaff(): Promise<Staff | null> {
  staffPromise ??= api.call(staffEndpoints.me).then(([error, staff]) => {
    // Anything but "no session" is not an answer: ask again next time instead of remembering a failure.
    if (error && error.status !== 401) staffPromise = null;
    return staff;
  });
  return staffPromise;
}

/** After sign-in the server's answer is the session's staff member; after sign-out there is none. */
export function setStaff(staff: Staff | null): void {
  staffPromise = Promise.resolve(staff);
}

/**
 * Spec §4: logout clears local and session storage but keeps the merchant and the messenger's initData (the
 * mini-app must be able to sign in again without reopening).
 */
const KEEP = /merchant|initdata/i;

export function clearClientStorage(keep: (key: string) => boolean = (k) => KEEP.test(k)): void {
  for (const store of storages()) {
    for (const key of Object.keys(store)) if (!keep(key)) store.removeItem(key);
  }
}

function storages(): Storage[] {
  try {
    return [window.localStorage, window.sessionStorage];
  } catch {
    // Storage blocked by the browser: nothing stored to clear.
    return [];
  }
}

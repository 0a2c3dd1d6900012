/**
 * Loads an external script once per URL and tracks its status (spec §4: maps script load status pending,
 * loading, then loaded or error). A failed load is forgotten so a later visit can try again.
 */
export type ScriptStatus = 'pending' | 'loading' | 'loaded' | 'error';

interface Entry {
  status: ScriptStatus;
  promise: Promise<void>;
}

const scripts = new Map<string, Entry>();

export function scriptStatus(src: string): ScriptStatus {
  return scripts.get(src)?.status ?? 'pending';
}

export function loadScript(src: string, doc: Document = document, timeoutMs = 15_000): Promise<void> {
  if (typeof window === 'undefined') {
    // Spec §8: maps initialise on the client only.
    return Promise.reject(new Error('Scripts can only be loaded in the browser'));
  }
  const known = scripts.get(src);
  if (known && known.status !== 'error') return known.promise;

  const entry: Entry = { status: 'loading', promise: Promise.resolve() };
  entry.promise = new Promise<void>((resolve, reject) => {
    const el = doc.createElement('script');
    el.src = src;
    el.async = true;
    const fail = (reason: string) => {
      entry.status = 'error';
      clearTimeout(timer);
      el.remove();
      reject(new Error(`${reason}: ${src}`));
    };
    // A blocked request can hang without firing either event; the caller falls back instead of waiting.
    const timer = setTimeout(() => fail('Script load timed out'), timeoutMs);
    el.addEventListener('load', () => {
      clearTimeout(timer);
      entry.status = 'loaded';
      resolve();
    });
    el.addEventListener('error', () => fail('Script failed to load'));
    doc.head.appendChild(el);
  });
  scripts.set(src, entry);
  return entry.promise;
}

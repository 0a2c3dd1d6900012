/**
 * The rest of the message catalogue in the browser (decision 343): the menu's HTML carries only the first
 * screen's messages (first-screen.server.ts) and the URL of the rest (`messagesRest`). After hydration the root
 * fetches it and merges it into the same messages object the I18nProvider already holds, so nothing renders
 * again; whatever may show a key of the rest waits for `catalogueComplete()` first: client navigations (the
 * root's clientMiddleware), the root's revalidation (a language switch: its clientLoader), the shell's effects
 * and the active-order pill.
 */
import type { Messages } from './catalog/index.ts';

interface CatalogueShell {
  messages: Messages;
  /** The URL of the messages the HTML left out; null when `messages` is the whole catalogue. */
  messagesRest: string | null;
}

/** Completions by messages object: a loader answer's object is completed once. */
const completions = new WeakMap<Messages, Promise<void>>();
/** The rest by URL (a language switch back and forth asks once). */
const rests = new Map<string, Promise<Partial<Messages>>>();
/** The last completion started: what navigations wait for. */
let current: Promise<void> = Promise.resolve();

async function fetchRest(url: string): Promise<Partial<Messages>> {
  // Twice: one lost request on a bad network should not send the visitor to a whole-page load.
  for (let attempt = 0; ; attempt++) {
    try {
      const res = await fetch(url, { credentials: 'same-origin' });
      if (!res.ok) throw new Error(`${url}: ${res.status}`);
      return (await res.json()) as Partial<Messages>;
    } catch (error) {
      if (attempt >= 1) throw error;
    }
  }
}

/**
 * Merges the rest of the catalogue into `shell.messages` (in place); resolves at once when it is whole.
 * Idempotent per messages object; a failure rejects (and the next call tries again).
 */
export function completeCatalogue(shell: CatalogueShell): Promise<void> {
  const url = shell.messagesRest;
  if (!url) return Promise.resolve();
  let done = completions.get(shell.messages);
  if (!done) {
    let rest = rests.get(url);
    if (!rest) {
      rest = fetchRest(url);
      rests.set(url, rest);
      rest.catch(() => rests.delete(url));
    }
    done = rest.then(
      (r) => {
        Object.assign(shell.messages, r);
      },
      (error: unknown) => {
        completions.delete(shell.messages);
        throw error;
      },
    );
    completions.set(shell.messages, done);
  }
  current = done;
  return done;
}

/** Settles when the catalogue last asked for is whole (or its request failed). */
export function catalogueComplete(): Promise<void> {
  return current;
}

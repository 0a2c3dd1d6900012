/**
 * Loader data kept per version and written into the document as JSON once per version, not encoded per request
 * (decision 358).
 *
 * React Router encodes every loader's answer for the browser with turbo-stream on every document request. The
 * menu's view (one object per menu version, language, CDN and branch: menu-data.server.ts) and the shell's
 * messages (one object per language and kind of page: first-screen.server.ts) are the same for every visitor
 * who shares them, and were most of those bytes. For a document, a loader hands such a value by reference
 * (`keptRef`, kept-json.server.ts): a small `{ $kept: name }` that turbo-stream encodes, carrying the value
 * itself and its JSON (serialized once per kept object) under a symbol key, which turbo-stream (like
 * JSON.stringify) leaves out. The server renders from the value; the root writes the JSON into the page as
 * `<script type="application/json" id="dx-kept-<name>">` (KeptJsonScripts); the browser parses that script
 * once, at the first read, and every read of the reference gets that one object.
 *
 * A data request (client navigation, revalidation, fetcher: React Router's `.data` requests) has no such
 * script: its loaders answer the values themselves, and `keptValue` hands a value through as it is.
 */

import type { KeptHtml } from './kept-html.ts';

const VALUE = Symbol.for('dasturxon.kept-json');

/** A kept value and its JSON for a `<script type="application/json">` (`<` escaped), made once per value. */
export interface KeptJson<T> {
  value: T;
  json: string;
  /** On the server: the JSON as a kept piece, encoded once and written into documents as bytes (decision 367). */
  piece?: KeptHtml;
}

/** A value handed by reference: `$kept` names its script; the symbol key exists on the server only. */
export interface KeptRef<T> {
  $kept: string;
  [VALUE]?: KeptJson<T>;
}

/** A loader's field that is the value itself (data requests) or a reference to its script (documents). */
export type Kept<T> = T | KeptRef<T>;

export function isKeptRef(value: unknown): value is KeptRef<unknown> {
  // An own-property check first: cheap on a large value (a catalogue of messages), and no read of a key it lacks.
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.hasOwn(value, '$kept') &&
    typeof (value as { $kept?: unknown }).$kept === 'string' &&
    Object.keys(value).length === 1
  );
}

/** The id of the document's script holding the kept value `name`. */
export function keptScriptId(name: string): string {
  return `dx-kept-${name}`;
}

/** The server's side of a reference (kept-json.server.ts makes them). */
export function keptRefOf<T>(name: string, kept: KeptJson<T>): KeptRef<T> {
  return { $kept: name, [VALUE]: kept };
}

/** In the browser: the kept values of this document by name, parsed once from their scripts. */
const parsed = new Map<string, KeptJson<unknown>>();

function keptOf<T>(ref: KeptRef<T>): KeptJson<T> {
  const own = ref[VALUE];
  if (own) return own;
  let kept = parsed.get(ref.$kept);
  if (!kept) {
    const script = typeof document === 'undefined' ? null : document.getElementById(keptScriptId(ref.$kept));
    if (!script) throw new Error(`The page has no kept data "${ref.$kept}"`);
    const json = script.textContent ?? '';
    kept = { value: JSON.parse(json), json };
    parsed.set(ref.$kept, kept);
  }
  return kept as KeptJson<T>;
}

/**
 * The value of a loader's kept field: the value itself, or the one object its reference stands for (the same
 * object at every read, so memoised renders keyed by it stay valid).
 */
export function keptValue<T>(field: Kept<T>): T {
  return isKeptRef(field) ? keptOf(field as KeptRef<T>).value : (field as T);
}

/** The server's kept piece of a reference's JSON; null in the browser. */
export function keptPieceOf(ref: KeptRef<unknown>): KeptHtml | null {
  return ref[VALUE]?.piece ?? null;
}

/** The JSON a reference's script holds (the server's kept string; in the browser, the script's own text). */
export function keptJsonOf(ref: KeptRef<unknown>): string {
  return keptOf(ref).json;
}

/** Tests: a new document. */
export function forgetParsedKeptJson(): void {
  parsed.clear();
}

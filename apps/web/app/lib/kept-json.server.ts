/**
 * The server's half of kept loader data (kept-json.ts, decision 358): a kept value's JSON, serialized once per
 * value object and kept beside it in a WeakMap (the value is itself kept per version, language or merchant, and
 * shared by every visitor of it: never per visitor), and the reference a loader hands for a document.
 */
import { KeptHtml } from './kept-html.ts';
import { type Kept, type KeptJson, keptRefOf } from './kept-json.ts';
import { type RequestContext, serverOf } from './request-context.server.ts';

const kept = new WeakMap<object, KeptJson<unknown>>();

/**
 * JSON for a `<script type="application/json">`: `<` as \u003c, so nothing in it can close the script or open
 * a comment (JSON.parse reads it back as `<`).
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** The kept JSON of `value`, made at its first use. `value` must never change afterwards (it is shared). */
export function keptJson<T extends object>(value: T): KeptJson<T> {
  let k = kept.get(value);
  if (!k) {
    const json = scriptJson(value);
    k = { value, json, piece: new KeptHtml(json) };
    kept.set(value, k);
  }
  return k as KeptJson<T>;
}

/**
 * What a loader answers for a value the same for everyone who shares it: by reference when the request renders
 * a document (the root writes the kept JSON into it), the value itself for a data request (a client navigation,
 * revalidation or fetcher: no document, no script).
 */
export function keptForDocument<T extends object>(context: RequestContext, name: string, value: T): Kept<T> {
  return serverOf(context).documentRequest ? keptRefOf(name, keptJson(value)) : value;
}

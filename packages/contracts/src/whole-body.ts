/**
 * A whole body handed from the storefront's build to the server beside its Response (decision 370).
 *
 * The storefront's server entry (apps/web entry.server.tsx) renders a page into one buffer of known length; the
 * server (apps/server ssr.ts) sends it in one write. Made as `new Response(bytes)`, the buffer was copied by the
 * Response (the fetch standard's "copy of the bytes held by a buffer source") and then read back through the
 * body's stream: 160 kB copied and a stream read per page. Here the Response's body is a stream that gives the
 * same bytes only if someone reads it, and the bytes ride on the Response under a registered symbol (the two are
 * separate bundles, each with its own copy of this module): the server takes them as they are and cancels the
 * stream. Whatever wraps the Response on its way (a new Response made of its body) loses the symbol and reads
 * the stream: the same bytes either way.
 */
const WHOLE_BODY = Symbol.for('dasturxon.whole-body');

interface WithWholeBody {
  [WHOLE_BODY]?: Uint8Array;
}

/** A Response whose body is `bytes`, handed over without a copy to whoever asks `takeWholeBody`. */
export function wholeBodyResponse(bytes: Uint8Array, init: ResponseInit): Response {
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
  const response = new Response(body, init);
  (response as WithWholeBody)[WHOLE_BODY] = bytes;
  return response;
}

/**
 * The bytes of a Response made by `wholeBodyResponse`, its body stream cancelled unread; null for any other
 * Response, or one whose body someone has begun to read (then its stream is the way).
 */
export function takeWholeBody(response: Response): Uint8Array | null {
  const bytes = (response as WithWholeBody)[WHOLE_BODY];
  if (!bytes || response.bodyUsed || !response.body || response.body.locked) return null;
  void response.body.cancel();
  return bytes;
}

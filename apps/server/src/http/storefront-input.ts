/**
 * What the storefront adapter (ssr.ts) checks before React Router sees a request (decision 182), so no route
 * answers 500 to input it cannot read:
 *
 * - the Host: React Router needs the request's absolute URL; a missing or malformed Host (no name, spaces,
 *   userinfo, a path) made that URL throw. Such a request is 400.
 * - a POST's body: every storefront action reads `request.formData()`, which throws on JSON, plain text, a
 *   multipart body without its boundary or cut short. The body is read here (at most FORM_BODY_LIMIT bytes,
 *   else 413), must be a form (urlencoded or multipart) that parses, else 400; the route then gets the same
 *   bytes. Our own forms and fetchers only ever send these two encodings.
 *
 * Refusals are plain text in the visitor's language, like the cross-site refusal (decision 177).
 */
import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requestLang } from '../errors/error-handler.ts';
import { type MessageKey, translate } from '../errors/messages.ts';

/** The storefront's forms send well under a kilobyte; an address with every field is about 1 kB. */
export const FORM_BODY_LIMIT = 64 * 1024;

const FORM_TYPES = /^\s*(?:application\/x-www-form-urlencoded|multipart\/form-data)\s*(?:;|$)/i;
/** A host name or IPv4 address, or a bracketed IPv6 address, with an optional port. */
const HOST =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.?|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/** The request's absolute URL, or null when its Host is missing or not a host. */
export function storefrontUrl(request: FastifyRequest): URL | null {
  return absoluteUrl(request.protocol, request.host, request.url);
}

/** `url` on `protocol://host`, or null when the host is not a host (the early answers use it on raw requests). */
export function absoluteUrl(protocol: string, host: unknown, url: string): URL | null {
  if (typeof host !== 'string' || !HOST.test(host)) return null;
  try {
    return new URL(url, `${protocol}://${host}`);
  } catch {
    return null;
  }
}

export type FormBody = { body: Buffer } | { refused: 400 | 413 };

async function readAll(stream: Readable, limit: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
    size += buffer.length;
    if (size > limit) {
      stream.destroy();
      return null;
    }
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

/** The body of a POST as the route will get it, once it is known to be a form that parses. */
export async function readFormBody(request: FastifyRequest): Promise<FormBody> {
  const type = request.headers['content-type'] ?? '';
  const stream = request.body as Readable | undefined;
  const body =
    stream && typeof stream.pipe === 'function' ? await readAll(stream, FORM_BODY_LIMIT) : Buffer.alloc(0);
  if (body === null) return { refused: 413 };
  if (!FORM_TYPES.test(type)) return { refused: 400 };
  try {
    await new Response(new Uint8Array(body), { headers: { 'content-type': type } }).formData();
  } catch {
    return { refused: 400 };
  }
  return { body };
}

const REFUSALS: Record<400 | 413, MessageKey> = { 400: 'formUnreadable', 413: 'payloadTooLarge' };

/** A plain-text refusal in the visitor's language. */
export function refuseStorefrontInput(
  request: FastifyRequest,
  reply: FastifyReply,
  status: 400 | 413,
  key: MessageKey = REFUSALS[status],
): FastifyReply {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('text/plain; charset=utf-8')
    .send(translate(requestLang(request), key));
}

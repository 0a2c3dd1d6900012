/**
 * Text no database column can hold is refused before it reaches SQL (decision 180). PostgreSQL's text types
 * cannot store the NUL character (U+0000), nor a lone UTF-16 surrogate ("\ud800" in JSON, not valid UTF-8): a
 * query carrying one fails inside the database, which used to answer 500 and log the failed query. One check at the root instead of one per schema: a preValidation hook walks the
 * parsed params, query and body of every route (keys included) and answers a translated 400
 * VALIDATION_FAILED naming the first field that holds one.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error.ts';
import { requestLang } from '../errors/error-handler.ts';
import { translate } from '../errors/messages.ts';

/** Nesting deeper than this is not walked further (the JSON parser and the schemas bound real input). */
const MAX_DEPTH = 64;

/** A lone UTF-16 surrogate: JSON can carry one ("\ud800"), no UTF-8 text column can store it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Any surrogate: a cheap first look (most text has none), before the pairing test above. */
const SURROGATE = /[\uD800-\uDFFF]/;

/** Whether PostgreSQL can store `text`: no NUL, no lone surrogate. */
export function storableText(text: string): boolean {
  return !text.includes('\u0000') && !(SURROGATE.test(text) && LONE_SURROGATE.test(text));
}

/**
 * The path of the first string (value or key) holding a NUL or a lone surrogate, or null. The path is built only
 * for what is found, on the way back: every request's body is walked.
 */
export function findNul(value: unknown, depth = 0): string[] | null {
  if (typeof value === 'string') return storableText(value) ? null : [];
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findNul(value[i], depth + 1);
      if (found) {
        found.unshift(String(i));
        return found;
      }
    }
    return null;
  }
  // Streams and buffers (raw bodies the storefront and some callbacks read themselves) are not parsed input.
  if (ArrayBuffer.isView(value) || typeof (value as { pipe?: unknown }).pipe === 'function') return null;
  for (const key of Object.keys(value)) {
    if (!storableText(key)) return [key.replaceAll('\u0000', '\\0').replace(LONE_SURROGATE, '?')];
    const found = findNul((value as Record<string, unknown>)[key], depth + 1);
    if (found) {
      found.unshift(key);
      return found;
    }
  }
  return null;
}

function refuseNul(request: FastifyRequest): AppError | null {
  const parts: Array<[string, unknown]> = [
    ['params', request.params],
    ['query', request.query],
    ['body', request.body],
  ];
  for (const [context, value] of parts) {
    const found = findNul(value);
    if (!found) continue;
    return new AppError('VALIDATION_FAILED', 400, 'validationFailed', {
      details: [
        { path: [context, ...found].join('.'), message: translate(requestLang(request), 'textHasNul') },
      ],
    });
  }
  return null;
}

/** Register on the root instance before any route: every route, API or not, gets the check. */
export function registerTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    const refused = refuseNul(request);
    if (refused) return done(refused);
    done();
  });
}

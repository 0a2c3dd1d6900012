/**
 * One handler turns every failure into the ApiErrorSchema shape (ARCHITECTURE: Errors), with the message in
 * the caller's language. 5xx answers carry a generic message only; the real error goes to the log.
 */
import type { ApiError, ErrorCode, Lang } from '@dasturxon/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { AppError, isAppError } from './app-error.ts';
import { resolveLang } from './lang.ts';
import { type MessageKey, translate } from './messages.ts';
import { RequestValidationError, validationDetails } from './validation.ts';

export function requestLang(request: FastifyRequest): Lang {
  const header = request.headers['accept-language'];
  return resolveLang(Array.isArray(header) ? header[0] : header, request.cookies?.lang);
}

/** Fastify's own 4xx errors (bad JSON, wrong content type, too large, ...) by status. */
const CLIENT_ERRORS: Record<number, [ErrorCode, MessageKey]> = {
  400: ['BAD_REQUEST', 'badRequest'],
  401: ['UNAUTHORIZED', 'unauthorized'],
  403: ['FORBIDDEN', 'forbidden'],
  404: ['NOT_FOUND', 'notFound'],
  405: ['BAD_REQUEST', 'methodNotAllowed'],
  413: ['BAD_REQUEST', 'payloadTooLarge'],
  415: ['BAD_REQUEST', 'unsupportedMediaType'],
  429: ['RATE_LIMITED', 'rateLimited'],
};

function statusOf(err: unknown): number | undefined {
  const status = (err as Partial<FastifyError> | null)?.statusCode;
  return typeof status === 'number' ? status : undefined;
}

/** Any thrown value as an AppError; unknown failures become INTERNAL. */
export function toAppError(err: unknown, lang: Lang): AppError {
  if (isAppError(err)) return err;
  if (err instanceof RequestValidationError) {
    return new AppError('VALIDATION_FAILED', 400, 'validationFailed', {
      details: validationDetails(lang, err),
    });
  }
  const status = statusOf(err);
  if (status !== undefined && status >= 400 && status < 500) {
    const [code, key] = CLIENT_ERRORS[status] ?? ['BAD_REQUEST', 'badRequest'];
    return new AppError(code, status, key, { cause: err });
  }
  if (isDatabaseUnavailable(err)) {
    return new AppError('SERVICE_UNAVAILABLE', 503, 'databaseUnavailable', { cause: err });
  }
  return new AppError('INTERNAL', 500, 'internal', { cause: err });
}

export function errorBody(err: AppError, lang: Lang): ApiError {
  const body: ApiError = {
    code: err.code,
    status: err.status,
    message: translate(lang, err.key, err.params),
  };
  if (err.details?.length) body.details = err.details;
  return body;
}

/**
 * `expected`: the caller has already said what it needs to in the log (the readiness gate's 503 while the
 * start-up migrations run is not a failure): nothing is written here.
 */
export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  err: unknown,
  options: { expected?: boolean } = {},
): FastifyReply {
  const lang = requestLang(request);
  const appError = toAppError(err, lang);
  if (options.expected) {
    // logged by the caller
  } else if (appError.status >= 500) request.log.error({ err }, 'request failed');
  else request.log.debug({ code: appError.code, key: appError.key }, 'request rejected');
  // An error answer must not reuse headers a handler set for a success (ETag, caching, encoding).
  reply.removeHeader('etag');
  reply.removeHeader('content-encoding');
  reply.removeHeader('content-length');
  if (appError.status === 503) reply.header('retry-after', '5');
  return reply
    .code(appError.status)
    .header('cache-control', 'no-store')
    .header('content-language', lang === 'eng' ? 'en' : lang)
    .type('application/json; charset=utf-8')
    .send(errorBody(appError, lang));
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err, request, reply) => sendError(request, reply, err));
}

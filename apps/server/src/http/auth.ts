/**
 * Customer authentication on /api: `Authorization: Bearer <token>` (the storefront forwards its `token`
 * cookie this way). A hook resolves the token against the merchant of the `merchant` header and sets
 * `request.session`; a token of another merchant, an expired or revoked one, or garbage gives `null`, never an
 * error by itself, so public calls keep working with a stale cookie. Routes that need a customer call
 * `requireSession` / `requireOwnUser`.
 *
 * Register inside the /api scope AFTER registerMerchantContext: the hook needs `request.merchant`.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, notFound } from '../errors/app-error.ts';
import type { Session, SessionService } from '../modules/auth/sessions.ts';

export type { Session } from '../modules/auth/sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The customer session of the bearer token at the header's merchant; null when absent or not valid. */
    session: Session | null;
  }
}

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(request: FastifyRequest): string | null {
  const raw = request.headers.authorization;
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (!value) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(value);
  return match?.[1] ?? null;
}

export function registerAuth(app: FastifyInstance, { sessions }: { sessions: SessionService }): void {
  app.decorateRequest('session', null);
  // Callback style: a call without a bearer token (most menu traffic) costs no promise and no query.
  app.addHook('onRequest', (request, _reply, done) => {
    request.session = null;
    // Routes without the merchant header (merchant lookups) have no merchant to bind a session to.
    if (request.is404 || request.routeOptions.config.merchantHeader === false) return done();
    const token = bearerToken(request);
    if (!token || !request.merchant) return done();
    sessions.resolve(token, request.merchant.id).then(
      (session) => {
        request.session = session;
        done();
      },
      (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
    );
  });
}

/** The request's session, or a translated 401 UNAUTHORIZED. */
export function requireSession(request: FastifyRequest): Session {
  if (!request.session) throw new AppError('UNAUTHORIZED', 401, 'unauthorized');
  return request.session;
}

/**
 * The session when the path's user id is the session's own user. Another user's id answers 404, like an id
 * that does not exist, so ids of other customers cannot be probed.
 */
export function requireOwnUser(request: FastifyRequest, userId: number): Session {
  const session = requireSession(request);
  if (session.userId !== userId) throw notFound('userNotFound');
  return session;
}

/**
 * Customer authentication on /api: `Authorization: Bearer <token>` (the storefront forwards its `token`
 * cookie this way). A hook resolves the token against the merchant of the `merchant` header and sets
 * `request.session`; a token of another merchant, an expired or revoked one, or garbage gives `null`, never an
 * error by itself, so public calls keep working with a stale cookie. Routes that need a customer call
 * `requireSession` / `requireOwnUser`.
 *
 * Register inside the /api scope AFTER registerMerchantContext: the hook needs `request.merchant`.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, notFound } from '../errors/app-error.ts';
import { sendError } from '../errors/error-handler.ts';
import type { Session, SessionClaim, SessionService } from '../modules/auth/sessions.ts';

export type { Session, SessionClaim } from '../modules/auth/sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The customer session of the bearer token at the header's merchant; null when absent or not valid. */
    session: Session | null;
    /** On a route whose handler reads the session with its own reads (`sessionRead: 'handler'`): the token. */
    sessionClaim: SessionClaim | null;
  }
  interface FastifyContextConfig {
    /**
     * Who the route is for (decision 183): 'customer' needs a customer session, 'staff' a staff session. The
     * check runs in onRequest, before the body is read or validated, so a call without a valid token is 401
     * whatever else is wrong with it; the OpenAPI document lists the route with its security scheme.
     */
    auth?: 'customer' | 'staff';
    /**
     * 'handler': a 'customer' route whose handler reads the session in its own first statement (decision 348:
     * placing an order). The hook only refuses a missing or malformed token; the route answers its errors with
     * `sendErrorAfterSession`, so a call without a live session is still 401 whatever else is wrong with it.
     */
    sessionRead?: 'hook' | 'handler';
  }
}

/** The OpenAPI security scheme of each kind of route (registered in openapi.ts). */
export const SECURITY_SCHEMES = { customer: 'customerToken', staff: 'staffToken' } as const;

function unauthorized(): AppError {
  return new AppError('UNAUTHORIZED', 401, 'unauthorized');
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
  app.decorateRequest('sessionClaim', null);
  // Callback style: a call without a bearer token (most menu traffic) costs no promise and no query.
  app.addHook('onRequest', (request, _reply, done) => {
    request.session = null;
    request.sessionClaim = null;
    // Routes without the merchant header (merchant lookups) have no merchant to bind a session to.
    if (request.is404 || request.routeOptions.config.merchantHeader === false) return done();
    const needed = request.routeOptions.config.auth === 'customer';
    const token = bearerToken(request);
    if (!token || !request.merchant) return done(needed ? unauthorized() : undefined);
    if (needed && request.routeOptions.config.sessionRead === 'handler') {
      // Read by the handler with its own reads (decision 348): no query here.
      request.sessionClaim = sessions.claim(token, request.merchant.id);
      return done(request.sessionClaim ? undefined : unauthorized());
    }
    sessions.resolve(token, request.merchant.id).then(
      (session) => {
        request.session = session;
        done(needed && !session ? unauthorized() : undefined);
      },
      (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
    );
  });
}

/**
 * The request's session on a route declared `config: { auth: 'customer' }` (its hook has already answered 401
 * without one). Called from a route that is not declared, it fails loudly: such a route would validate the body
 * before asking for the token, and would be missing from the document's secured operations (decision 183).
 */
export function requireSession(request: FastifyRequest): Session {
  if (request.routeOptions.config.auth !== 'customer') {
    throw new Error(
      `${request.routeOptions.url} reads the session but is not declared config.auth 'customer'`,
    );
  }
  if (!request.session) throw unauthorized();
  return request.session;
}

/**
 * The token of a route declared `config: { auth: 'customer', sessionRead: 'handler' }`, to be read by the
 * handler's own statement (decision 348). Called from a route that is not declared so, it fails loudly.
 */
export function requireSessionClaim(request: FastifyRequest): SessionClaim {
  const { auth, sessionRead } = request.routeOptions.config;
  if (auth !== 'customer' || sessionRead !== 'handler' || !request.sessionClaim) {
    throw new Error(
      `${request.routeOptions.url} reads a session claim but is not declared sessionRead 'handler'`,
    );
  }
  return request.sessionClaim;
}

/**
 * The error handler of a `sessionRead: 'handler'` route: an error raised before the handler's statement read
 * the session (an invalid body, a later order on the wrong URL, ...) is answered 401 when the token has no live
 * session, as the hook would have answered it before reading the body (decision 183); otherwise as any error.
 */
export async function sendErrorAfterSession(
  error: unknown,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const claim = request.sessionClaim;
  let answer = error;
  if (claim) {
    try {
      const session = claim.session === undefined ? await claim.read() : claim.session;
      if (!session) answer = unauthorized();
    } catch (readError) {
      answer = readError;
    }
  }
  return sendError(request, reply, answer);
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

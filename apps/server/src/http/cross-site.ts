/**
 * Cross-site writes to the storefront (decision 177): a form or a fetch on another site that makes the
 * visitor's browser post to us — with the visitor's cookies, or to set ours (a login CSRF: /telegram-login
 * signing the victim into the attacker's account). The storefront adapter (ssr.ts) asks here for every request
 * before React Router sees it, so no route, present or future, can forget the check.
 *
 * - An `Origin` header decides: it must be this server's own origin (scheme, host and port as the request
 *   reached us, TRUST_PROXY honoured, the same rule React Router applies to its document actions). `null`
 *   (sandboxed frames, privacy redirects) is not our origin.
 * - Without Origin, `Sec-Fetch-Site` decides: `same-origin` or `none` (typed by the user) pass; `same-site` (a
 *   sibling merchant sub-domain) and `cross-site` do not.
 * - Neither header: allowed. Every browser in use sends Origin on a cross-site POST; what sends neither is
 *   curl, a server or a very old browser, none of which can carry a visitor's cookies or be driven by a page.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requestLang } from '../errors/error-handler.ts';
import { translate } from '../errors/messages.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function originOf(value: string): string | null {
  try {
    const origin = new URL(value).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/** True when `request` changes state and was sent by another site (or a sibling sub-domain). */
export function isCrossSiteWrite(request: FastifyRequest): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const origin = header(request, 'origin');
  if (origin !== undefined) {
    const own = originOf(`${request.protocol}://${request.host}`);
    return own === null || originOf(origin) !== own;
  }
  const site = header(request, 'sec-fetch-site');
  if (site !== undefined) return site !== 'same-origin' && site !== 'none';
  return false;
}

/** 403 with a translated explanation: the visitor sees why nothing happened, the attacker learns nothing. */
export function refuseCrossSite(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply
    .code(403)
    .header('cache-control', 'no-store')
    .type('text/plain; charset=utf-8')
    .send(translate(requestLang(request), 'crossSiteRefused'));
}

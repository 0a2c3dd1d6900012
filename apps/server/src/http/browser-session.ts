/**
 * The customer's session of a request the browser makes by itself, without the storefront's loaders in
 * between, so without the bearer header they add: an EventSource (live order status, decision 121) or a page
 * and form of the payment sandbox (decision 173). The session comes from the bearer header when there is one,
 * else from the storefront's httpOnly cookies (decision 080): the merchant's entry of `tokens`, then `token`.
 * One mechanism for every such route: a cookie is never read another way.
 */
import type { FastifyRequest } from 'fastify';
import type { Session, SessionService } from '../modules/auth/sessions.ts';
import { bearerToken } from './auth.ts';

/** Tokens the request carries, best first: the bearer header, the merchant's entry of `tokens`, `token`. */
export function candidateTokens(request: FastifyRequest, merchantId: string): string[] {
  const tokens: string[] = [];
  const bearer = bearerToken(request);
  if (bearer) tokens.push(bearer);
  const cookies = request.cookies ?? {};
  const map = cookies.tokens;
  if (map) {
    try {
      const parsed = JSON.parse(map) as unknown;
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
        for (const [id, token] of Object.entries(parsed)) {
          if (id.toLowerCase() === merchantId && typeof token === 'string') tokens.push(token);
        }
      }
    } catch {
      // A tampered cookie is simply not a session.
    }
  }
  if (cookies.token) tokens.push(cookies.token);
  return [...new Set(tokens)].slice(0, 3);
}

/** The first live session at `merchantId` (lower-case) among the request's tokens, else null. */
export async function resolveBrowserSession(
  request: FastifyRequest,
  merchantId: string,
  sessions: SessionService,
): Promise<Session | null> {
  for (const token of candidateTokens(request, merchantId)) {
    const session = await sessions.resolve(token, merchantId);
    if (session) return session;
  }
  return null;
}

/**
 * What lets a sandbox form act (decision 173): posted from our own origin, carrying a token bound to the session,
 * merchant, order and provider it was shown for.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PaymentProvider } from '@dasturxon/contracts';
import type { FastifyRequest } from 'fastify';
import type { Session } from '../auth/sessions.ts';

/** What a sandbox page or form is for. */
export interface PayRequest {
  provider: PaymentProvider;
  orderId: number;
  merchantId: string;
  returnPath: string;
}

/** A host as browsers write it in Origin: lower-case, without the default ports. */
function normalHost(host: string): string {
  return host.toLowerCase().replace(/:(80|443)$/, '');
}

/**
 * The form was posted from a page of this host (decision 173): the browser's Origin header names the
 * request's own host. A missing, "null" or foreign Origin is refused. The scheme is not compared: behind a
 * proxy that ends TLS the request itself arrives over http.
 */
export function fromOwnOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (typeof origin !== 'string' || !/^https?:\/\//i.test(origin)) return false;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return false;
  }
  return originHost !== '' && normalHost(originHost) === normalHost(request.host ?? '');
}

/** The page's form token: HMAC of the session, merchant, order and provider it was shown for (decision 173). */
export function formToken(key: Buffer, session: Session, req: PayRequest): string {
  return createHmac('sha256', key)
    .update(['sandbox-form/v1', session.sessionId, req.merchantId, req.orderId, req.provider].join('\n'))
    .digest('base64url');
}

export function sameToken(expected: string, given: unknown): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

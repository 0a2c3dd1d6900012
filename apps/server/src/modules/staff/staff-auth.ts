/**
 * Who a staff route lets in (decisions 120, 183, 210), for every staff route file of every module: a route
 * declares `config: { auth: 'staff', roles?: [...] }` and reads its staff member with `staffPrincipal(request)`.
 *
 * - The session: `Authorization: Bearer <token>` (scripts), else the console's httpOnly cookie of the header's
 *   merchant (`dx_staff_<merchant id>`, Path=/api/staff). Either is bound to that merchant: a token or cookie
 *   of another merchant, an expired or revoked one is 401.
 * - A state-changing call authenticated by the cookie must carry our own `Origin` (scheme, host and port as
 *   the request reached us): a foreign, `null` or missing Origin is 403 (a bearer call is not a browser's).
 * - `roles`: the roles that may call the route; any other is 403.
 * - Checked in onRequest, before the body is read or validated (decision 183); answers are `private, no-store`.
 *
 * Register inside the /api scope after registerMerchantContext (the hook needs `request.merchant`).
 */
import type { StaffRole } from '@dasturxon/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors/app-error.ts';
import { bearerToken } from '../../http/auth.ts';
import type { StaffPrincipal, StaffService } from './service.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** With `auth: 'staff'`: the staff roles that may call the route (default: every role). */
    roles?: readonly StaffRole[];
  }
}

/** Where the console's session cookie is sent: the staff API only (the console's pages are static). */
export const STAFF_COOKIE_PATH = '/api/staff';

/** The console's session cookie of one merchant: one per merchant, so two merchants' consoles never mix. */
export function staffCookieName(merchantId: string): string {
  return `dx_staff_${merchantId.toLowerCase()}`;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const principals = new WeakMap<FastifyRequest, StaffPrincipal>();

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** True when the request carries an `Origin` that is this server's own (as the request reached us). */
export function hasOwnOrigin(request: FastifyRequest): boolean {
  const origin = header(request, 'origin');
  if (!origin) return false;
  try {
    const own = new URL(`${request.protocol}://${request.host}`).origin;
    const theirs = new URL(origin).origin;
    return theirs !== 'null' && theirs === own;
  } catch {
    return false;
  }
}

export function crossSiteRefused(): AppError {
  return new AppError('FORBIDDEN', 403, 'crossSiteRefused');
}

const unauthorized = () => new AppError('UNAUTHORIZED', 401, 'unauthorized');
const forbidden = () => new AppError('FORBIDDEN', 403, 'forbidden');

/** Sets the console's session cookie of `merchantId`, living as long as the session. */
export function setStaffCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  merchantId: string,
  token: string,
  expiresAt: Date,
): void {
  reply.setCookie(staffCookieName(merchantId), token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    path: STAFF_COOKIE_PATH,
    expires: expiresAt,
  });
}

export function clearStaffCookie(request: FastifyRequest, reply: FastifyReply, merchantId: string): void {
  reply.clearCookie(staffCookieName(merchantId), {
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    path: STAFF_COOKIE_PATH,
  });
}

/** How the request's staff session was found: a bearer token, or the console's cookie. */
export type StaffCredential = { kind: 'bearer' | 'cookie'; token: string };

export function staffCredential(request: FastifyRequest, merchantId: string): StaffCredential | null {
  const bearer = bearerToken(request);
  if (bearer) return { kind: 'bearer', token: bearer };
  const cookie = request.cookies?.[staffCookieName(merchantId)];
  return cookie ? { kind: 'cookie', token: cookie } : null;
}

/** Resolves the staff session of every route declared `config: { auth: 'staff' }` in `api`'s scope. */
export function registerStaffAuth(api: FastifyInstance, { staff }: { staff: StaffService }): void {
  api.addHook('onRequest', async (request, reply) => {
    const config = request.routeOptions.config;
    if (request.is404 || config.auth !== 'staff') return;
    // Staff answers are personal and change with every move: never cached anywhere.
    reply.header('cache-control', 'private, no-store');
    const merchantId = request.merchant?.id;
    if (!merchantId) throw unauthorized();
    const credential = staffCredential(request, merchantId);
    const found = credential ? await staff.resolve(credential.token, merchantId) : null;
    if (!found || !credential) {
      if (credential?.kind === 'cookie') clearStaffCookie(request, reply, merchantId);
      throw unauthorized();
    }
    if (credential.kind === 'cookie' && !SAFE_METHODS.has(request.method) && !hasOwnOrigin(request)) {
      throw crossSiteRefused();
    }
    if (config.roles && !config.roles.includes(found.staff.role)) throw forbidden();
    principals.set(request, { ...found, credential: credential.kind });
  });
}

/** The staff member of a route declared `config: { auth: 'staff' }` (resolved by the hook above). */
export function staffPrincipal(request: FastifyRequest): StaffPrincipal {
  if (request.routeOptions.config.auth !== 'staff') {
    throw new Error(
      `${request.routeOptions.url} reads the staff member but is not declared config.auth 'staff'`,
    );
  }
  const found = principals.get(request);
  if (!found) throw unauthorized();
  return found;
}

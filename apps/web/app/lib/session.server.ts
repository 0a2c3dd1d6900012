/**
 * The signed-in user of one storefront request (GET me once per request, shared by the root loader and the
 * page's loader, which run in parallel on the same load context), and spec §8's rule for a stored token the
 * API no longer accepts: log out (clear the session cookies) and go home.
 */
import { type ApiError, type User, userEndpoints } from '@dasturxon/contracts';
import { type AppLoadContext, redirect } from 'react-router';
import { EXPIRED_NOTICE } from '../features/account/notices.ts';
import type { MerchantContext } from './merchant-context.server.ts';
import { signOutCookies } from './session.ts';

export interface SessionState {
  user: User | null;
  /** True when a stored token was refused (401): the caller must clear it (`expiredSession`). */
  expired: boolean;
}

const perRequest = new WeakMap<object, Promise<SessionState>>();

export function getSession(context: AppLoadContext, ctx: MerchantContext): Promise<SessionState> {
  let pending = perRequest.get(context);
  if (!pending) {
    pending = loadSession(ctx);
    perRequest.set(context, pending);
  }
  return pending;
}

/**
 * After an action changed the user (profile saved, phone changed): a form posted without JavaScript renders its
 * loaders in the same request, and they must see the new data, not the answer cached before the change.
 */
export function forgetSession(context: AppLoadContext): void {
  perRequest.delete(context);
}

async function loadSession(ctx: MerchantContext): Promise<SessionState> {
  if (!ctx.token) return { user: null, expired: false };
  const [error, user] = await ctx.api.call(userEndpoints.me);
  if (user) return { user, expired: false };
  // Any other failure (API down, time-out) keeps the session: the next page asks again.
  return { user: null, expired: error?.status === 401 };
}

/** Spec §8: a 401 for a stored token logs the visitor out and sends them home. */
export function expiredSession(request: Request, ctx: MerchantContext): Response {
  const headers = new Headers();
  for (const c of signOutCookies(request, ctx.merchantId)) headers.append('Set-Cookie', c);
  // The home page finishes the logout in the browser (storage) and says why (header-account.tsx).
  return redirect(`/?${EXPIRED_NOTICE}=1`, { headers });
}

/** For any loader or action: an API answer of 401 to a call made with the session token is spec §8's logout. */
export function isSessionRefused(error: ApiError | null, ctx: MerchantContext): boolean {
  return error?.status === 401 && ctx.token !== null;
}

/**
 * The signed-in user for a page that needs one; a guest gets null (the page shows its sign-in prompt), a
 * refused token throws the logout redirect.
 */
export async function optionalUser(
  request: Request,
  context: AppLoadContext,
  ctx: MerchantContext,
): Promise<User | null> {
  const session = await getSession(context, ctx);
  if (session.expired) throw expiredSession(request, ctx);
  return session.user;
}

/** Where the login screens send a guest, remembering the page (spec §3 `_redirectUrl`). */
export function loginPath(returnTo: string): string {
  return `/login?redirectTo=${encodeURIComponent(returnTo)}`;
}

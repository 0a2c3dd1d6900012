/**
 * The signed-in user of one storefront request, and spec §8's rule for a stored token the API no longer
 * accepts: log out (clear the session cookies) and go home.
 *
 * The root middleware puts a `StorefrontSession` in the router context; it asks the API (GET me) the first
 * time a loader or action needs the user and shares the answer with every other loader of the request (the
 * root loader and the page's run in parallel). Not asked up front: most data requests (menu sections, the
 * nearest branch, geocoding) never need the user, and GET me is a database read (decision 187).
 */
import { type ApiError, type User, userEndpoints } from '@dasturxon/contracts';
import { redirect } from 'react-router';
import { EXPIRED_NOTICE } from '../features/account/notices.ts';
import { type RequestContext, requireMerchant, sessionContext } from './request-context.server.ts';
import { signOut } from './session.ts';
import type { StorefrontMerchant } from './storefront-merchant.server.ts';

export interface SessionState {
  user: User | null;
  /** True when a stored token was refused (401): the caller must clear it (`expiredSession`). */
  expired: boolean;
}

export interface StorefrontSession {
  read(): Promise<SessionState>;
  /**
   * After an action changed the user (profile saved, phone changed): a form posted without JavaScript renders
   * its loaders in the same request, and they must see the new data, not the answer read before the change.
   */
  forget(): void;
}

const GUEST: SessionState = { user: null, expired: false };

export function createStorefrontSession(merchant: StorefrontMerchant | null): StorefrontSession {
  let pending: Promise<SessionState> | null = null;
  return {
    read() {
      pending ??= merchant ? loadSession(merchant) : Promise.resolve(GUEST);
      return pending;
    },
    forget() {
      pending = null;
    },
  };
}

async function loadSession(m: StorefrontMerchant): Promise<SessionState> {
  if (!m.token) return GUEST;
  const [error, user] = await m.api.call(userEndpoints.me);
  if (user) return { user, expired: false };
  // Any other failure (API down, time-out) keeps the session: the next page asks again.
  return { user: null, expired: error?.status === 401 };
}

export function getSession(context: RequestContext): Promise<SessionState> {
  return context.get(sessionContext).read();
}

export function forgetSession(context: RequestContext): void {
  context.get(sessionContext).forget();
}

/** Spec §8: a 401 for a stored token logs the visitor out and sends them home. */
export function expiredSession(m: StorefrontMerchant): Response {
  signOut(m.cookies, m.merchantId);
  // The home page finishes the logout in the browser (storage) and says why (header-account.tsx).
  return redirect(`/?${EXPIRED_NOTICE}=1`);
}

/** For any loader or action: an API answer of 401 to a call made with the session token is spec §8's logout. */
export function isSessionRefused(error: ApiError | null, m: StorefrontMerchant): boolean {
  return error?.status === 401 && m.token !== null;
}

/**
 * The signed-in user for a page that needs one; a guest gets null (the page shows its sign-in prompt), a
 * refused token throws the logout redirect.
 */
export async function optionalUser(context: RequestContext): Promise<User | null> {
  const m = requireMerchant(context);
  const session = await getSession(context);
  if (session.expired) throw expiredSession(m);
  return session.user;
}

/** Where the login screens send a guest, remembering the page (spec §3 `_redirectUrl`). */
export function loginPath(returnTo: string): string {
  return `/login?redirectTo=${encodeURIComponent(returnTo)}`;
}

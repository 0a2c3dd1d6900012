/**
 * What one storefront request knows about its visitor, in React Router's router context (decision 187). The
 * root middleware (storefront-middleware.server.ts) fills these once per request; loaders and actions read
 * them here and never parse a cookie or look a merchant up themselves:
 *
 * - `serverContext` (load-context.ts): the server's hand-over (API, clock, config, client address, nonce);
 * - `cookiesContext`: the request's cookies, parsed once; changes go out with the answer;
 * - `merchantContext`: the merchant, its settings, language, token and API client (spec §1, §4);
 * - `sessionContext`: the signed-in user, asked of the API once, the first time a loader needs it.
 */
import { createContext, type RouterContextProvider, redirect } from 'react-router';
import { clearMerchantCookies, type RequestCookies } from './cookies.ts';
import { type StorefrontLoadContext, serverContext } from './load-context.ts';
import { MERCHANT_NOT_AVAILABLE_PATH } from './paths.ts';
import type { StorefrontSession } from './session.server.ts';
import type { StorefrontMerchant } from './storefront-merchant.server.ts';

export { MERCHANT_NOT_AVAILABLE_PATH };

/** The context argument of a loader, action or middleware. */
export type RequestContext = Readonly<RouterContextProvider>;

export const cookiesContext = createContext<RequestCookies>();
/** Null when no merchant could be resolved, and on /merchantNotAvailable, which never looks one up. */
export const merchantContext = createContext<StorefrontMerchant | null>();
export const sessionContext = createContext<StorefrontSession>();

/** The server's hand-over: apiFetch, clock, publicEnv, config, clientAddress, cspNonce. */
export function serverOf(context: RequestContext): StorefrontLoadContext {
  return context.get(serverContext);
}

export function cookiesOf(context: RequestContext): RequestCookies {
  return context.get(cookiesContext);
}

/** The request's merchant, or null (a page that renders without one decides what to show). */
export function getMerchant(context: RequestContext): StorefrontMerchant | null {
  return context.get(merchantContext);
}

/**
 * The request's merchant. When there is none, throws the redirect of spec §8: cookies cleared, then
 * /merchantNotAvailable (whose own loader never calls this, so there is no redirect loop).
 */
export function requireMerchant(context: RequestContext): StorefrontMerchant {
  const merchant = context.get(merchantContext);
  if (merchant) return merchant;
  throw merchantNotAvailable(context.get(cookiesContext));
}

export function merchantNotAvailable(cookies: RequestCookies): Response {
  clearMerchantCookies(cookies);
  return redirect(MERCHANT_NOT_AVAILABLE_PATH);
}

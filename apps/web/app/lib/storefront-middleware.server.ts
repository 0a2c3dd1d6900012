/**
 * The root middleware of the storefront (root.tsx `middleware`, decision 187): on the way in it reads the
 * request's context once: the cookies (parsed once), the merchant with its settings, language and token (spec
 * §1, §4) and a session reader; on the way out it writes every cookie change of the request, whatever answered
 * (a page, a data request, a resource route, a redirect, an error page), as Set-Cookie. Nothing else in the
 * storefront writes a Set-Cookie header.
 *
 * The merchant is looked up for every request but /merchantNotAvailable (spec §8: that page renders without
 * one; looking one up there could send the visitor back to it forever). A failed lookup is not an error here:
 * the merchant is null and `requireMerchant` sends the visitor to /merchantNotAvailable, so the few routes that
 * need no merchant (the language step, /preferences, /build-version) keep working.
 */
import type { MiddlewareFunction } from 'react-router';
import { createRequestCookies, withSetCookies } from './cookies.ts';
import { serverContext } from './load-context.ts';
import { MERCHANT_NOT_AVAILABLE_PATH } from './paths.ts';
import { cookiesContext, merchantContext, sessionContext } from './request-context.server.ts';
import { createStorefrontSession } from './session.server.ts';
import { resolveStorefrontMerchant } from './storefront-merchant.server.ts';

export const storefrontMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const url = new URL(request.url);
  const cookies = createRequestCookies(request);
  context.set(cookiesContext, cookies);
  const merchant =
    url.pathname === MERCHANT_NOT_AVAILABLE_PATH
      ? null
      : await resolveStorefrontMerchant(url, cookies, context.get(serverContext));
  context.set(merchantContext, merchant);
  context.set(sessionContext, createStorefrontSession(merchant));
  const response = await next();
  return withSetCookies(response, cookies.outgoing());
};

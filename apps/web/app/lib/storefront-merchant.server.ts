/**
 * The storefront's merchant of one request: which merchant (spec §1), its settings, the interface language
 * (spec §4), the session token for it and an API client speaking for it. Resolved once per request by the root
 * middleware (lib/request-context.server.ts); loaders read it with `requireMerchant(context)`.
 *
 * Not the API's ordering context (apps/server modules/orders OrderingContext): this is the web's view of the
 * merchant a visitor is browsing.
 *
 * Spec §1 (which merchant), §8 (lookup failure: clear cookies, show /merchantNotAvailable; settings failure:
 * defaults), §4 (language).
 */
import {
  type Lang,
  LangSchema,
  type MerchantPublic,
  type MerchantSettings,
  merchantEndpoints,
} from '@dasturxon/contracts';
import { fallbackMerchantSettings as defaultSettings } from '@dasturxon/domain';
import { type ApiClient, createApiClient, type FetchLike } from './api.ts';
import { COOKIE, type RequestCookies } from './cookies.ts';
import { createEtagCache, type ResponseCache } from './etag-cache.ts';
import { resolveRequestLang } from './lang.ts';
import type { StorefrontLoadContext } from './load-context.ts';
import { resolveMerchantSource } from './merchant-host.ts';
import { restoreSession, tokenFor } from './session.ts';

export interface StorefrontMerchant {
  merchantId: string;
  /** The public merchant record (no secrets: decision 012). */
  merchant: MerchantPublic;
  settings: MerchantSettings;
  /** True when the settings call failed and `settings` are the defaults of spec §8. */
  settingsFailed: boolean;
  lang: Lang;
  token: string | null;
  /** The request's cookies: read as the browser sent them, changes sent with the answer. */
  cookies: RequestCookies;
  api: ApiClient;
  /**
   * The merchant cookie names another merchant (a brand tab, `?vendor=`) or none: `rememberMerchant` keeps the
   * choice in the cookies; the page's shell does it (features/shell), as the page is where a visitor lands.
   */
  choice: { remember: boolean; switched: boolean };
}

// Parsed API bodies revalidated by ETag (etag-cache.ts): the server adapter hands its app's cache (apiCache; its
// apiFetch is made per request, to carry the request id); without one, one cache per API backend, so two apps
// in a process (or two fakes in a test) never see each other's answers.
const responseCaches = new WeakMap<FetchLike, ResponseCache>();
function responseCacheFor(apiFetch: FetchLike): ResponseCache {
  let cache = responseCaches.get(apiFetch);
  if (!cache) {
    cache = createEtagCache();
    responseCaches.set(apiFetch, cache);
  }
  return cache;
}

/**
 * How long the shell's rarely changing data (merchant, settings, brands, cities, a branch) is reused without
 * asking the API: the same order as the API's own merchant cache (decision 012), and it spares every page four
 * API calls under load. The menu is always revalidated.
 */
export const SHELL_FRESH = { freshForMs: 5_000 } as const;

function apiFor(
  server: StorefrontLoadContext,
  opts: { merchantId: string | null; lang: Lang; token: string | null },
): ApiClient {
  return createApiClient({
    fetchImpl: server.apiFetch,
    merchantId: opts.merchantId,
    lang: opts.lang,
    token: opts.token,
    clientAddress: server.clientAddress,
    validate: server.config.validateApi,
    cache: server.apiCache ?? responseCacheFor(server.apiFetch),
  });
}

/**
 * The request's merchant, or null when it cannot be resolved (the caller decides what to show). On a switch
 * of merchant the token is the new merchant's own (or none); `rememberMerchant` writes the switch down.
 */
export async function resolveStorefrontMerchant(
  url: URL,
  cookies: RequestCookies,
  server: StorefrontLoadContext,
): Promise<StorefrontMerchant | null> {
  const cookieMerchant = cookies.get(COOKIE.merchant) || null;
  const source = resolveMerchantSource(url, cookieMerchant, server.config);
  if (source.kind === 'none') return null;

  const cookieLang = LangSchema.safeParse(cookies.get(COOKIE.lang));
  const lookup = apiFor(server, {
    merchantId: null,
    lang: cookieLang.success ? cookieLang.data : 'uz',
    token: cookies.get(COOKIE.token) || null,
  });
  // The by-sub lookup also takes a merchant id (decision 012): a cookie id is checked the same way, so a stale
  // cookie of a deleted merchant fails here rather than on every later call.
  const [lookupError, merchant] = await (source.kind === 'domain'
    ? lookup.call(merchantEndpoints.byDomain, { params: { host: source.domain } }, SHELL_FRESH)
    : lookup.call(
        merchantEndpoints.bySub,
        { params: { sub: source.kind === 'sub' ? source.sub : source.id } },
        SHELL_FRESH,
      ));
  if (lookupError || !merchant?.id || !merchant.isActive) return null;
  const merchantId = merchant.id;

  const switched = cookieMerchant !== null && cookieMerchant !== merchantId;
  // A session token is valid for one merchant only (ARCHITECTURE): it must not follow a switch of merchant.
  // The new merchant's own session, kept from an earlier visit (per-brand sessions, decision 080), comes back.
  const token = tokenFor(cookies.all, merchantId, switched);

  const settingsApi = apiFor(server, { merchantId, lang: 'uz', token: null });
  const [settingsError, fetched] = await settingsApi.call(merchantEndpoints.settingsWeb, {}, SHELL_FRESH);
  // Spec §8: settings that cannot be fetched fall back to the defaults (all flags off, default colours).
  const settings = fetched ?? defaultSettings(merchantId);

  const lang = resolveRequestLang({
    cookieLang: cookies.get(COOKIE.lang),
    settings,
    merchantKeys: [merchantId, merchant.sub],
    forcedRussian: server.config.forcedRussianMerchants,
  });

  return {
    merchantId,
    merchant,
    settings,
    settingsFailed: settingsError !== null,
    lang,
    token,
    cookies,
    api: apiFor(server, { merchantId, lang, token }),
    choice: { remember: cookieMerchant !== merchantId, switched },
  };
}

/**
 * Remembers the resolved merchant in its cookie; on a switch, the session follows (this merchant's own token
 * or none) and the other merchant's branch and city are forgotten (decision 024).
 */
export function rememberMerchant(m: StorefrontMerchant): void {
  const { cookies } = m;
  if (m.choice.remember) cookies.remember(COOKIE.merchant, m.merchantId);
  if (!m.choice.switched) return;
  if (m.token) restoreSession(cookies, m.token);
  else cookies.clear(COOKIE.token);
  cookies.clear(COOKIE.nearestBranch);
  cookies.clear(COOKIE.city);
}

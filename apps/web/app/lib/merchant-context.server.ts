/**
 * The merchant, settings, language and API client of one storefront request. Every loader calls
 * `requireMerchant` (or `getMerchantContext` where a page must render without a merchant); the work is done once
 * per request and shared, because loaders of one request run in parallel on the same load context.
 *
 * Spec §1 (which merchant), §8 (lookup failure: clear cookies, show /merchantNotAvailable; settings failure:
 * defaults), §4 (language).
 */
import {
  apiPaths,
  type Lang,
  LangSchema,
  type MerchantPublic,
  MerchantPublicSchema,
  type MerchantSettings,
  MerchantSettingsSchema,
} from '@dasturxon/contracts';
import { fallbackMerchantSettings as defaultSettings } from '@dasturxon/domain';
import { type AppLoadContext, redirect } from 'react-router';
import { type ApiClient, createApiClient, type FetchLike } from './api.ts';
import { COOKIE, clearCookie, clearMerchantCookies, parseCookies, rememberCookie } from './cookies.ts';
import { createEtagCache, type ResponseCache } from './etag-cache.ts';
import { resolveRequestLang } from './lang.ts';
import { resolveMerchantSource } from './merchant-host.ts';
import { MERCHANT_NOT_AVAILABLE_PATH } from './paths.ts';
import { signInCookies, tokenFor } from './session.ts';

export { MERCHANT_NOT_AVAILABLE_PATH };

export interface MerchantContext {
  merchantId: string;
  /** The public merchant record (no secrets: decision 012). */
  merchant: MerchantPublic;
  settings: MerchantSettings;
  /** True when the settings call failed and `settings` are the defaults of spec §8. */
  settingsFailed: boolean;
  lang: Lang;
  token: string | null;
  cookies: Record<string, string>;
  api: ApiClient;
  /** Set-Cookie values to send with the page (merchant remembered; token dropped on a merchant switch). */
  setCookies: string[];
}

// Parsed API bodies revalidated by ETag (etag-cache.ts), one cache per API backend: the server adapter makes
// one apiFetch per app, so two apps in a process (or two fakes in a test) never see each other's answers.
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

// Keyed by the load context, which the server adapter creates afresh for every request.
const perRequest = new WeakMap<object, Promise<MerchantContext | null>>();

/** An API client for this request, optionally for a merchant other than the resolved one. */
export function getApi(
  request: Request,
  context: AppLoadContext,
  opts: { merchantId?: string | null; lang?: Lang } = {},
): ApiClient {
  const cookies = parseCookies(request.headers.get('cookie'));
  const cookieLang = LangSchema.safeParse(cookies[COOKIE.lang]);
  return createApiClient({
    fetchImpl: context.apiFetch,
    merchantId: opts.merchantId ?? null,
    lang: opts.lang ?? (cookieLang.success ? cookieLang.data : 'uz'),
    token: cookies[COOKIE.token] || null,
    clientAddress: context.clientAddress,
    validate: context.config.validateApi,
    cache: responseCacheFor(context.apiFetch),
  });
}

/** The request's merchant, or null when it cannot be resolved (the caller decides what to show). */
export function getMerchantContext(
  request: Request,
  context: AppLoadContext,
): Promise<MerchantContext | null> {
  let pending = perRequest.get(context);
  if (!pending) {
    pending = resolveMerchantContext(request, context);
    perRequest.set(context, pending);
  }
  return pending;
}

/**
 * The request's merchant. When there is none, throws the redirect of spec §8: cookies cleared, then
 * /merchantNotAvailable (whose own loader never calls this, so there is no redirect loop).
 */
export async function requireMerchant(request: Request, context: AppLoadContext): Promise<MerchantContext> {
  const ctx = await getMerchantContext(request, context);
  if (ctx) return ctx;
  throw merchantNotAvailable();
}

export function merchantNotAvailable(): Response {
  const headers = new Headers();
  for (const c of clearMerchantCookies()) headers.append('Set-Cookie', c);
  return redirect(MERCHANT_NOT_AVAILABLE_PATH, { headers });
}

async function resolveMerchantContext(
  request: Request,
  context: AppLoadContext,
): Promise<MerchantContext | null> {
  const url = new URL(request.url);
  const cookies = parseCookies(request.headers.get('cookie'));
  const cookieMerchant = cookies[COOKIE.merchant] || null;
  const source = resolveMerchantSource(url, cookieMerchant, context.config);
  if (source.kind === 'none') return null;

  const lookup = getApi(request, context);
  // The by-sub lookup also takes a merchant id (decision 012): a cookie id is checked the same way, so a stale
  // cookie of a deleted merchant fails here rather than on every later call.
  const path =
    source.kind === 'domain'
      ? apiPaths.merchantByDomain(source.domain)
      : apiPaths.merchantBySub(source.kind === 'sub' ? source.sub : source.id);
  const [lookupError, merchant] = await lookup.get(path, MerchantPublicSchema, undefined, SHELL_FRESH);
  if (lookupError || !merchant?.id || !merchant.isActive) return null;
  const merchantId = merchant.id;

  const setCookies: string[] = [];
  const switched = cookieMerchant !== null && cookieMerchant !== merchantId;
  if (cookieMerchant !== merchantId) setCookies.push(rememberCookie(request, COOKIE.merchant, merchantId));
  // A session token is valid for one merchant only (ARCHITECTURE): it must not follow a switch of merchant.
  // The new merchant's own session, kept from an earlier visit (per-brand sessions, decision 080), comes back.
  const token = tokenFor(cookies, merchantId, switched);
  if (switched) {
    setCookies.push(
      ...(token ? signInCookies(request, merchantId, token).slice(0, 1) : [clearCookie(COOKIE.token)]),
      clearCookie(COOKIE.nearestBranch),
      clearCookie(COOKIE.city),
    );
  }

  const settingsApi = createApiClient({
    fetchImpl: context.apiFetch,
    merchantId,
    lang: 'uz',
    clientAddress: context.clientAddress,
    validate: context.config.validateApi,
    cache: responseCacheFor(context.apiFetch),
  });
  const [settingsError, fetched] = await settingsApi.get(
    apiPaths.settingsWeb(),
    MerchantSettingsSchema,
    undefined,
    SHELL_FRESH,
  );
  // Spec §8: settings that cannot be fetched fall back to the defaults (all flags off, default colours).
  const settings = fetched ?? defaultSettings(merchantId);

  const lang = resolveRequestLang({
    cookieLang: cookies[COOKIE.lang],
    settings,
    merchantKeys: [merchantId, merchant.sub],
    forcedRussian: context.config.forcedRussianMerchants,
  });

  const api = createApiClient({
    fetchImpl: context.apiFetch,
    merchantId,
    lang,
    token,
    clientAddress: context.clientAddress,
    validate: context.config.validateApi,
    cache: responseCacheFor(context.apiFetch),
  });
  return {
    merchantId,
    merchant,
    settings,
    settingsFailed: settingsError !== null,
    lang,
    token,
    cookies,
    api,
    setCookies,
  };
}

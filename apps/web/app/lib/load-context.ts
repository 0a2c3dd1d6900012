/**
 * What the server adapter (apps/server/src/ssr.ts) hands every request: the in-process API, the app's clock,
 * the visitor's address, the CSP nonce and configuration parsed once by the server's env schema (loaders never
 * read process.env). With React Router's middleware (decision 187) it travels in the router context under
 * `serverContext`; the build makes that context itself (`createLoadContext`, exported by entry.server.tsx), so
 * the key the adapter fills is the key the build's loaders read: the adapter and the build are two bundles.
 */
import { createContext, RouterContextProvider } from 'react-router';
import type { FetchLike } from './api.ts';
import type { ResponseCache } from './etag-cache.ts';

/** Configuration the browser may see (an explicit allow-list, CONVENTIONS "Environment"). */
export interface PublicEnv {
  /** Base URL of images (spec §7 image helper); empty: images are served by this server at /images/*. */
  cdnBaseUrl: string;
  /** Leaflet tile URL template; empty: OpenStreetMap (shared/map/map-provider.ts). */
  mapTileUrl?: string;
}

/** Server-only storefront configuration. */
export interface StorefrontConfig {
  /** "dasturxon.uz": navruz.dasturxon.uz is the merchant with sub-domain navruz. */
  baseDomain: string;
  /** Sub-domain used on localhost/dev hosts when neither ?vendor= nor the merchant cookie chooses one. */
  defaultMerchantSub: string;
  /** Spec §4: merchants (sub-domains or ids) whose storefront is always in Russian. */
  forcedRussianMerchants: readonly string[];
  /** Validate API responses against the contracts (development and tests). */
  validateApi: boolean;
  /** Id of the running client build (assets manifest version): new-build detection compares with it. */
  buildId: string;
}

export interface StorefrontLoadContext {
  /** Calls the API in-process (no socket); URLs are paths under /api. */
  apiFetch: FetchLike;
  /**
   * The server's cache of parsed API answers, shared by every request of the app and emptied whenever a
   * merchant's data changes (apps/server/src/ssr.ts, decision 300); absent: one per apiFetch.
   */
  apiCache?: ResponseCache;
  /**
   * The visitor's address as the server sees it (request.ip, TRUST_PROXY honoured). Every API call passes it
   * on, so the API's per-address limits count this visitor, not the server (decision 176).
   */
  clientAddress?: string;
  /**
   * The request renders a document: React Router's request handler answers it with a page, not a single-fetch
   * `.data` answer (client navigations, revalidations and fetchers ask those). Loaders then hand values kept per
   * version by reference, and the document carries them as JSON (lib/kept-json.ts, decision 358). Absent or
   * false: every value itself, which is always correct.
   */
  documentRequest?: boolean;
  /** This response's Content-Security-Policy script nonce: every inline script carries it (decision 178). */
  cspNonce?: string;
  /**
   * The server's clock, the same one the API's services use: loaders and actions read the time from it, never
   * from `new Date()`, so a test that pins the app's clock pins the pages too (decision 170).
   */
  clock: () => Date;
  publicEnv: PublicEnv;
  config: StorefrontConfig;
}

/** The server's hand-over, read by loaders as `context.get(serverContext)`. */
export const serverContext = createContext<StorefrontLoadContext>();

/** The router context of one request, made from the server's hand-over (the adapter's getLoadContext). */
export function createLoadContext(values: StorefrontLoadContext): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(serverContext, values);
  return context;
}

/**
 * Mounts the storefront (React Router framework build, apps/web/build) inside Fastify:
 * - /assets/* and the other files of the client build, served statically (hashed assets cached for a year);
 * - every other GET/HEAD/POST outside /api and /images goes to React Router's request handler, through a
 *   small Fastify <-> Fetch adapter that streams responses (a POST's body is read and checked to be a form
 *   first, and a request without a usable Host is refused: decision 182);
 * - every request gets a router context made by the build from `{ apiFetch, clock, clientAddress, cspNonce,
 *   publicEnv, config }` (getLoadContext), where apiFetch calls the API in-process with `app.inject` (no
 *   socket, no port: the same Fastify instance answers) and clock is the app's clock; loaders read it as
 *   `context.get(serverContext)` (apps/web/app/lib/load-context.ts, decision 187).
 *
 * The build is made by `npm start` (scripts/start.mjs) before the server starts. Without a build the storefront
 * answers 503 with a hint, while the API keeps working (API tests need no web build).
 */
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { takeWholeBody } from '@dasturxon/contracts';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from 'react-router';
import { createEtagCache, type ResponseCache } from '../../web/app/lib/etag-cache.ts';
import type { StorefrontLoadContext } from '../../web/app/lib/load-context.ts';
import type { Env } from './env.ts';
import { isCrossSiteWrite, refuseCrossSite } from './http/cross-site.ts';
import { createInjectFetch } from './http/inject-fetch.ts';
import { createPageCache, type PageCache, pageKeyOf, ssrCacheRequests } from './http/page-cache.ts';
import { answerKeptPagesEarly } from './http/page-early.ts';
import { type ApiCallRecord, keepablePage, recordingFetch, sendKeptPage } from './http/page-serving.ts';
import { withRequestId } from './http/request-id.ts';
import { declaredTooLarge } from './http/request-limits.ts';
import { scriptNonce } from './http/security-headers.ts';
import {
  FORM_BODY_LIMIT,
  readFormBody,
  refuseStorefrontInput,
  storefrontUrl,
} from './http/storefront-input.ts';

export { createInjectFetch };

const WEB_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../web');

export interface StorefrontOptions {
  env: Env;
  /** The app's clock, handed to loaders in the router context (decision 170); default the real time. */
  clock?: () => Date;
  /** Directory holding client/ and server/index.js; defaults to env WEB_BUILD_DIR, else apps/web/build. */
  buildDir?: string;
  /** A server build given directly (tests compose one from the route modules); wins over buildDir. */
  build?: ServerBuild;
  /** Keep shared pages (decision 300; default on wherever the app has a menu cache to validate them by). */
  pageCache?: boolean;
}

/** Paths the storefront never answers: the API and images belong to other parts of the server. */
const NOT_STOREFRONT = /^\/(?:api|images)(?:\/|$|\?)/;

export default async function registerStorefront(
  app: FastifyInstance,
  opts: StorefrontOptions,
): Promise<void> {
  const buildDir =
    opts.buildDir ?? (opts.env.WEB_BUILD_DIR ? resolve(opts.env.WEB_BUILD_DIR) : join(WEB_DIR, 'build'));
  const serverEntry = join(buildDir, 'server/index.js');
  const clientDir = join(buildDir, 'client');
  const build: ServerBuild | null =
    opts.build ??
    (existsSync(serverEntry) ? ((await import(pathToFileURL(serverEntry).href)) as ServerBuild) : null);

  const apiFetch = createInjectFetch(app);
  const env = opts.env;
  const clock = opts.clock ?? (() => new Date());
  const handler = build ? createRequestHandler(build, env.NODE_ENV) : null;
  const createLoadContext = build ? loadContextMaker(build) : null;
  // Parsed API answers the storefront may reuse (its ETag cache, web lib/etag-cache.ts): one per app, dropped
  // with every invalidation, as it holds the shell's merchant, settings and branches for a few seconds.
  let apiCache: ResponseCache = createEtagCache();
  const pages: PageCache | null =
    opts.pageCache !== false && app.hasDecorator('menuEtag')
      ? createPageCache({
          now: () => clock().getTime(),
          menuEtag: (merchantId, channel) => app.menuEtag(merchantId, channel),
          ...(app.hasDecorator('peekMenuEtag')
            ? { menuEtagNow: (merchantId, channel) => app.peekMenuEtag(merchantId, channel) }
            : {}),
        })
      : null;
  // Hits known current without waiting leave from the server's listener, before Fastify (decision 350).
  if (pages && app.hasDecorator('securityHeaders')) {
    answerKeptPagesEarly(app, { pages, security: app.securityHeaders, trustProxy: env.TRUST_PROXY });
  }
  if (app.hasDecorator('cacheInvalidation')) {
    app.cacheInvalidation.on((message) => {
      apiCache = createEtagCache();
      if (message.kind === 'all') pages?.clear();
      else pages?.invalidate(message.merchantId);
    });
  }

  /** What every request hands the storefront; the build makes its router context of it (decision 187). */
  function getLoadContext(
    req: FastifyRequest,
    reply: FastifyReply,
    make: (values: StorefrontLoadContext) => RouterContextProvider,
    buildId: string,
    calls: ApiCallRecord[],
  ): RouterContextProvider {
    return make({
      apiFetch: recordingFetch(withRequestId(apiFetch, req.id), calls),
      apiCache,
      clock,
      clientAddress: req.ip,
      // React Router answers a path ending in `.data` as a single-fetch data request (client navigation,
      // revalidation, fetcher), anything else with a document, telling them apart exactly so (its server
      // runtime, 7.x). A document's loaders may hand kept values by reference, as the document carries their JSON
      // (web lib/kept-json.ts, decision 358); a data answer carries them whole.
      documentRequest: !new URL(req.url, 'http://localhost').pathname.endsWith('.data'),
      cspNonce: scriptNonce(reply),
      publicEnv: { cdnBaseUrl: env.CDN_BASE_URL, mapTileUrl: env.MAP_TILE_URL },
      config: {
        baseDomain: env.BASE_DOMAIN,
        defaultMerchantSub: env.DEFAULT_MERCHANT_SUB,
        forcedRussianMerchants: env.FORCED_RUSSIAN_MERCHANTS,
        validateApi: env.NODE_ENV !== 'production',
        buildId,
      },
    });
  }

  await app.register(async (scope) => {
    // The storefront reads bodies (form posts) itself: hand it the raw stream, whatever the content type.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_req, payload, done) => done(null, payload));

    if (build && existsSync(clientDir)) {
      await scope.register(fastifyStatic, {
        root: clientDir,
        prefix: '/',
        // One route per file found at start-up: the catch-all below stays the storefront's.
        wildcard: false,
        index: false,
        // The build writes x.js.br beside each script and stylesheet at brotli's best quality (vite.config.ts):
        // sent as they are to a browser that accepts br, instead of compressing each answer at quality 4.
        preCompressed: true,
        // The server may register @fastify/static for /images too; only one plugin may decorate the reply.
        decorateReply: false,
        cacheControl: false,
        setHeaders(reply, path) {
          // Vite fingerprints everything under /assets: it never changes under the same name.
          reply.header(
            'cache-control',
            path.includes(`${join('client', 'assets')}`)
              ? 'public, max-age=31536000, immutable'
              : 'public, max-age=3600',
          );
        },
      });
    }

    scope.route({
      method: ['GET', 'HEAD', 'POST'],
      url: '/*',
      handler: async (req, reply) => {
        if (NOT_STOREFRONT.test(req.url)) return reply.callNotFound();
        // A body declared over the limit is refused before any of it is read (issue 15 §5).
        // Connection: close, or Node would go on reading (and discarding) the body to reuse the connection.
        if (declaredTooLarge(req.headers, FORM_BODY_LIMIT)) {
          return refuseStorefrontInput(req, reply.header('connection', 'close'), 413);
        }
        // A request React Router could not even be given: no usable Host (decision 182).
        const url = storefrontUrl(req);
        if (!url) return refuseStorefrontInput(req, reply, 400, 'badRequest');
        // Before React Router: one check for every route that changes state (decision 177).
        if (isCrossSiteWrite(req)) return refuseCrossSite(req, reply);
        if (!handler || !build || !createLoadContext) {
          return reply
            .code(503)
            .type('text/plain; charset=utf-8')
            .send('The storefront is not built yet: run `npm run build` (npm start does it for you).');
        }
        // A page every visitor with the same key shares (decision 300): from memory when kept and current.
        const pageKey = pages ? pageKeyOf(req.method, url, req.headers.cookie) : null;
        if (pages && pageKey) {
          const kept = await pages.lookup(pageKey);
          if (kept) {
            ssrCacheRequests.inc({ result: 'hit' });
            return sendKeptPage(req, reply, kept, pages.encode);
          }
        } else if (pages && req.method === 'GET') {
          ssrCacheRequests.inc({ result: 'bypass' });
        }
        const started = pages?.begin() ?? 0;
        const calls: ApiCallRecord[] = [];
        const context = getLoadContext(req, reply, createLoadContext, build.assets.version, calls);
        // Every action reads a form: anything else is refused here, not thrown inside a route (decision 182).
        let body: Buffer | undefined;
        if (req.method === 'POST') {
          const form = await readFormBody(req);
          if ('refused' in form) return refuseStorefrontInput(req, reply, form.refused);
          body = form.body;
        }
        const response = await handler(toWebRequest(req, reply, url, body), context);
        if (!pages || !pageKey) return sendWebResponse(reply, response);
        const keepable = keepablePage(response, calls);
        if (!keepable) {
          ssrCacheRequests.inc({ result: 'uncacheable' });
          return sendWebResponse(reply, response);
        }
        const page = await wholeBody(response);
        const kept = pages.store(pageKey, started, { ...keepable, body: page, nonce: scriptNonce(reply) });
        ssrCacheRequests.inc({ result: kept ? 'miss' : 'uncacheable' });
        if (kept) return sendKeptPage(req, reply, kept, pages.encode);
        return sendWebResponse(
          reply,
          new Response(new Uint8Array(page.buffer as ArrayBuffer, page.byteOffset, page.byteLength), {
            status: response.status,
            headers: response.headers,
          }),
        );
      },
    });
  });
}

/**
 * The build's maker of a request's router context: entry.server.tsx exports `createLoadContext`, so the context
 * keys the adapter fills are the ones the build's middleware and loaders read (the adapter and the build are
 * separate bundles, each with its own copy of the web's modules).
 */
function loadContextMaker(build: ServerBuild): (values: StorefrontLoadContext) => RouterContextProvider {
  const make = (build.entry.module as { createLoadContext?: unknown }).createLoadContext;
  if (typeof make !== 'function') {
    throw new Error('The storefront build has no createLoadContext in its server entry (entry.server.tsx).');
  }
  return make as (values: StorefrontLoadContext) => RouterContextProvider;
}

function toWebRequest(req: FastifyRequest, reply: FastifyReply, url: URL, body: Buffer | undefined): Request {
  // Pairs, not a Headers object: Request makes its own Headers of them, and each one made checks every header.
  const headers: [string, string][] = [];
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined || key.startsWith(':')) continue;
    if (Array.isArray(value)) for (const v of value) headers.push([key, v]);
    else headers.push([key, value]);
  }
  // Aborts the loaders when the browser goes away (a closed tab must not keep SSR work running).
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return new Request(url, {
    method: req.method,
    headers,
    signal: controller.signal,
    ...(body ? { body: new Uint8Array(body) } : {}),
  });
}

/**
 * A response's whole body as one Buffer. A body made of one buffer (a whole page, a JSON answer) is one chunk,
 * handed over as it is: `arrayBuffer()` copied it once more (a 190 kB page: ~60 µs per answer, decision 361).
 */
async function wholeBody(response: Response): Promise<Buffer> {
  // A page rendered whole (entry.server.tsx) carries its bytes: taken as they are (decision 370).
  const whole = takeWholeBody(response);
  if (whole) return Buffer.from(whole.buffer, whole.byteOffset, whole.byteLength);
  if (!response.body) return Buffer.alloc(0);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    length += value.byteLength;
  }
  const only = chunks[0];
  if (chunks.length === 1 && only) return Buffer.from(only.buffer, only.byteOffset, only.byteLength);
  return Buffer.concat(chunks, length);
}

/** application/json, with or without parameters (not NDJSON or another +json stream). */
function isJson(type: string | null): boolean {
  return type !== null && /^application\/json\s*(?:;|$)/i.test(type);
}

function sendWebResponse(reply: FastifyReply, response: Response): FastifyReply | Promise<FastifyReply> {
  reply.code(response.status);
  for (const [key, value] of response.headers) {
    if (key === 'set-cookie') continue;
    reply.header(key, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (!response.body) return reply.send();
  // A body of known length (a whole page, entry.server.tsx; decision 340): one buffer, one write to the socket.
  // So is JSON (resource routes: build version, basket total, delivery terms...): whole when it is made, it went
  // out chunked through three streams and three writes (decision 361). Other bodies may stream (a page waiting
  // for data, single-fetch data with promises) and still do.
  if (response.headers.has('content-length') || isJson(response.headers.get('content-type'))) {
    return wholeBody(response).then((bytes) => reply.send(bytes));
  }
  return reply.send(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream));
}

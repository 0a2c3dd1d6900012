/**
 * The Fastify application: API under /api (spec §7 calls, app/api.ts), OpenAPI document and UI at /api/docs,
 * images at /images/*, the console under /console and, when present, the storefront's server rendering
 * (app/frontends.ts, apps/server/src/ssr.ts). The services are built in app/services.ts, the caches wired in
 * app/caches.ts; the overall menu's cached answers leave from the first hook (modules/menu/fast-path.ts).
 */
import { join } from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import type { MenuChannel, Overall } from '@dasturxon/contracts';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { registerApi } from './app/api.ts';
import { registerCaches } from './app/caches.ts';
import { IMAGES_DIR, registerConsoleApp, registerImages, registerStorefront } from './app/frontends.ts';
import { createCatalogueServices, createPublicServices } from './app/services.ts';
import type { CacheInvalidation } from './cache/invalidation.ts';
import type { Db } from './db/client.ts';
import type { Env } from './env.ts';
import { registerErrorHandler } from './errors/error-handler.ts';
import { serializeError } from './errors/log-safe-error.ts';
import { validatorCompiler } from './errors/validation.ts';
import { createOrderEventBus } from './events/create-bus.ts';
import type { OrderEventBus } from './events/order-events.ts';
import { createStaffNoticeBus, type StaffNoticeBus } from './events/staff-notices.ts';
import { registerEtag } from './http/etag.ts';
import { registerOpenApi } from './http/openapi.ts';
import { requestIdOf } from './http/request-id.ts';
import { applyRequestLimits } from './http/request-limits.ts';
import { QuietRequestLogs } from './http/request-logs.ts';
import { registerSecurityHeaders, securityHeaders } from './http/security-headers.ts';
import { registerTextGuard } from './http/text-guard.ts';
import type { NominatimOptions } from './modules/geocoding/nominatim-client.ts';
import { createFsImageStore, type ImageStore } from './modules/images/index.ts';
import { registerMenuFastPath } from './modules/menu/fast-path.ts';
import type { ModuleDeps } from './modules/module-deps.ts';
import { createOrderingServices } from './modules/ordering-services.ts';
import { registerPaymentSandbox } from './modules/payments/sandbox.ts';
import type { ReservationMessage } from './modules/reservations/notify.ts';

export { API_BODY_LIMIT } from './app/api.ts';
export { IMAGES_DIR } from './app/frontends.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Drop the cached menu of a merchant: call from every write to its menu, branches or grades. */
    invalidateMenu(merchantId: string): void;
    /** Rejects while the order event bus cannot reach other instances (Redis down in scale mode): /readyz. */
    pingEvents(): Promise<void>;
    /**
     * The overall menu of an (already resolved, active) merchant as a frozen object shared by every caller
     * until the menu changes: a fast path for server rendering, which otherwise parses the JSON per request.
     */
    readMenu(merchantId: string, channel: MenuChannel): Promise<{ etag: string; overall: Overall }>;
    /** Drop what is cached about a merchant record (after it is changed or deactivated). */
    invalidateMerchant(merchantId: string): void;
    /** The current ETag of a merchant's menu (the kept pages are checked against it, decision 300). */
    menuEtag(merchantId: string, channel: MenuChannel): Promise<string>;
    /** The same ETag when the menu cache holds it current without asking the database, else undefined. */
    peekMenuEtag(merchantId: string, channel: MenuChannel): string | undefined;
    /** The invalidations above, heard by every cache of this instance and, in scale mode, of the others. */
    cacheInvalidation: CacheInvalidation;
    /** Drop every in-memory cache (tests reset the database between cases). */
    clearCaches(): void;
  }
}

export interface BuildAppOptions {
  db: Db;
  env: Env;
  /** Fastify logger option; default: pino at env.LOG_LEVEL, silent in tests. */
  logger?: FastifyServerOptions['logger'];
  /** false: do not mount the storefront (API tests). */
  storefront?: boolean;
  /** The clock every time-dependent rule reads, API and storefront alike (decision 170); default real time. */
  clock?: () => Date;
  /**
   * Menu cache: how often to check for changes made by another process (default: 1 s on PostgreSQL; 30 s with
   * Redis, whose pub/sub brings other instances' changes at once; 60 s on PGlite, which no other process can open).
   */
  menuCacheCheckIntervalMs?: number;
  /** How long a resolved merchant is trusted (default 5 s). */
  merchantCacheTtlMs?: number;
  /** Folder served at /images/* (default apps/server/assets/images). */
  imagesDir?: string;
  /** Where uploaded images are kept (decision 257; default: files under `<DATA_DIR>/images`). */
  imageStore?: ImageStore;
  /** fetch used by the SMS gateways (tests point them at local fakes). */
  smsFetch?: typeof fetch;
  /** Geocoding proxy overrides (tests: a fake Nominatim, shorter waits); URL and User-Agent come from env. */
  nominatim?: Partial<NominatimOptions>;
  /** Order event bus (default: Redis when REDIS_URL is set, else in-process). Closed with the app. */
  orderEvents?: OrderEventBus;
  /** Tests: every message sent to a customer about a table reservation is recorded here too. */
  reservationOutbox?: ReservationMessage[];
  /** Staff notice bus (reservations, waiter calls; default like orderEvents). Closed with the app. */
  staffNotices?: StaffNoticeBus;
  /** fetch used for calls to payment providers (tests point them at local fakes). */
  providerFetch?: typeof fetch;
  /** Folder of the console's built app served at /console (default env CONSOLE_BUILD_DIR, else apps/console/build/client). */
  consoleDir?: string;
  /** Called before any route is added (main.ts: health probes and the not-ready gate, ops/health.ts). */
  beforeRoutes?: (app: FastifyInstance) => void;
}

/** Every error any line logs goes through serializeError: no query parameters or row values (decision 180). */
function withSafeErrors(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger || typeof logger !== 'object') return logger;
  return { ...logger, serializers: { ...logger.serializers, err: serializeError } };
}

export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { db, env } = opts;
  const imagesDir = opts.imagesDir ?? IMAGES_DIR;
  const imageStore = opts.imageStore ?? createFsImageStore(join(env.DATA_DIR, 'images'));
  const app = Fastify({
    logger: withSafeErrors(opts.logger ?? (env.NODE_ENV === 'test' ? false : { level: env.LOG_LEVEL })),
    logController: new QuietRequestLogs(),
    // request.ip is what the code limits count per client: only a trusted proxy may set it.
    trustProxy: env.TRUST_PROXY,
    // The storefront's in-process API calls carry the page request's id (http/request-id.ts).
    genReqId: requestIdOf,
    // While closing, a request that still reaches this process (scale mode: the primary hands a connection to a
    // worker that is stopping, decision 291) is served, not refused with 503: a rolling restart loses nothing.
    return503OnClosing: false,
  });
  // A whole request (headers and body) within REQUEST_TIMEOUT_MS, else 408 and the connection closed: a client
  // trickling a body cannot hold a connection and its buffers forever (issue 15 §5, http/request-limits.ts).
  applyRequestLimits(app, env.REQUEST_TIMEOUT_MS);
  app.setValidatorCompiler(validatorCompiler);
  // Response schemas strip every field they do not name: secrets cannot leak through a response.
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  const catalogue = createCatalogueServices(opts);
  const security = await securityHeaders(env);
  // A cached, current overall menu leaves from the server's listener before Fastify (decision 345), else from this
  // first onRequest hook (decision 339), before the health gate of beforeRoutes, which neither can bypass: nothing
  // is cached before the database is migrated and answers.
  registerMenuFastPath(app, {
    merchants: catalogue.merchants,
    menu: catalogue.menu,
    security,
    trustProxy: env.TRUST_PROXY,
  });
  opts.beforeRoutes?.(app);
  registerTextGuard(app);
  // First of the ordinary hooks, so every route of every part (API, docs, images, storefront, sandbox) answers with
  // them.
  await registerSecurityHeaders(app, security);

  const services = createPublicServices(app, opts, catalogue);
  const { invalidateMenu, invalidateMerchant, invalidateZones } = registerCaches(app, services);
  const orderEvents = opts.orderEvents ?? createOrderEventBus(env, app.log);
  app.addHook('onClose', async () => orderEvents.close());
  const staffNotices = opts.staffNotices ?? createStaffNoticeBus(env, app.log);
  app.addHook('onClose', async () => staffNotices.close());
  const moduleDeps: ModuleDeps = {
    db,
    env,
    clock: opts.clock ?? (() => new Date()),
    log: app.log,
    orderEvents,
    staffNotices,
    readMenu: (merchantId, channel) => services.menu.readOverall(merchantId, channel),
    fetch: opts.providerFetch ?? fetch,
  };
  // Every service of the ordering modules, built once here and handed to the modules below.
  const ordering = createOrderingServices({
    ...moduleDeps,
    branches: services.branchRepo,
    orderingSettings: services.orderingSettings,
    orderPlaces: services.orderPlaces,
  });

  app.decorate('pingEvents', async () => orderEvents.ping?.());
  app.decorateRequest('merchant', null as never);

  await app.register(fastifyCookie);
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip', 'deflate'],
    // Quality 4: close to gzip's speed with smaller output; the default (11) is far too slow per request.
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  registerEtag(app);

  await registerOpenApi(app);
  await registerImages(app, { imagesDir, imageStore });
  await registerApi(app, {
    opts,
    services,
    moduleDeps,
    ordering,
    imageStore,
    invalidateMenu,
    invalidateMerchant,
    invalidateZones,
  });
  // The operations console's static app under /console (issue 11), before the storefront's catch-all.
  await registerConsoleApp(app, { env, consoleDir: opts.consoleDir });
  await registerPaymentSandbox(app, {
    ...moduleDeps,
    payments: ordering.payments,
    sessions: services.sessions,
  });
  await registerStorefront(app, { env, clock: moduleDeps.clock, storefront: opts.storefront });
  return app;
}

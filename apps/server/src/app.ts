/**
 * The Fastify application: API under /api (spec §7 calls), OpenAPI document and UI at /api/docs, images at
 * /images/*, and, when present, the storefront's server rendering (apps/server/src/ssr.ts).
 */
import { randomBytes } from 'node:crypto';
import { access, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants as zlibConstants } from 'node:zlib';
import type { MenuChannel, Overall } from '@dasturxon/contracts';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { type CacheInvalidation, createCacheInvalidation } from './cache/invalidation.ts';
import type { Db } from './db/client.ts';
import type { Env } from './env.ts';
import { AppError } from './errors/app-error.ts';
import { registerErrorHandler, sendError } from './errors/error-handler.ts';
import { serializeError } from './errors/log-safe-error.ts';
import { validatorCompiler } from './errors/validation.ts';
import { createOrderEventBus } from './events/create-bus.ts';
import type { OrderEventBus } from './events/order-events.ts';
import { createStaffNoticeBus, type StaffNoticeBus } from './events/staff-notices.ts';
import { registerAuth } from './http/auth.ts';
import { registerConsole } from './http/console.ts';
import { registerEtag } from './http/etag.ts';
import { registerMerchantContext } from './http/merchant-context.ts';
import { registerOpenApi } from './http/openapi.ts';
import { requestIdOf } from './http/request-id.ts';
import { applyRequestLimits } from './http/request-limits.ts';
import { QuietRequestLogs } from './http/request-logs.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerTextGuard } from './http/text-guard.ts';
import { createAddressRepository } from './modules/addresses/repository.ts';
import { addressRoutes } from './modules/addresses/routes.ts';
import { createAddressService } from './modules/addresses/service.ts';
import { auditModule } from './modules/audit/index.ts';
import { createLoginService } from './modules/auth/login.ts';
import { createOtpService } from './modules/auth/otp.ts';
import { createOtpRepository } from './modules/auth/otp-repository.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { createSessionRepository } from './modules/auth/session-repository.ts';
import { createSessionService } from './modules/auth/sessions.ts';
import { branchAdminModule } from './modules/branch-admin/index.ts';
import { createBranchRepository } from './modules/branches/repository.ts';
import { branchRoutes } from './modules/branches/routes.ts';
import { createBranchService } from './modules/branches/service.ts';
import { callCentreModule } from './modules/call-centre/index.ts';
import { cardsModule } from './modules/cards/index.ts';
import { createCityRepository } from './modules/cities/repository.ts';
import { cityRoutes } from './modules/cities/routes.ts';
import { createCityService } from './modules/cities/service.ts';
import { createContentRepository } from './modules/content/repository.ts';
import { contentRoutes } from './modules/content/routes.ts';
import { createContentService } from './modules/content/service.ts';
import { deliveriesModule } from './modules/deliveries/index.ts';
import { diningModule } from './modules/dining/index.ts';
import { createFavouriteRepository } from './modules/favourites/repository.ts';
import { favouriteRoutes } from './modules/favourites/routes.ts';
import { createFavouriteService } from './modules/favourites/service.ts';
import {
  createNominatimClient,
  DEFAULT_NOMINATIM_OPTIONS,
  type NominatimOptions,
} from './modules/geocoding/nominatim-client.ts';
import { createRedisRateGate } from './modules/geocoding/redis-rate-gate.ts';
import { geocodingRoutes } from './modules/geocoding/routes.ts';
import {
  createFsImageStore,
  type ImageStore,
  imagesModule,
  registerUploadedImages,
} from './modules/images/index.ts';
import { liveModule } from './modules/live/index.ts';
import { loyaltyModule } from './modules/loyalty/index.ts';
import { createMenuRepository } from './modules/menu/repository.ts';
import { menuRoutes } from './modules/menu/routes.ts';
import { createMenuService } from './modules/menu/service.ts';
import { menuAdminModule } from './modules/menu-admin/index.ts';
import { menuImportModule } from './modules/menu-import/index.ts';
import { createMerchantRepository } from './modules/merchants/repository.ts';
import { merchantRoutes } from './modules/merchants/routes.ts';
import { createMerchantService } from './modules/merchants/service.ts';
import type { ModuleDeps } from './modules/module-deps.ts';
import { orderAfterModule } from './modules/order-after/index.ts';
import { createOrderingServices } from './modules/ordering-services.ts';
import { ordersModule } from './modules/orders/index.ts';
import { paymentsModule } from './modules/payments/index.ts';
import { registerPaymentSandbox } from './modules/payments/sandbox.ts';
import { platformModule } from './modules/platform/routes.ts';
import { promosModule } from './modules/promos/index.ts';
import { promoAdminModule } from './modules/promos/staff-module.ts';
import { reportsModule } from './modules/reports/index.ts';
import { reservationsModule } from './modules/reservations/index.ts';
import type { ReservationMessage } from './modules/reservations/notify.ts';
import { settingsModule } from './modules/settings/index.ts';
import { staffModule } from './modules/staff/index.ts';
import { staffAccountsModule } from './modules/staff-accounts/index.ts';
import { createUserRepository } from './modules/users/repository.ts';
import { userRoutes } from './modules/users/routes.ts';
import { createUserService } from './modules/users/service.ts';
import { createWebbotRepository } from './modules/webbot/repository.ts';
import { webbotRoutes } from './modules/webbot/routes.ts';
import { createWebbotService } from './modules/webbot/service.ts';
import { closeSharedRedis, createSharedRedis } from './redis/shared-client.ts';
import { createSmsGateways } from './sms/sms-gateways.ts';
import { createRedisContactStore, createVerifiedContactStore } from './telegram/verified-contacts.ts';

/** Request bodies of /api: the largest legitimate one (an address or a profile) is well under 4 kB. */
export const API_BODY_LIMIT = 64 * 1024;

export const IMAGES_DIR = fileURLToPath(new URL('../assets/images/', import.meta.url));
const SSR_MODULE = new URL('./ssr.ts', import.meta.url).href;

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

function routeNotFound(request: FastifyRequest): AppError {
  return new AppError('NOT_FOUND', 404, 'routeNotFound', {
    params: { method: request.method, path: request.url.split('?')[0] ?? request.url },
  });
}

/** Every error any line logs goes through serializeError: no query parameters or row values (decision 180). */
function withSafeErrors(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger || typeof logger !== 'object') return logger;
  return { ...logger, serializers: { ...logger.serializers, err: serializeError } };
}

type RegisterStorefront = (
  app: FastifyInstance,
  opts: { env: Env; clock: () => Date },
) => Promise<void> | void;

async function loadStorefront(env: Env): Promise<RegisterStorefront | null> {
  const exists = await access(fileURLToPath(SSR_MODULE)).then(
    () => true,
    () => false,
  );
  if (!exists) {
    if (env.NODE_ENV === 'test') return null;
    throw new Error('apps/server/src/ssr.ts is missing: the storefront cannot be served');
  }
  const mod = (await import(/* @vite-ignore */ SSR_MODULE)) as { default: RegisterStorefront };
  return mod.default;
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
  opts.beforeRoutes?.(app);
  registerTextGuard(app);
  // First, so every route of every part (API, docs, images, storefront, sandbox) answers with them.
  await registerSecurityHeaders(app, env);

  const merchants = createMerchantService({
    repo: createMerchantRepository(db),
    ...(opts.merchantCacheTtlMs === undefined ? {} : { cacheTtlMs: opts.merchantCacheTtlMs }),
  });
  const menu = createMenuService({
    repo: createMenuRepository(db),
    // The fingerprint query costs tens of ms for a 2,000-product menu on PGlite, on the event loop: only as often as
    // a write can have skipped the invalidation (decision 301).
    cacheCheckIntervalMs:
      opts.menuCacheCheckIntervalMs ?? (env.REDIS_URL ? 30_000 : env.DATABASE_URL ? 1_000 : 60_000),
  });
  const branchRepo = createBranchRepository(db);
  const branches = createBranchService({
    repo: branchRepo,
    ...(opts.clock ? { clock: opts.clock } : {}),
  });
  const cities = createCityService({ repo: createCityRepository(db) });
  const content = createContentService({ repo: createContentRepository(db) });
  const addresses = createAddressService({
    repo: createAddressRepository(db),
    ...(opts.clock ? { clock: opts.clock } : {}),
  });
  const favourites = createFavouriteService({
    repo: createFavouriteRepository(db),
    readMenu: (merchantId, channel) => menu.readOverall(merchantId, channel),
  });
  // Scale mode: what every instance must share (verified Telegram contacts, the geocoding gate) lives in Redis.
  const sharedRedis = env.REDIS_URL ? createSharedRedis(env.REDIS_URL, app.log) : null;
  if (sharedRedis) app.addHook('onClose', async () => closeSharedRedis(sharedRedis));
  // A write drops its merchant's caches here at once and, in scale mode, in every other instance (decision 302).
  const invalidation = createCacheInvalidation({ redis: sharedRedis, log: app.log });
  app.addHook('onClose', async () => invalidation.close());
  invalidation.on((message) => {
    if (message.kind === 'menu') menu.invalidate(message.merchantId);
    else if (message.kind === 'merchant') merchants.invalidate(message.merchantId);
    else {
      menu.clearCache();
      merchants.clearCache();
    }
  });
  const invalidateMenu = (merchantId: string) => invalidation.invalidate({ kind: 'menu', merchantId });
  const invalidateMerchant = (merchantId: string) =>
    invalidation.invalidate({ kind: 'merchant', merchantId });
  // One client for the whole server: its rate gate is what keeps us within Nominatim's 1 request/s (across every
  // instance in scale mode).
  const nominatimGate = sharedRedis
    ? {
        gate: createRedisRateGate({
          redis: sharedRedis,
          intervalMs: opts.nominatim?.minIntervalMs ?? DEFAULT_NOMINATIM_OPTIONS.minIntervalMs,
          maxWaitMs: opts.nominatim?.maxWaitMs ?? DEFAULT_NOMINATIM_OPTIONS.maxWaitMs,
        }),
      }
    : {};
  const nominatim = createNominatimClient({
    baseUrl: env.NOMINATIM_URL,
    userAgent: env.NOMINATIM_USER_AGENT,
    ...nominatimGate,
    ...opts.nominatim,
  });
  const clockDep = opts.clock ? { clock: opts.clock } : {};
  const sessions = createSessionService({ repo: createSessionRepository(db), ...clockDep });
  if (!env.OTP_SECRET && env.NODE_ENV === 'production') {
    app.log.warn(
      'OTP_SECRET is not set: a random one is used until restart (decision 051); set it in production',
    );
  }
  const smsMode = env.SMS_MODE ?? (env.NODE_ENV === 'production' ? 'merchant' : 'log');
  // The testing route reveals codes: only where no real SMS is involved (brief: test or explicit log mode).
  const smsLogMode = env.NODE_ENV === 'test' || env.SMS_MODE === 'log';
  const smsGateways = createSmsGateways({
    db,
    logger: app.log,
    mode: smsMode,
    eskizBaseUrl: env.ESKIZ_BASE_URL,
    playMobileBaseUrl: env.PLAYMOBILE_BASE_URL,
    ...(opts.smsFetch ? { fetch: opts.smsFetch } : {}),
  });
  const otp = createOtpService({
    repo: createOtpRepository(db),
    sms: smsGateways,
    secret: env.OTP_SECRET ?? randomBytes(32).toString('hex'),
    logger: app.log,
    rememberCodes: smsLogMode,
    ...(env.OTP_CLIENT_LIMIT ? { perClientLimit: env.OTP_CLIENT_LIMIT } : {}),
    ...clockDep,
  });
  const userRepo = createUserRepository(db);
  const login = createLoginService({ otp, sessions, users: userRepo, ...clockDep });
  const users = createUserService({ repo: userRepo, otp, sessions, ...clockDep });

  const webbot = createWebbotService({
    repo: createWebbotRepository(db),
    sessions,
    contacts: sharedRedis ? createRedisContactStore(sharedRedis) : createVerifiedContactStore(),
    maxAgeSeconds: env.TELEGRAM_AUTH_MAX_AGE_SECONDS,
    ...(opts.clock ? { clock: opts.clock } : {}),
  });

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
    readMenu: (merchantId, channel) => menu.readOverall(merchantId, channel),
    fetch: opts.providerFetch ?? fetch,
  };
  // Every service of the ordering modules, built once here and handed to the modules below.
  const ordering = createOrderingServices({ ...moduleDeps, branches: branchRepo });

  app.decorate('invalidateMenu', invalidateMenu);
  app.decorate('cacheInvalidation', invalidation);
  app.decorate('menuEtag', async (merchantId: string, channel: MenuChannel) => {
    return (await menu.getOverall(merchantId, channel)).etag;
  });
  app.decorate('pingEvents', async () => orderEvents.ping?.());
  app.decorate('readMenu', (merchantId: string, channel: MenuChannel) =>
    menu.readOverall(merchantId, channel),
  );
  app.decorate('invalidateMerchant', invalidateMerchant);
  app.decorate('clearCaches', () => {
    invalidation.invalidateLocally({ kind: 'all' });
    nominatim.clearCache();
  });
  app.decorateRequest('merchant', null as never);

  await app.register(fastifyCookie);
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip', 'deflate'],
    // Quality 4: close to gzip's speed with smaller output; the default (11) is far too slow per request.
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  registerEtag(app);

  await registerOpenApi(app);

  await app.register(
    async (images) => {
      await images.register(fastifyStatic, {
        root: imagesDir,
        prefix: '/',
        decorateReply: false,
        index: false,
        // Image paths are stable names chosen when an image is uploaded; a year lets repeat visits skip them
        // entirely, and the ETag still revalidates a forced reload (decision 010).
        maxAge: '365d',
      });
      // A missing image answers 404 with the placeholder picture, so an <img> still shows something.
      images.setNotFoundHandler(async (_request, reply) => {
        const placeholder = await readFile(join(imagesDir, 'placeholder.svg')).catch(() => null);
        if (!placeholder) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
        return reply.code(404).type('image/svg+xml').header('cache-control', 'no-cache').send(placeholder);
      });
      registerUploadedImages(images, imageStore);
    },
    { prefix: '/images' },
  );

  await app.register(
    async (api) => {
      registerMerchantContext(api, merchants);
      registerAuth(api, { sessions });
      // Before any route is added, so every /api route gets the small limit unless it sets its own.
      api.addHook('onRoute', (route) => {
        route.bodyLimit ??= API_BODY_LIMIT;
      });
      // A catch-all route, not only a not-found handler: the storefront mounts its own catch-all at the root,
      // which would otherwise answer unknown /api paths with Fastify's untranslated 404.
      for (const url of ['/', '/*']) {
        api.all(url, { config: { merchantHeader: false }, schema: { hide: true } }, async (request) => {
          throw routeNotFound(request);
        });
      }
      api.setNotFoundHandler((request, reply) => sendError(request, reply, routeNotFound(request)));
      await api.register(merchantRoutes({ merchants }));
      await api.register(contentRoutes({ content }));
      await api.register(cityRoutes({ cities }));
      await api.register(branchRoutes({ branches }));
      await api.register(menuRoutes({ menu }));
      await api.register(authRoutes({ otp, login, testingRoute: smsLogMode }));
      await api.register(userRoutes({ users }));
      await api.register(webbotRoutes({ webbot }));
      await api.register(geocodingRoutes({ nominatim }));
      await api.register(addressRoutes({ addresses }));
      await api.register(favouriteRoutes({ favourites }));
      // Ordering (issue 4).
      await api.register(ordersModule({ ...ordering, sweep: env.NODE_ENV !== 'test' }));
      // Rating and repeating an order (issue 10, decisions 321-322).
      await api.register(orderAfterModule({ ...moduleDeps, invalidateMenu: (id) => app.invalidateMenu(id) }));
      await api.register(promosModule(ordering));
      await api.register(deliveriesModule(ordering));
      await api.register(liveModule({ db, sessions, orderEvents }));
      await api.register(staffModule({ ...moduleDeps, ...ordering }));
      // The console's call centre and reports (issue 11), on the staff sign-in of the staff module.
      await api.register(callCentreModule({ ...moduleDeps, ...ordering, addresses }));
      await api.register(reportsModule({ db, staff: ordering.staff }));
      await api.register(
        diningModule({ ...moduleDeps, staff: ordering.staff, dining: ordering.dining, sessions }),
      );
      // Table reservations (issue 13): the customer's booking and the staff's day view.
      await api.register(
        reservationsModule({
          ...moduleDeps,
          staff: ordering.staff,
          sms: smsGateways,
          logOnly: smsMode === 'log',
          ...(opts.reservationOutbox ? { outbox: opts.reservationOutbox } : {}),
        }),
      );
      await api.register(promoAdminModule({ db, clock: moduleDeps.clock, staff: ordering.staff }));
      await api.register(loyaltyModule({ db, clock: moduleDeps.clock, staff: ordering.staff }));
      await api.register(auditModule({ db, staff: ordering.staff }));
      // The storefront's settings, payment settings and credentials (issue 12).
      await api.register(
        settingsModule({
          ...moduleDeps,
          staff: ordering.staff,
          smsFetch: opts.smsFetch,
          invalidateMerchant,
        }),
      );
      await api.register(menuAdminModule({ db, staff: ordering.staff }));
      // Branches, delivery zones and order settings (issue 12).
      await api.register(
        branchAdminModule({
          db,
          staff: ordering.staff,
          clock: moduleDeps.clock,
          deliveries: ordering.deliveries,
          ordering: ordering.ordering,
          invalidateMenu,
        }),
      );
      await api.register(staffAccountsModule({ db, staff: ordering.staff, ...clockDep }));
      // The platform operator's API (issue 12): creates merchants; absent without PLATFORM_ADMIN_TOKEN.
      await api.register(
        platformModule({
          db,
          token: env.PLATFORM_ADMIN_TOKEN,
          baseDomain: env.BASE_DOMAIN,
          clock: moduleDeps.clock,
          invalidateMerchant,
        }),
      );
      await api.register(imagesModule({ db, staff: ordering.staff, store: imageStore }));
      await api.register(menuImportModule({ db, staff: ordering.staff }));
      await api.register(paymentsModule(ordering.payments));
      await api.register(cardsModule(ordering.cards));
    },
    { prefix: '/api' },
  );

  // The operations console's static app under /console (issue 11), before the storefront's catch-all.
  const consoleDir = opts.consoleDir ?? env.CONSOLE_BUILD_DIR;
  await registerConsole(app, consoleDir ? { dir: consoleDir } : {});

  await registerPaymentSandbox(app, { ...moduleDeps, payments: ordering.payments, sessions });

  if (opts.storefront !== false) {
    const registerStorefront = await loadStorefront(env);
    if (registerStorefront) await registerStorefront(app, { env, clock: moduleDeps.clock });
  }

  return app;
}

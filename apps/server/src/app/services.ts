/**
 * The services of the public API modules (merchants, menu, branches, customers' accounts, SMS, geocoding), built
 * once per app from the database and the environment. Holds no logic: app.ts hands them to the routes
 * (app/api.ts), the caches (app/caches.ts) and the menu's fast path.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { BuildAppOptions } from '../app.ts';
import { createAddressRepository } from '../modules/addresses/repository.ts';
import { createAddressService } from '../modules/addresses/service.ts';
import { createLoginService } from '../modules/auth/login.ts';
import { createOtpService } from '../modules/auth/otp.ts';
import { createOtpRepository } from '../modules/auth/otp-repository.ts';
import { createSessionRepository } from '../modules/auth/session-repository.ts';
import { createSessionService } from '../modules/auth/sessions.ts';
import { createBranchRepository } from '../modules/branches/repository.ts';
import { createBranchService } from '../modules/branches/service.ts';
import { createCityRepository } from '../modules/cities/repository.ts';
import { createCityService } from '../modules/cities/service.ts';
import { createContentRepository } from '../modules/content/repository.ts';
import { createContentService } from '../modules/content/service.ts';
import { createFavouriteRepository } from '../modules/favourites/repository.ts';
import { createFavouriteService } from '../modules/favourites/service.ts';
import { createNominatimClient, DEFAULT_NOMINATIM_OPTIONS } from '../modules/geocoding/nominatim-client.ts';
import { createRedisRateGate } from '../modules/geocoding/redis-rate-gate.ts';
import { createMenuRepository } from '../modules/menu/repository.ts';
import { createMenuService } from '../modules/menu/service.ts';
import { createMerchantRepository } from '../modules/merchants/repository.ts';
import { createMerchantService } from '../modules/merchants/service.ts';
import {
  createOrderingSettingsCache,
  createOrderPlacesCache,
} from '../modules/orders/ordering-settings-cache.ts';
import { createUserRepository } from '../modules/users/repository.ts';
import { createUserService } from '../modules/users/service.ts';
import { createWebbotRepository } from '../modules/webbot/repository.ts';
import { createWebbotService } from '../modules/webbot/service.ts';
import { closeSharedRedis, createSharedRedis } from '../redis/shared-client.ts';
import { createSmsGateways } from '../sms/sms-gateways.ts';
import { createRedisContactStore, createVerifiedContactStore } from '../telegram/verified-contacts.ts';

/**
 * The merchant and menu caches: the first thing every API request and the menu's fast path read; and the
 * merchant's ordering settings, which every quote and order reads (decision 365), kept as long as its record.
 */
export function createCatalogueServices(opts: BuildAppOptions) {
  const { db, env } = opts;
  const merchantTtl = opts.merchantCacheTtlMs === undefined ? {} : { cacheTtlMs: opts.merchantCacheTtlMs };
  const merchants = createMerchantService({ repo: createMerchantRepository(db), ...merchantTtl });
  const orderingTtl = opts.merchantCacheTtlMs === undefined ? {} : { ttlMs: opts.merchantCacheTtlMs };
  const orderingSettings = createOrderingSettingsCache(orderingTtl);
  // The branches an order is placed at (decision 379), dropped with the menu by every branch write.
  const orderPlaces = createOrderPlacesCache(orderingTtl);
  const menu = createMenuService({
    repo: createMenuRepository(db),
    // The fingerprint query costs tens of ms for a 2,000-product menu on PGlite, on the event loop: only as often as
    // a write can have skipped the invalidation (decision 301).
    cacheCheckIntervalMs:
      opts.menuCacheCheckIntervalMs ?? (env.REDIS_URL ? 30_000 : env.DATABASE_URL ? 1_000 : 60_000),
  });
  return { merchants, menu, orderingSettings, orderPlaces };
}

export type CatalogueServices = ReturnType<typeof createCatalogueServices>;

export function createPublicServices(
  app: FastifyInstance,
  opts: BuildAppOptions,
  catalogue: CatalogueServices,
) {
  const { db, env } = opts;
  const { menu } = catalogue;
  const clockDep = opts.clock ? { clock: opts.clock } : {};
  const branchRepo = createBranchRepository(db);
  const branches = createBranchService({ repo: branchRepo, ...clockDep });
  const cities = createCityService({ repo: createCityRepository(db) });
  const content = createContentService({ repo: createContentRepository(db) });
  const addresses = createAddressService({ repo: createAddressRepository(db), ...clockDep });
  const favourites = createFavouriteService({
    repo: createFavouriteRepository(db),
    readMenu: (merchantId, channel) => menu.readOverall(merchantId, channel),
  });
  // Scale mode: what every instance must share (verified Telegram contacts, the geocoding gate) lives in Redis.
  const sharedRedis = env.REDIS_URL ? createSharedRedis(env.REDIS_URL, app.log) : null;
  if (sharedRedis) app.addHook('onClose', async () => closeSharedRedis(sharedRedis));
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
    ...clockDep,
  });
  return {
    ...catalogue,
    branchRepo,
    branches,
    cities,
    content,
    addresses,
    favourites,
    sharedRedis,
    nominatim,
    sessions,
    smsMode,
    smsLogMode,
    smsGateways,
    otp,
    login,
    users,
    webbot,
  };
}

export type PublicServices = ReturnType<typeof createPublicServices>;

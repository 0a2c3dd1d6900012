/**
 * Environment, parsed once at start-up. Nothing else reads process.env (CONVENTIONS: one definition).
 */
import { z } from 'zod';

const boolish = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

export const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().positive().default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** PostgreSQL connection string; when unset the embedded PGlite database in DATA_DIR is used. */
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  /** Scale mode (`npm run start:scale`, cluster.ts): how many server processes; default one per core. */
  WORKERS: z.coerce.number().int().min(1).max(64).optional(),
  /**
   * The embedded database flushes every commit's WAL to the disk before answering, and written data files every
   * few seconds (decision 290). `false` only for throw-away data (benchmarks' "before" figure): a power cut may
   * then lose acknowledged orders.
   */
  PGLITE_DURABLE: boolish.default(true),
  /**
   * Longest time a client may take to send a whole request, headers and body (issue 15 §5): a connection that
   * trickles its body is answered 408 and closed. Server rendering and answers are not limited by it.
   */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  /** Bearer token that opens GET /metrics (Prometheus); unset: /metrics answers 404. */
  METRICS_TOKEN: z.string().min(16).optional(),
  /**
   * Bearer token of the platform API (/api/platform/v1/..., decision 277): the platform operator, above merchants,
   * creates merchants with it. At least 24 characters; unset: the platform API answers 404 (the CLI
   * `npm run merchant:create` needs no token: it runs on the server with the database's own access).
   */
  PLATFORM_ADMIN_TOKEN: z.string().min(24).optional(),
  /** Seed the demo merchants when the database has no merchant yet. */
  SEED_DEMO: boolish.default(true),
  /** Base URL prefixed to relative image paths (spec §7 image helper). Empty: served by this server. */
  CDN_BASE_URL: z.string().default(''),
  /** Map tile URL template for Leaflet ({z}/{x}/{y}); empty: OpenStreetMap's standard tiles. */
  MAP_TILE_URL: z.string().default(''),
  /** Sub-domain used on localhost / dev hosts when no ?vendor= and no cookie choose a merchant. */
  DEFAULT_MERCHANT_SUB: z.string().default('navruz'),
  /** Base domain of merchant sub-domains, e.g. "dasturxon.uz" (navruz.dasturxon.uz). */
  BASE_DOMAIN: z.string().default('dasturxon.uz'),
  /** Spec §4 "three merchants forced to Russian": comma-separated sub-domains or ids, always shown in ru. */
  FORCED_RUSSIAN_MERCHANTS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  /** Where the storefront build (client/ and server/index.js) is read from; default apps/web/build. */
  WEB_BUILD_DIR: z.string().optional(),
  /** Where the console's built static app (index.html, assets/) is read from; default apps/console/build/client. */
  CONSOLE_BUILD_DIR: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Nominatim server the geocoding proxy forwards to (decision 070). */
  NOMINATIM_URL: z.url().default('https://nominatim.openstreetmap.org'),
  /** User-Agent sent to Nominatim: its usage policy asks for one that identifies the application. */
  NOMINATIM_USER_AGENT: z.string().min(1).default('Dasturxon/0.1 (+contact)'),
  /**
   * Seconds a Telegram mini-app initData stays acceptable after its auth_date (integrations.md §4: Telegram sets
   * no maximum; a day matches how long a mini-app stays open). 0 = no limit.
   */
  TELEGRAM_AUTH_MAX_AGE_SECONDS: z.coerce.number().int().min(0).default(86400),
  /**
   * Secret of the one-time code hashes (HMAC-SHA256, decision 051) and, under its own derived key, of the
   * payment sandbox's form tokens (decision 173). Unset: a random one per start (codes in flight die with a
   * restart and instances disagree), so production must set it; the server warns otherwise.
   */
  OTP_SECRET: z.string().min(32).optional(),
  /**
   * Login codes one client address may ask for per 10 minutes (decision 176; default 30). Raise it where many
   * customers share one address (a carrier's CGNAT, a proxy not trusted for X-Forwarded-For) or for the browser
   * journeys, whose every customer signs in from 127.0.0.1. The per-phone limits stay.
   */
  OTP_CLIENT_LIMIT: z.coerce.number().int().min(1).max(100_000).optional(),
  /**
   * Key of the table QR links' signatures (HMAC-SHA256, issue 13, decision 279). Unset: derived from OTP_SECRET,
   * else random per start (printed codes then stop working at a restart): production must set it.
   */
  TABLE_LINK_SECRET: z.string().min(32).optional(),
  /**
   * `log`: every SMS goes to the server log instead of the merchant's gateway (and GET /api/testing/v1/last-code
   * exists, for e2e); `merchant`: each merchant's own gateway. Unset: `merchant` in production, else `log`, so a
   * development server never sends real SMS with the demo merchants' made-up credentials.
   */
  SMS_MODE: z.enum(['merchant', 'log']).optional(),
  ESKIZ_BASE_URL: z.url().default('https://notify.eskiz.uz'),
  PLAYMOBILE_BASE_URL: z.url().default('https://send.smsxabar.uz'),
  /**
   * Behind a reverse proxy: true to take the client address (code limits, also of website visitors: decision 176)
   * from X-Forwarded-For, and the scheme and host (same-origin check, HSTS: decisions 177, 178) from
   * X-Forwarded-Proto and X-Forwarded-Host.
   */
  TRUST_PROXY: boolish.default(false),
  /** Redis for shared caches and events in scale mode (later issues). */
  REDIS_URL: z.string().optional(),
  /**
   * `sandbox`: online payments of merchants whose credentials are marked sandbox ones (the demo merchants) and
   * card sign-up go to the local sandbox provider (/sandbox/pay/..., decisions 110 and 173), so the demo pays
   * without internet; every other merchant stays live. `live`: no sandbox; Payme, Click and Uzum with each
   * merchant's credentials. Sandbox in production logs a warning at start.
   */
  PAYMENTS_MODE: z.enum(['sandbox', 'live']).default('sandbox'),
  /**
   * How long an order paid online waits for its payment before the system cancels it (decision 162). Not while
   * a payment is in progress at the provider: the provider completes or cancels it.
   */
  ORDER_PAYMENT_WAIT_MINUTES: z.coerce.number().int().min(1).default(30),
  /** Payme checkout page and Subscribe API (cards) base URLs (integrations.md §1). */
  PAYME_CHECKOUT_URL: z.url().default('https://checkout.paycom.uz'),
  PAYME_SUBSCRIBE_URL: z.url().default('https://checkout.paycom.uz/api'),
  /** Click's payment page (integrations.md §2). */
  CLICK_CHECKOUT_URL: z.url().default('https://my.click.uz/services/pay'),
  /** Uzum Bank's payment page (unverified, integrations.md §3). */
  UZUM_CHECKOUT_URL: z.url().default('https://www.apelsin.uz/open-service'),
});
export type Env = z.infer<typeof EnvSchema>;

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid environment:\n${lines}`);
  }
  return parsed.data;
}

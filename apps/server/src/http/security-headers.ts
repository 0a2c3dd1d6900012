/**
 * Security headers on every answer (decision 178), as helmet writes them: a Content-Security-Policy whose
 * scripts are our own files, a per-response nonce for React Router's inline scripts, and the few third parties
 * the storefront loads; nosniff; a referrer policy; no X-Frame-Options (frame-ancestors lets Telegram's web
 * clients frame the mini-app); HSTS only on answers that travelled over TLS.
 *
 * Helmet (through @fastify/helmet) rebuilt its middleware, parsing every directive, on each request: a fifth of
 * the menu API's time (decision 301). The headers are the same for every answer but the nonce, so helmet writes
 * them once at start-up (a probe request with a placeholder nonce) and each request sets that copy with its own
 * nonce; the nonces come from a pool of random bytes instead of one randomBytes call per request.
 *
 * The API's JSON answers get a fixed strict policy instead (`default-src 'none'`, decision 350): nothing in them
 * is a page, so they need no nonce, and the menu's prepared answers are then the same bytes for every request.
 * They carry only the headers that speak to an answer that is not a document (decision 377): nosniff, that
 * policy (no framing at all) and HSTS over TLS. The others of helmet's set (opener policy, origin-agent
 * cluster, referrer policy, DNS prefetch, IE's download and XSS switches, Flash's cross-domain policies) act
 * on documents only; on every JSON answer they were ~330 bytes and a tenth of the menu API's cost.
 */
import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import fastifyHelmet from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import type { Env } from '../env.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The security headers as registered (the early answers write the same ones; decisions 345, 350). */
    securityHeaders: SecurityHeaders;
  }
}

/** Telegram's web clients open a mini-app in a frame (core.telegram.org/bots/webapps); the apps use a webview. */
export const TELEGRAM_WEB_CLIENTS = [
  'https://web.telegram.org',
  'https://webk.telegram.org',
  'https://webz.telegram.org',
] as const;

/** Yandex Metrica (shell/metrica.tsx) and Yandex Maps v3 (map-provider.ts), from their CSP instructions. */
const YANDEX_SCRIPTS = ['https://mc.yandex.ru', 'https://yastatic.net', 'https://api-maps.yandex.ru'];
const YANDEX_CONNECT = [
  'https://mc.yandex.ru',
  'https://mc.yandex.com',
  'https://mc.yandex.uz',
  'https://api-maps.yandex.ru',
  'https://*.api-maps.yandex.ru',
  'https://*.maps.yandex.net',
];
/** telegram-web-app.js, loaded only inside Telegram (features/telegram/telegram-bridge.ts). */
const TELEGRAM_SCRIPT = 'https://telegram.org';

/** Half a year; no includeSubDomains: a merchant's own domain may have sub-domains we do not serve. */
const HSTS = 'max-age=15552000';

const nonces = new WeakMap<ServerResponse, string>();

const NONCE_BYTES = 16;
/** Random bytes for 1,024 nonces, drawn from the CSPRNG at once; each nonce uses its own 16 bytes once. */
let noncePool = Buffer.alloc(0);
let nonceOffset = 0;

function freshNonce(): string {
  if (nonceOffset + NONCE_BYTES > noncePool.length) {
    noncePool = randomBytes(NONCE_BYTES * 1024);
    nonceOffset = 0;
  }
  const nonce = noncePool.toString('base64', nonceOffset, nonceOffset + NONCE_BYTES);
  nonceOffset += NONCE_BYTES;
  return nonce;
}

function nonceOf(res: ServerResponse): string {
  let nonce = nonces.get(res);
  if (!nonce) {
    nonce = freshNonce();
    nonces.set(res, nonce);
  }
  return nonce;
}

/** The script nonce of this response's Content-Security-Policy: every inline script must carry it. */
export function scriptNonce(reply: FastifyReply): string {
  return nonceOf(reply.raw);
}

/**
 * The origin part of a URL or a tile template as a CSP source ("https://{s}.tile.example/{z}/..." ->
 * "https://*.tile.example"); null when there is none (empty: served by this server).
 */
export function cspSource(urlOrTemplate: string): string | null {
  const match = /^(https?:\/\/[^/?#]+)/i.exec(urlOrTemplate.trim());
  return match?.[1] ? match[1].replace(/\{s\}/g, '*').toLowerCase() : null;
}

/** The policy's directives for this deployment (the script nonce is added per response). */
export function cspDirectives(env: Env): Record<string, string[]> {
  // Images: merchants' absolute image URLs may point anywhere (domain imageUrl passes them through), so any
  // https image; an http CDN or tile server of a development set-up is named on its own.
  const imageHosts = [env.CDN_BASE_URL, env.MAP_TILE_URL]
    .map(cspSource)
    .filter((s): s is string => Boolean(s?.startsWith('http:')));
  const payments = [env.PAYME_CHECKOUT_URL, env.CLICK_CHECKOUT_URL, env.UZUM_CHECKOUT_URL]
    .map(cspSource)
    .filter((s): s is string => s !== null);
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'script-src': ["'self'", TELEGRAM_SCRIPT, ...YANDEX_SCRIPTS],
    'script-src-attr': ["'none'"],
    // Inline styles stay allowed: React writes style attributes (the theme on <html>), the stylesheet is inlined
    // (lib/inline-styles.tsx), the sandbox and docs pages use them; a nonce here would forbid the attributes.
    'style-src': ["'self'", "'unsafe-inline'", 'blob:'],
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...imageHosts],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...YANDEX_CONNECT],
    'worker-src': ["'self'", 'blob:'],
    'frame-src': ["'self'", 'blob:', 'https://mc.yandex.ru'],
    'frame-ancestors': ["'self'", ...TELEGRAM_WEB_CLIENTS],
    // A checkout form is answered with a redirect to the payment provider: form-action covers that redirect.
    'form-action': ["'self'", ...payments],
    'manifest-src': ["'self'"],
  };
}

const NONCE_PLACEHOLDER = 'NONCE_PLACEHOLDER';

/** The headers helmet writes for our options, the policy's nonce left as NONCE_PLACEHOLDER. */
async function helmetHeaders(env: Env): Promise<Record<string, string>> {
  const directives: Record<string, Iterable<string>> = { ...cspDirectives(env) };
  directives['script-src'] = [...(directives['script-src'] as string[]), `'nonce-${NONCE_PLACEHOLDER}'`];
  const probe = Fastify({ logger: false });
  await probe.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives },
    // Browsers that know frame-ancestors ignore X-Frame-Options; older ones would refuse Telegram's frame.
    frameguard: false,
    // Our images may be shown by other origins of ours (custom domains, the console); nothing here is secret.
    crossOriginResourcePolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Sent below, only when the request reached us over TLS.
    hsts: false,
  });
  probe.get('/', async () => '');
  const res = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  const headers: Record<string, string> = {};
  for (const name of HELMET_HEADERS) {
    const value = res.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  if (!headers['content-security-policy']?.includes(NONCE_PLACEHOLDER)) {
    throw new Error('helmet wrote no script nonce into the Content-Security-Policy');
  }
  return headers;
}

/** Every header helmet may write with our options. */
const HELMET_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;

/**
 * The security headers as ready-made values: `fixed` is the same for every answer (name, value, name, value...),
 * `policy()` a fresh Content-Security-Policy with its own nonce, HSTS added by the caller over TLS.
 */
export interface SecurityHeaders {
  readonly fixed: readonly string[];
  /** The fixed headers of the API's answers (name, value...): nosniff, no document-only header (decision 377). */
  readonly apiFixed: readonly string[];
  policy(res: ServerResponse): string;
  /** The pages' policy with a given script nonce (a kept page's, written into its inline scripts). */
  policyWith(nonce: string): string;
  /**
   * The policy of the API's answers (JSON; not its documentation pages): nothing may load or run in them, so
   * it names no nonce and is the same for every answer (decision 350).
   */
  readonly apiPolicy: string;
  readonly hsts: string;
}

/** The API's own answers, whose policy is `apiPolicy`; its documentation (Swagger UI) is a page. */
export function isApiAnswer(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith('/api/docs');
}

/**
 * Nothing loads, runs, posts or frames a JSON answer: it is read by scripts, never shown in a frame (Telegram's
 * web clients frame the storefront's pages, which keep their own frame-ancestors; decision 377).
 */
const API_POLICY = [
  "default-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join(';');

/** The one header of helmet's set, besides the policy and HSTS, that acts on an answer that is not a page. */
const API_FIXED = ['x-content-type-options', 'nosniff'] as const;

/** Helmet's headers for this deployment, computed once (start-up). */
export async function securityHeaders(env: Env): Promise<SecurityHeaders> {
  const { 'content-security-policy': policy = '', ...others } = await helmetHeaders(env);
  const [beforeNonce = '', afterNonce = ''] = policy.split(NONCE_PLACEHOLDER);
  return {
    fixed: Object.entries(others).flat(),
    apiFixed: API_FIXED,
    policy: (res) => beforeNonce + nonceOf(res) + afterNonce,
    policyWith: (nonce) => beforeNonce + nonce + afterNonce,
    apiPolicy: API_POLICY,
    hsts: HSTS,
  };
}

export async function registerSecurityHeaders(
  app: FastifyInstance,
  env: Env | SecurityHeaders,
): Promise<SecurityHeaders> {
  const headers = 'fixed' in env ? env : await securityHeaders(env);
  const { fixed, apiFixed, apiPolicy } = headers;
  if (!app.hasDecorator('securityHeaders')) app.decorate('securityHeaders', headers);
  app.addHook('onRequest', (request, reply, done) => {
    // On the raw response, as helmet did: answers written past Fastify (streams, a 408) carry them too.
    const res = reply.raw;
    const api = isApiAnswer(request.url);
    const set = api ? apiFixed : fixed;
    for (let i = 0; i < set.length; i += 2) res.setHeader(set[i] as string, set[i + 1] as string);
    res.setHeader('content-security-policy', api ? apiPolicy : headers.policy(res));
    // request.protocol honours X-Forwarded-Proto only from a trusted proxy (TRUST_PROXY).
    if (request.protocol === 'https') res.setHeader('strict-transport-security', HSTS);
    done();
  });
  return headers;
}

/**
 * Security headers on every answer (decision 178), through @fastify/helmet: a Content-Security-Policy whose
 * scripts are our own files, a per-response nonce for React Router's inline scripts, and the few third parties
 * the storefront loads; nosniff; a referrer policy; no X-Frame-Options (frame-ancestors lets Telegram's web
 * clients frame the mini-app); HSTS only on answers that travelled over TLS.
 */
import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Env } from '../env.ts';

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

function nonceOf(res: ServerResponse): string {
  let nonce = nonces.get(res);
  if (!nonce) {
    nonce = randomBytes(16).toString('base64');
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

export async function registerSecurityHeaders(app: FastifyInstance, env: Env): Promise<void> {
  const directives: Record<string, Iterable<string | ((req: unknown, res: ServerResponse) => string)>> = {
    ...cspDirectives(env),
  };
  directives['script-src'] = [
    ...(directives['script-src'] as string[]),
    (_req, res) => `'nonce-${nonceOf(res)}'`,
  ];
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives },
    // Browsers that know frame-ancestors ignore X-Frame-Options; older ones would refuse Telegram's frame.
    frameguard: false,
    // Our images may be shown by other origins of ours (custom domains, the console); nothing here is secret.
    crossOriginResourcePolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Sent below, only when the request reached us over TLS.
    hsts: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    // request.protocol honours X-Forwarded-Proto only from a trusted proxy (TRUST_PROXY).
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
}

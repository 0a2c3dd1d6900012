/**
 * Security headers (decision 178): the Content-Security-Policy and its per-response script nonce, which the
 * storefront's inline scripts receive through the load context; nosniff, referrer policy, no X-Powered-By,
 * framing only by us and Telegram's web clients; HSTS only over TLS. The API's JSON answers: nosniff, a policy
 * that lets nothing load or frame them, HSTS over TLS, nothing that acts on documents only (decision 377).
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../env.ts';
import registerStorefront from '../ssr.ts';
import { createCaller } from '../testing/call.ts';
import { composeBuild, type PrintedDocument } from '../testing/storefront-build.ts';
import { useTestApp } from '../testing/test-app.ts';
import { registerSecurityHeaders } from './security-headers.ts';

/** Helmet's headers that act on documents only: on pages, never on the API's JSON (decision 377). */
const DOCUMENT_ONLY = [
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;

const apps: FastifyInstance[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
});

async function appWith(vars: Record<string, string> = {}): Promise<FastifyInstance> {
  const env = parseEnv({ NODE_ENV: 'test', ...vars });
  const app = Fastify({ trustProxy: env.TRUST_PROXY });
  await registerSecurityHeaders(app, env);
  app.get('/api/ping', async () => ({ ok: true }));
  const build = composeBuild([
    { id: 'routes/page', path: 'page', module: { default: () => null, loader: () => ({}) } },
  ]);
  await registerStorefront(app, { env, build, buildDir: '/nonexistent' });
  await app.ready();
  apps.push(app);
  return app;
}

/** The policy as directive -> sources. */
function policy(header: unknown): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const part of String(header).split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) out.set(name, sources);
  }
  return out;
}

describe('security headers', () => {
  it('answer a page with a policy that allows our scripts, a per-response nonce and the storefront’s third parties', async () => {
    const app = await appWith();
    const res = await createCaller(() => app)('GET', '/page');
    const csp = policy(res.headers['content-security-policy']);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    const scripts = csp.get('script-src') ?? [];
    expect(scripts).toEqual(
      expect.arrayContaining(["'self'", 'https://telegram.org', 'https://mc.yandex.ru']),
    );
    expect(scripts.filter((s) => s.startsWith("'nonce-"))).toHaveLength(1);
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(csp.get('frame-ancestors')).toEqual([
      "'self'",
      'https://web.telegram.org',
      'https://webk.telegram.org',
      'https://webz.telegram.org',
    ]);
    // Payment providers answer a checkout form's redirect.
    expect(csp.get('form-action')).toEqual([
      "'self'",
      'https://checkout.paycom.uz',
      'https://my.click.uz',
      'https://www.apelsin.uz',
    ]);
    expect(csp.get('img-src')).toEqual(expect.arrayContaining(["'self'", 'data:', 'https:']));
    expect(csp.has('upgrade-insecure-requests')).toBe(false);

    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // A page keeps helmet's whole set.
    for (const name of DOCUMENT_ONLY) expect(res.headers[name], name).toBeDefined();
    expect(res.headers['x-powered-by']).toBeUndefined();
    // frame-ancestors decides; X-Frame-Options would shut Telegram's web clients out in older browsers.
    expect(res.headers['x-frame-options']).toBeUndefined();
  });

  it('answer the API’s JSON with one fixed policy that lets nothing load, run or post, and no nonce', async () => {
    const app = await appWith();
    const call = createCaller(() => app);
    const [first, second] = [await call('GET', '/api/ping'), await call('GET', '/api/ping')];
    expect(first.headers['content-security-policy']).toBe(second.headers['content-security-policy']);
    const csp = policy(first.headers['content-security-policy']);
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('form-action')).toEqual(["'none'"]);
    expect(csp.has('script-src')).toBe(false);
    expect(String(first.headers['content-security-policy'])).not.toContain('nonce-');
    // Read by scripts, never shown in a frame: Telegram's web clients frame the pages, not the JSON.
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    // The rest of helmet's set acts on documents only (decision 377): not on a JSON answer.
    for (const name of DOCUMENT_ONLY) expect(first.headers[name], name).toBeUndefined();
  });

  it('names an http CDN and an http tile server of a development set-up among the image sources', async () => {
    const app = await appWith({
      CDN_BASE_URL: 'http://cdn.local:9000/media',
      MAP_TILE_URL: 'http://{s}.tiles.local/{z}/{x}/{y}.png',
    });
    const res = await createCaller(() => app)('GET', '/page');
    expect(policy(res.headers['content-security-policy']).get('img-src')).toEqual(
      expect.arrayContaining(['http://cdn.local:9000', 'http://*.tiles.local']),
    );
  });

  it('gives every response its own nonce, the one the storefront’s inline scripts carry', async () => {
    const app = await appWith();
    const nonces: string[] = [];
    for (let i = 0; i < 2; i++) {
      const res = await createCaller(() => app)('GET', '/page');
      expect(res.statusCode).toBe(200);
      const header = (policy(res.headers['content-security-policy']).get('script-src') ?? []).find((s) =>
        s.startsWith("'nonce-"),
      );
      const printed = res.json() as PrintedDocument;
      expect(header).toBe(`'nonce-${printed.cspNonce}'`);
      nonces.push(String(printed.cspNonce));
    }
    expect(nonces[0]).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it('sends HSTS only when the request came over TLS, as a trusted proxy says', async () => {
    const https = { headers: { 'x-forwarded-proto': 'https' } };
    const directApp = await appWith();
    const direct = createCaller(() => directApp);
    expect((await direct('GET', '/api/ping', https)).headers['strict-transport-security']).toBe(undefined);
    const proxiedApp = await appWith({ TRUST_PROXY: 'true' });
    const proxied = createCaller(() => proxiedApp);
    expect((await proxied('GET', '/api/ping', https)).headers['strict-transport-security']).toBe(
      'max-age=15552000',
    );
    expect((await proxied('GET', '/api/ping')).headers['strict-transport-security']).toBeUndefined();
  });
});

describe('the app', () => {
  const t = useTestApp('pglite');

  it('sends the headers from every part: API, docs and images', async () => {
    // The documentation (and its OpenAPI JSON, which Swagger UI reads) is served as the pages are.
    for (const url of ['/api/docs', '/api/docs/json', '/images/placeholder.svg']) {
      const res = await t.get(url);
      expect(res.headers['content-security-policy'], url).toContain(
        "frame-ancestors 'self' https://web.telegram.org",
      );
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
    }
    for (const url of ['/api/cities/v1/cities', '/api/users/v1/merchants/sub/nobody']) {
      const res = await t.get(url);
      expect(res.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      for (const name of DOCUMENT_ONLY) expect(res.headers[name], `${url} ${name}`).toBeUndefined();
    }
    // The documentation is a page (Swagger UI's scripts), the API's answers are not.
    expect((await t.get('/api/docs')).headers['content-security-policy']).toContain("script-src 'self'");
    expect((await t.get('/api/cities/v1/cities')).headers['content-security-policy']).toContain(
      "default-src 'none'",
    );
  });
});

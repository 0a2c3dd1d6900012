/**
 * The console's static app under /console (decision 213): index.html for every page URL with the response's
 * CSP nonce, hashed assets cached for a year, a missing asset 404, no build 503, the storefront's catch-all
 * kept off /console.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../env.ts';
import registerStorefront from '../ssr.ts';
import { createCaller } from '../testing/call.ts';
import { composeBuild } from '../testing/storefront-build.ts';
import { registerConsole, withNonce } from './console.ts';
import { registerSecurityHeaders } from './security-headers.ts';

const INDEX =
  '<!DOCTYPE html><html><head><link rel="modulepreload" href="/console/assets/entry-abc123.js" ' +
  'nonce="__DX_CSP_NONCE__"/></head><body><div id="root"></div><script>window.__ctx = 1;</script>' +
  '<script type="module" src="/console/assets/entry-abc123.js"></script></body></html>';

let dir: string;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'dx-console-'));
  await mkdir(join(dir, 'assets'));
  await writeFile(join(dir, 'index.html'), INDEX);
  await writeFile(join(dir, 'assets', 'entry-abc123.js'), 'console.log(1);');
  await writeFile(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await rm(dir, { recursive: true, force: true });
});

async function appWith(consoleDir: string) {
  const env = parseEnv({ NODE_ENV: 'test' });
  const app = Fastify();
  await registerSecurityHeaders(app, env);
  await registerConsole(app, { dir: consoleDir });
  const build = composeBuild([
    { id: 'routes/page', path: 'page', module: { default: () => null, loader: () => ({}) } },
  ]);
  await registerStorefront(app, { env, build, buildDir: '/nonexistent' });
  await app.ready();
  apps.push(app);
  return createCaller(() => app);
}

function nonceOf(csp: unknown): string | undefined {
  return /'nonce-([^']+)'/.exec(String(csp))?.[1];
}

describe('the console under /console', () => {
  it('answers every page URL with index.html, not stored, its scripts carrying the response’s nonce', async () => {
    const call = await appWith(dir);
    for (const url of [
      '/console',
      '/console/',
      '/console/index.html',
      '/console/orders/12',
      '/console/kitchen?branch=1',
    ]) {
      const res = await call('GET', url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-store');
      const nonce = nonceOf(res.headers['content-security-policy']);
      expect(nonce).toBeTruthy();
      expect(res.body).not.toContain('__DX_CSP_NONCE__');
      expect(res.body).toContain(
        `<link rel="modulepreload" href="/console/assets/entry-abc123.js" nonce="${nonce}"/>`,
      );
      expect(res.body).toContain(`<script nonce="${nonce}">window.__ctx = 1;</script>`);
    }
  });

  it('serves hashed assets for a year and other build files revalidated; a missing asset is 404', async () => {
    const call = await appWith(dir);
    const asset = await call('GET', '/console/assets/entry-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log(1);');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await call('GET', '/console/favicon.svg');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
    const missing = await call('GET', '/console/assets/gone-000000.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('<html');
  });

  it('keeps the storefront for every other path', async () => {
    const call = await appWith(dir);
    const page = await call('GET', '/consoles');
    expect(page.body).not.toContain('entry-abc123');
  });

  it('answers 503 with how to build it when there is no build', async () => {
    const call = await appWith(join(dir, 'missing'));
    const res = await call('GET', '/console/orders');
    expect(res.statusCode).toBe(503);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('npm run build -w @dasturxon/console');
  });

  it('writes a nonce on inline scripts only', () => {
    expect(
      withNonce('<script>a()</script><script src="/x.js"></script><script nonce="n">b()</script>', 'N'),
    ).toBe('<script nonce="N">a()</script><script src="/x.js"></script><script nonce="n">b()</script>');
  });
});

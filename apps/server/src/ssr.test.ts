/**
 * The storefront adapter (ssr.ts) with a stand-in React Router build: requests and responses cross the
 * Fastify <-> Fetch boundary intact, loaders reach the API in-process, and the client build is served with the
 * right cache headers. The real build is covered end to end by e2e/storefront.spec.ts.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from './env.ts';
import registerStorefront, { createInjectFetch } from './ssr.ts';
import { createCaller } from './testing/call.ts';

// A minimal server build: a root route whose loader calls the API through the load context, a resource route
// with an action, and a document renderer that prints the loader data instead of rendering React. Without
// middleware, its createLoadContext hands loaders the adapter's values as they are.
const FAKE_BUILD = `
export const entry = { module: { default: (request, status, headers, ctx) => {
  headers.set('content-type', 'text/html; charset=utf-8');
  return new Response('<main>' + JSON.stringify(ctx.staticHandlerContext.loaderData.root) + '</main>', { status, headers });
}, createLoadContext: (values) => values } };
export const routes = {
  root: { id: 'root', path: '', module: {
    default: () => null,
    loader: async ({ request, context }) => {
      const res = await context.apiFetch('/api/echo?x=1', { method: 'GET', headers: { merchant: 'm-1' } });
      return { api: await res.json(), url: request.url, cookie: request.headers.get('cookie'), buildId: context.config.buildId, now: context.clock().toISOString() };
    },
  } },
  'routes/form': { id: 'routes/form', parentId: 'root', path: 'form', module: {
    action: async ({ request }) => {
      const headers = new Headers();
      headers.append('set-cookie', 'a=1; Path=/');
      headers.append('set-cookie', 'b=2; Path=/');
      return Response.json({ body: await request.text(), type: request.headers.get('content-type') }, { headers });
    },
    loader: () => new Response('form', { headers: { 'content-type': 'text/plain' } }),
  } },
  'routes/chunks': { id: 'routes/chunks', parentId: 'root', path: 'chunks', module: {
    loader: () => {
      const parts = ['{"a":', '"one",', '"b":"two"}'].map((part) => new TextEncoder().encode(part));
      const body = new ReadableStream({ pull(controller) { const next = parts.shift(); if (next) controller.enqueue(next); else controller.close(); } });
      return new Response(body, { headers: { 'content-type': 'application/json', 'content-length': '21' } });
    },
  } },
  'routes/version': { id: 'routes/version', parentId: 'root', path: 'version', module: {
    loader: () => Response.json({ version: 'test-build' }, { headers: { 'cache-control': 'no-store' } }),
  } },
};
export const assets = { version: 'test-build', entry: { module: '/assets/entry.js', imports: [] }, routes: {}, url: '/assets/manifest.js' };
export const assetsBuildDirectory = 'build/client';
export const publicPath = '/';
export const basename = '/';
export const future = {};
export const ssr = true;
export const isSpaMode = false;
export const prerender = [];
export const routeDiscovery = { mode: 'initial' };
export const allowedActionOrigins = false;
`;

let dir: string;
let app: FastifyInstance;
const call = createCaller(() => app);
/** The app's clock: loaders read the time from it (decision 170), so a test that pins it pins the pages. */
const NOW = new Date('2026-11-23T08:00:00Z');

async function makeApp(buildDir: string): Promise<FastifyInstance> {
  const server = Fastify();
  server.get('/api/echo', async (request) => ({ merchant: request.headers.merchant, query: request.query }));
  server.get('/api/cached', async (request, reply) => {
    reply.header('etag', '"v1"');
    if (request.headers['if-none-match'] === '"v1"') return reply.code(304).send();
    return { ok: true };
  });
  await registerStorefront(server, { env: parseEnv({ NODE_ENV: 'test' }), buildDir, clock: () => NOW });
  await server.ready();
  return server;
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'dx-ssr-'));
  await mkdir(join(dir, 'server'), { recursive: true });
  await mkdir(join(dir, 'client/assets'), { recursive: true });
  await writeFile(join(dir, 'server/index.js'), FAKE_BUILD);
  await writeFile(join(dir, 'client/assets/entry-abc123.js'), 'console.log(1)');
  await writeFile(join(dir, 'client/assets/entry-abc123.js.br'), brotliCompressSync('console.log(1)'));
  await writeFile(join(dir, 'client/favicon.svg'), '<svg/>');
  app = await makeApp(dir);
});

afterAll(async () => {
  await app?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('storefront adapter', () => {
  it('renders a document whose loader called the API in-process, with the request as the browser sent it and the app clock', async () => {
    const res = await call('GET', '/?vendor=navruz', {
      headers: { host: 'localhost:3000' },
      cookies: { lang: 'ru' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const data = JSON.parse(res.body.replace(/^<main>|<\/main>$/g, ''));
    expect(data).toEqual({
      api: { merchant: 'm-1', query: { x: '1' } },
      url: 'http://localhost:3000/?vendor=navruz',
      cookie: 'lang=ru',
      buildId: 'test-build',
      now: NOW.toISOString(),
    });
  });

  it('streams a form body to an action and sends every Set-Cookie back', async () => {
    const res = await call('POST', '/form', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'lang=ru&redirectTo=%2F',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ body: 'lang=ru&redirectTo=%2F', type: 'application/x-www-form-urlencoded' });
    expect(res.headers['set-cookie']).toEqual(['a=1; Path=/', 'b=2; Path=/']);
  });

  it('sends a JSON answer of a resource route whole, with its length; other bodies still stream', async () => {
    const json = await call('GET', '/version');
    expect(json.statusCode).toBe(200);
    expect(json.json()).toEqual({ version: 'test-build' });
    expect([json.headers['content-length'], json.headers['transfer-encoding']]).toEqual([
      String(json.rawPayload.length),
      undefined,
    ]);
    expect(json.headers['cache-control']).toBe('no-store');
    const chunks = await call('GET', '/chunks');
    expect([chunks.json(), chunks.headers['content-length']]).toEqual([{ a: 'one', b: 'two' }, '21']);
    const text = await call('GET', '/form');
    expect([text.body, text.headers['transfer-encoding']]).toEqual(['form', 'chunked']);
  });

  it('answers HEAD like GET, without a body', async () => {
    const res = await call('HEAD', '/form');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('');
  });

  it('serves fingerprinted assets for a year and other client files for an hour', async () => {
    const asset = await call('GET', '/assets/entry-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const favicon = await call('GET', '/favicon.svg');
    expect(favicon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it("sends the build's brotli copy of an asset to a browser that accepts br, the file itself otherwise", async () => {
    const br = await call('GET', '/assets/entry-abc123.js', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('console.log(1)');
    const plain = await call('GET', '/assets/entry-abc123.js', {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it('leaves /api and /images to the rest of the server', async () => {
    const api = await call('GET', '/api/nope');
    expect(api.statusCode).toBe(404);
    expect(api.body).not.toContain('<main>');
    const image = await call('GET', '/images/x.svg');
    expect(image.statusCode).toBe(404);
    expect(image.body).not.toContain('<main>');
  });

  it('answers 503 with a hint when the storefront is not built, and keeps the API up', async () => {
    const empty = await mkdtemp(join(tmpdir(), 'dx-ssr-empty-'));
    const bare = await makeApp(empty);
    try {
      const page = await createCaller(() => bare)('GET', '/');
      expect(page.statusCode).toBe(503);
      expect(page.body).toContain('npm run build');
      expect((await createCaller(() => bare)('GET', '/api/echo')).statusCode).toBe(200);
    } finally {
      await bare.close();
      await rm(empty, { recursive: true, force: true });
    }
  });
});

describe('createInjectFetch', () => {
  it('gives loaders a fetch answered by the same server, 304 included', async () => {
    const apiFetch = createInjectFetch(app);
    const ok = await apiFetch('/api/cached', { method: 'GET', headers: {} });
    expect([ok.status, ok.headers.get('etag'), await ok.json()]).toEqual([200, '"v1"', { ok: true }]);
    const again = await apiFetch('/api/cached', { method: 'GET', headers: { 'if-none-match': '"v1"' } });
    expect(again.status).toBe(304);
    expect(again.body).toBeNull();
  });
});

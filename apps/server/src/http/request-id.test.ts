/**
 * The storefront's in-process API calls carry the page request's id: the log lines of the page and of the API
 * calls it made share one reqId (issue 15 §4). A proxy's X-Request-Id is kept when it looks like an id.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { parseEnv } from '../env.ts';
import registerStorefront from '../ssr.ts';
import { requestIdOf } from './request-id.ts';

const FAKE_BUILD = `
export const entry = { module: { default: (request, status, headers, ctx) => {
  headers.set('content-type', 'text/html; charset=utf-8');
  return new Response('<main>' + JSON.stringify(ctx.staticHandlerContext.loaderData.root) + '</main>', { status, headers });
}, createLoadContext: (values) => values } };
export const routes = {
  root: { id: 'root', path: '', module: {
    default: () => null,
    loader: async ({ context }) => {
      const res = await context.apiFetch('/api/echo', { method: 'GET', headers: { merchant: 'm-1' } });
      return await res.json();
    },
  } },
};
export const assets = { version: 'test-build', entry: { module: '/assets/entry.js', imports: [] }, routes: {}, url: '/assets/manifest.js' };
export const assetsBuildDirectory = 'build/client';
export const publicPath = '/';
export const future = {};
export const ssr = true;
export const isSpaMode = false;
export const prerender = [];
export const routeDiscovery = { mode: 'lazy', manifestPath: '/__manifest' };
export const basename = '/';
`;

let dir: string;
let app: FastifyInstance;
const lines: Array<Record<string, unknown>> = [];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'dx-reqid-'));
  await mkdir(join(dir, 'server'), { recursive: true });
  await mkdir(join(dir, 'client'), { recursive: true });
  await writeFile(join(dir, 'server/index.js'), FAKE_BUILD);
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  app = Fastify({ logger: { level: 'info', stream }, genReqId: requestIdOf });
  app.get('/api/echo', async (request) => {
    request.log.info('api call');
    return { apiRequestId: request.id };
  });
  await registerStorefront(app, { env: parseEnv({ NODE_ENV: 'test' }), buildDir: dir });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await rm(dir, { recursive: true, force: true });
});

it('gives the API calls of a page the page request id', async () => {
  const page = await app.inject({
    url: '/',
    headers: { host: 'navruz.localhost', 'x-request-id': 'proxy-id-42' },
  });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('"apiRequestId":"proxy-id-42"');
  expect(lines.find((l) => l.msg === 'api call')?.reqId).toBe('proxy-id-42');
});

it('replaces an X-Request-Id that is not an id', async () => {
  const page = await app.inject({
    url: '/',
    headers: { host: 'navruz.localhost', 'x-request-id': 'a b\\n{"x":1}' },
  });
  expect(page.statusCode).toBe(200);
  const id = /"apiRequestId":"([^"]+)"/.exec(page.body)?.[1];
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
});

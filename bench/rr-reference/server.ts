/**
 * The reference of `npm run bench` for a freshly rendered page (issue 15 §1, decision 304): a minimal React Router
 * app (this folder: a document and one route with a loader), built by `react-router build` as apps/web is and
 * served by Fastify through the same kind of Fetch adapter as apps/server/src/ssr.ts (streamed response, its
 * static client files beside it). The storefront's menu page rendered afresh is judged by its share of this
 * page's req/s in the same run.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath, pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';

const DIR = dirname(fileURLToPath(import.meta.url));
const serverEntry = join(DIR, 'build/server/index.js');
if (!existsSync(serverEntry)) throw new Error('bench/rr-reference is not built: bench/run.ts builds it');
const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
const handler = createRequestHandler(build, 'production');

const app = Fastify({ logger: false });
await app.register(fastifyStatic, {
  root: join(DIR, 'build/client'),
  prefix: '/',
  wildcard: false,
  index: false,
});
app.get('/*', async (req, reply) => {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(key, value);
  }
  const response = await handler(new Request(`http://${req.headers.host}${req.url}`, { headers }));
  reply.code(response.status);
  for (const [key, value] of response.headers) reply.header(key, value);
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream));
});

const address = await app.listen({ port: Number(process.env.PORT || 0), host: '127.0.0.1' });
console.log(`reference React Router app listening on ${address}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}

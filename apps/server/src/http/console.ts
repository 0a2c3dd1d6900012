/**
 * The operations console (apps/console, issue 11; decision 213) on every merchant host under /console: the
 * static single-page app its build writes to apps/console/build/client.
 *
 * - /console/assets/*: hashed files, cached for a year (immutable); a missing one is a plain 404, never the page.
 * - Other files of the build's root (icons): revalidated on every use.
 * - /console and every other /console/* URL (deep links): index.html, `no-store`, with the CSP nonce of this
 *   response written where the build left `__DX_CSP_NONCE__` and on any inline <script> that has none, so the
 *   policy of security-headers.ts holds without a second one.
 * - No build: 503 with a page that says how to build it (the server itself keeps running).
 *
 * Registered before the storefront, whose catch-all would otherwise answer /console.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { scriptNonce } from './security-headers.ts';

export const CONSOLE_DIR = fileURLToPath(new URL('../../../console/build/client/', import.meta.url));
export const CONSOLE_PREFIX = '/console';
const NONCE_PLACEHOLDER = /__DX_CSP_NONCE__/g;
const YEAR = 'public, max-age=31536000, immutable';

const MISSING_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Console not built</title></head>
<body><h1>The console is not built</h1>
<p>Build it with <code>npm run build -w @dasturxon/console</code> (or start the server with <code>npm start</code>,
which builds it), then reload this page.</p></body></html>
`;

/** index.html with this response's nonce on every script and preload (no inline script runs without it). */
export function withNonce(html: string, nonce: string): string {
  return html
    .replace(NONCE_PLACEHOLDER, nonce)
    .replace(/<script(?![^>]*\snonce=)(?![^>]*\ssrc=)([\s>])/gi, `<script nonce="${nonce}"$1`);
}

async function sendIndex(dir: string, reply: FastifyReply): Promise<FastifyReply> {
  const html = await readFile(`${dir}/index.html`, 'utf8').catch(() => null);
  if (html === null) {
    return reply
      .code(503)
      .header('cache-control', 'no-store')
      .header('retry-after', '30')
      .type('text/html; charset=utf-8')
      .send(MISSING_PAGE);
  }
  return reply
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(withNonce(html, scriptNonce(reply)));
}

export async function registerConsole(app: FastifyInstance, opts: { dir?: string } = {}): Promise<void> {
  const dir = (opts.dir ?? CONSOLE_DIR).replace(/\/+$/, '');
  await app.register(
    async (scope) => {
      await scope.register(fastifyStatic, {
        root: dir,
        prefix: '/',
        decorateReply: false,
        index: false,
        // The build may appear after start (npm start builds beside the running server): look files up per request.
        wildcard: true,
        cacheControl: false,
        setHeaders(reply, path) {
          reply.header('cache-control', /[/\\]assets[/\\]/.test(path) ? YEAR : 'no-cache');
        },
      });
      for (const url of ['/', '/index.html']) {
        scope.get(url, { schema: { hide: true } }, (_request, reply) => sendIndex(dir, reply));
      }
      scope.setNotFoundHandler((request, reply) => {
        const path = request.url.split('?')[0] ?? '';
        if (
          path.startsWith(`${CONSOLE_PREFIX}/assets/`) ||
          (request.method !== 'GET' && request.method !== 'HEAD')
        ) {
          return reply
            .code(404)
            .header('cache-control', 'no-store')
            .type('text/plain; charset=utf-8')
            .send('Not found');
        }
        return sendIndex(dir, reply);
      });
    },
    { prefix: CONSOLE_PREFIX },
  );
}

/**
 * Limits on what a client sends (issue 15 §5), through a real socket: a body declared over the limit is refused
 * with 413 before it is sent (storefront form routes and API alike), and a connection that trickles its body is
 * closed once REQUEST_TIMEOUT_MS has passed instead of being held open for as long as the client likes.
 */

import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { parseEnv } from '../env.ts';
import { translate } from '../errors/messages.ts';
import registerStorefront from '../ssr.ts';
import { composeBuild, loadStorefrontRoutes } from '../testing/storefront-build.ts';
import { createTestDb, type TestDb } from '../testing/test-db.ts';

let db: TestDb;
let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  db = await createTestDb('pglite');
  const env = parseEnv({ NODE_ENV: 'test', SEED_DEMO: 'false', REQUEST_TIMEOUT_MS: '1000' });
  // The storefront's real /login route behind the real adapter, without a vite build (a fresh clone has none
  // when the unit tests run): its action reads the form body as the built storefront's does.
  app = await buildApp({ db: db.db, env, storefront: false });
  const login = (await loadStorefrontRoutes()).find((r) => r.id === 'routes/login');
  if (!login) throw new Error('the storefront has no routes/login');
  const build = composeBuild([{ id: login.id, path: 'login', module: login.module }]);
  await registerStorefront(app, { env, build, buildDir: '/nonexistent' });
  await app.listen({ host: '127.0.0.1', port: 0 });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await app?.close();
  await db?.close();
});

interface Exchange {
  /** What the server wrote before closing (or before the wait ended). */
  text: string;
  /** Whether the server closed the connection. */
  closed: boolean;
  /** ms from the first byte sent to the close (or the end of the wait). */
  ms: number;
}

/**
 * Sends `head`, then `chunks` one every `everyMs`, and collects the answer until the server closes the
 * connection or `waitMs` passes.
 */
function exchange(
  head: string,
  opts: { chunks?: string[]; everyMs?: number; waitMs: number },
): Promise<Exchange> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const started = Date.now();
    let text = '';
    const timers: NodeJS.Timeout[] = [];
    const finish = (closed: boolean) => {
      for (const t of timers) clearTimeout(t);
      socket.destroy();
      resolve({ text, closed, ms: Date.now() - started });
    };
    socket.on('data', (chunk) => {
      text += chunk.toString();
    });
    socket.on('error', () => {});
    socket.on('close', () => finish(true));
    socket.on('connect', () => {
      socket.write(head);
      (opts.chunks ?? []).forEach((chunk, i) => {
        timers.push(setTimeout(() => socket.writable && socket.write(chunk), (i + 1) * (opts.everyMs ?? 0)));
      });
      timers.push(setTimeout(() => finish(false), opts.waitMs));
    });
  });
}

const post = (path: string, headers: Record<string, string>) =>
  `POST ${path} HTTP/1.1\r\nHost: navruz.localhost\r\nAccept-Language: ru\r\n${Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('')}\r\n`;

describe('body size', () => {
  it('a storefront form post declaring 100 MB is refused with 413 before its body is sent', async () => {
    const head = post('/login', {
      'Content-Type': 'application/x-www-form-urlencoded',
      'Content-Length': String(100 * 1024 * 1024),
    });
    const answer = await exchange(`${head}phone=998`, { waitMs: 3000 });
    expect(answer.text).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer.text).toContain(translate('ru', 'payloadTooLarge'));
    // Closed at once: the server does not go on reading (and discarding) the 100 MB.
    expect(answer.closed).toBe(true);
  });

  it('an API post declaring 10 MB is refused with 413 before its body is sent', async () => {
    const head = post('/api/nothing-here', {
      'Content-Type': 'application/json',
      'Content-Length': String(10 * 1024 * 1024),
    });
    const answer = await exchange(`${head}{"phone":`, { waitMs: 3000 });
    expect(answer.text).toMatch(/^HTTP\/1\.1 413 /);
  });
});

describe('trickled bodies', () => {
  // 10 bytes every 200 ms would take 20 s for this body: the 1 s request limit closes the connection first.
  const chunks = Array.from({ length: 100 }, () => 'phone=9989');

  it.each([
    ['a storefront form post', '/login', 'application/x-www-form-urlencoded'],
    ['an API post', '/api/nothing-here', 'application/json'],
  ])('%s that trickles its body is answered 408 and closed', async (_name, path, type) => {
    const head = post(path, { 'Content-Type': type, 'Content-Length': '1000' });
    const answer = await exchange(head, { chunks, everyMs: 200, waitMs: 8000 });
    expect(answer.closed).toBe(true);
    expect(answer.ms).toBeLessThan(8000);
    expect(answer.text).toMatch(/^HTTP\/1\.1 408 /);
  });
});

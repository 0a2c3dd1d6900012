/**
 * The server stays up through a database outage (issue 15 §5): started while PostgreSQL is unreachable it waits
 * instead of exiting (/healthz 200, /readyz and every request 503 with a translated message), serves once the
 * database answers, survives its connections being terminated under load (a restart) and a second outage, and
 * serves again within seconds each time, without a restart. Runs the real main.ts as a child process, through a
 * TCP proxy that plays the outage. Needs TEST_DATABASE_URL (PostgreSQL).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../errors/messages.ts';
import { type ChildServer, START_TIMEOUT, startChildServer } from './testing/child-server.ts';
import { startTcpProxy, type TcpProxy } from './testing/tcp-proxy.ts';

const serverUrl = process.env.TEST_DATABASE_URL;

describe.runIf(Boolean(serverUrl))('a database outage', () => {
  const name = `dx_test_outage_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = async <T>(run: (c: pg.Client) => Promise<T>): Promise<T> => {
    const c = new pg.Client({ connectionString: serverUrl });
    await c.connect();
    try {
      return await run(c);
    } finally {
      await c.end();
    }
  };
  let proxy: TcpProxy;
  let server: ChildServer;

  beforeAll(async () => {
    await admin((c) => c.query(`CREATE DATABASE ${name}`));
    const target = new URL(serverUrl!);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) }, { down: true });
    const url = new URL(serverUrl!);
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    url.pathname = `/${name}`;
    server = await startChildServer({ DATABASE_URL: url.toString() });
  }, 30_000);

  afterAll(async () => {
    await server?.stop();
    await proxy?.close();
    await admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  });

  const get = (path: string, lang = 'uz') =>
    fetch(`${server.base}${path}`, { headers: { 'accept-language': lang } }).catch(() => null);
  /** A read that reaches the database every time (a sub nobody has: 404 once the database answers). */
  const lookup = (lang = 'uz') =>
    get(`/api/users/v1/merchants/sub/nobody-${randomBytes(4).toString('hex')}`, lang);

  async function expectUnavailable(lang: 'uz' | 'ru' | 'eng') {
    const response = await lookup(lang);
    expect(response?.status).toBe(503);
    expect(response?.headers.get('retry-after')).toBeTruthy();
    expect(await response?.json()).toEqual({
      code: 'SERVICE_UNAVAILABLE',
      status: 503,
      message: translate(lang, 'databaseUnavailable'),
    });
  }

  it(
    'starts while the database is down: alive, not ready, 503 in the caller language',
    async () => {
      await expect
        .poll(async () => (await get('/healthz'))?.status, { timeout: START_TIMEOUT, interval: 200 })
        .toBe(200);
      expect((await get('/readyz'))?.status).toBe(503);
      await expectUnavailable('ru');
      await expectUnavailable('eng');
      expect(server.exited()).toBeNull();
    },
    START_TIMEOUT + 10_000,
  );

  it('migrates and serves within seconds of the database answering', async () => {
    proxy.up();
    await expect
      .poll(async () => (await get('/readyz'))?.status, { timeout: 10_000, interval: 200 })
      .toBe(200);
    expect((await lookup())?.status).toBe(404);
  }, 15_000);

  it('stays up when its connections are terminated under load, and serves again', async () => {
    let stop = false;
    const statuses: number[] = [];
    const load = async () => {
      while (!stop) statuses.push((await lookup())?.status ?? 0);
    };
    const clients = Array.from({ length: 8 }, load);
    await expect.poll(() => statuses.length, { timeout: 5000 }).toBeGreaterThan(20);
    for (let i = 0; i < 3; i += 1) {
      await admin((c) =>
        c.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
          [name],
        ),
      );
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const mark = statuses.length;
    await expect
      .poll(() => statuses.slice(mark).filter((s) => s === 404).length, { timeout: 5000 })
      .toBeGreaterThan(10);
    stop = true;
    await Promise.all(clients);
    expect(server.exited()).toBeNull();
    // Nothing but "not found" or "temporarily unavailable": never a 500 or a dropped connection.
    expect(new Set(statuses.filter((s) => s !== 404 && s !== 503))).toEqual(new Set());
  }, 20_000);

  it('answers 503 through an outage and serves again when the database returns', async () => {
    proxy.down();
    await expect.poll(async () => (await lookup())?.status, { timeout: 10_000, interval: 200 }).toBe(503);
    await expectUnavailable('uz');
    expect((await get('/readyz'))?.status).toBe(503);
    expect((await get('/healthz'))?.status).toBe(200);
    proxy.up();
    await expect.poll(async () => (await lookup())?.status, { timeout: 10_000, interval: 200 }).toBe(404);
    expect((await get('/readyz'))?.status).toBe(200);
    expect(server.exited()).toBeNull();
  }, 25_000);
});

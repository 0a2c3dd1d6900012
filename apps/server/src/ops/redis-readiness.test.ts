/**
 * /readyz in scale mode (issue 15 §4): an instance whose Redis is gone would miss the live events of the other
 * instances, so it reports itself not ready (and says which dependency) until Redis answers again; /healthz
 * stays 200 and the process stays up. Runs the real main.ts as a child process with REDIS_URL pointing through a
 * TCP proxy that plays the outage; the database is the embedded one.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { REDIS_URL, redisDescribe } from '../testing/redis.ts';
import { type ChildServer, START_TIMEOUT, startChildServer } from './testing/child-server.ts';
import { startTcpProxy, type TcpProxy } from './testing/tcp-proxy.ts';

const describeRedis = await redisDescribe();

describeRedis('readiness with Redis (scale mode)', () => {
  let proxy: TcpProxy;
  let server: ChildServer;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'dx-readyz-'));
    const target = new URL(REDIS_URL);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
    server = await startChildServer({
      DATA_DIR: dataDir,
      REDIS_URL: `redis://127.0.0.1:${proxy.port}`,
    });
  }, 30_000);

  afterAll(async () => {
    await server?.stop();
    await proxy?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const readyz = async () => {
    const response = await fetch(`${server.base}/readyz`).catch(() => null);
    return response ? { status: response.status, body: await response.json() } : null;
  };

  it(
    'is ready with the database and Redis answering',
    async () => {
      await expect
        .poll(async () => (await readyz())?.status, { timeout: START_TIMEOUT, interval: 200 })
        .toBe(200);
      expect((await readyz())?.body).toEqual({ status: 'ready', database: true, redis: true });
    },
    START_TIMEOUT + 10_000,
  );

  it('is not ready while Redis is down, and ready again within seconds of its return', async () => {
    proxy.down();
    await expect.poll(async () => (await readyz())?.status, { timeout: 10_000, interval: 200 }).toBe(503);
    expect((await readyz())?.body).toEqual({ status: 'unavailable', database: true, redis: false });
    expect((await fetch(`${server.base}/healthz`)).status).toBe(200);
    proxy.up();
    await expect.poll(async () => (await readyz())?.status, { timeout: 15_000, interval: 200 }).toBe(200);
    expect(server.exited()).toBeNull();
  }, 30_000);
});

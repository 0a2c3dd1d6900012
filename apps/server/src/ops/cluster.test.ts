/**
 * Scale mode on one machine (issue 15 §3, decision 291): cluster.ts runs two workers on one port over a scratch
 * PostgreSQL database and Redis. Each worker's /metrics tells its own process start time, which shows that both
 * answer; a rolling restart (SIGHUP) under a stream of requests refuses none of them and leaves new workers;
 * SIGTERM stops everything with exit code 0. Needs TEST_DATABASE_URL (PostgreSQL) and Redis.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REDIS_URL, redisReachable } from '../testing/redis.ts';
import { type ChildServer, startChildServer } from './testing/child-server.ts';

const serverUrl = process.env.TEST_DATABASE_URL;
const CLUSTER = fileURLToPath(new URL('../cluster.ts', import.meta.url));
const TOKEN = 'cluster-metrics-token-0123456789';

describe.runIf(Boolean(serverUrl) && (await redisReachable()))('scale mode on one machine', () => {
  const name = `dx_test_cluster_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = async (sql: string) => {
    const c = new pg.Client({ connectionString: serverUrl });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  let server: ChildServer;

  beforeAll(async () => {
    await admin(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    server = await startChildServer(
      {
        DATABASE_URL: url.toString(),
        REDIS_URL,
        WORKERS: '2',
        METRICS_TOKEN: TOKEN,
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
      },
      { entry: CLUSTER },
    );
  }, 30_000);
  afterAll(async () => {
    await server?.stop();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  /** GET on a connection of its own (a kept-alive one would always reach the same worker). */
  function get(
    path: string,
    headers: Record<string, string> = {},
  ): Promise<{ status: number; body: string }> {
    return new Promise((resolve, reject) => {
      const request = http.get(`${server.base}${path}`, { agent: false, headers }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => {
          body += chunk.toString();
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      });
      request.on('error', reject);
    });
  }

  /** The pid of whichever worker answers (instance_info of its /metrics). */
  async function workerStart(): Promise<string | null> {
    const { body } = await get('/metrics', { authorization: `Bearer ${TOKEN}` });
    return /^instance_info\{pid="(\d+)"\} 1$/m.exec(body)?.[1] ?? null;
  }
  async function workersSeen(requests: number): Promise<Set<string>> {
    const seen = new Set<string>();
    for (let i = 0; i < requests; i++) {
      const start = await workerStart();
      if (start) seen.add(start);
    }
    return seen;
  }

  it('serves from two workers on one port once the database is migrated', async () => {
    await expect
      .poll(() => server.output().includes('workers serving'), { timeout: 60_000, interval: 250 })
      .toBe(true);
    expect((await fetch(`${server.base}/readyz`)).status).toBe(200);
    const seen = await workersSeen(20);
    expect(seen.size, server.output()).toBe(2);
  }, 70_000);

  it('restarts its workers one by one on SIGHUP without refusing a request', async () => {
    const before = await workersSeen(20);
    let stop = false;
    let ok = 0;
    const failures: string[] = [];
    const load = (async () => {
      while (!stop) {
        // A read that reaches the database: 404 from a worker that serves, 503 from one not ready.
        const response = await get('/api/users/v1/merchants/sub/nobody').catch((error: Error) => error);
        if (response instanceof Error) failures.push(response.message);
        else if (response.status !== 404) failures.push(String(response.status));
        else ok += 1;
      }
    })();
    server.child.kill('SIGHUP');
    await expect
      .poll(() => server.output().includes('rolling restart done'), { timeout: 90_000, interval: 250 })
      .toBe(true);
    stop = true;
    await load;
    expect(failures).toEqual([]);
    expect(ok).toBeGreaterThan(20);
    const after = await workersSeen(20);
    expect(after.size).toBe(2);
    for (const start of after) expect(before.has(start)).toBe(false);
  }, 120_000);

  it('stops every worker on SIGTERM and exits 0', async () => {
    server.child.kill('SIGTERM');
    expect(await server.waitForExit()).toBe(0);
  }, 30_000);
});

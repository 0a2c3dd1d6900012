/**
 * Scale mode under load (issue 15 §3, decision 307): the same two targets on PostgreSQL + Redis, served three ways
 * in one run:
 *
 * - one process (`main.ts`), as `npm start` runs it;
 * - nginx (Debian's package, the repository's ops/nginx/dasturxon.conf with its own ports and a throw-away
 *   certificate, TLS ended there) in front of two instances, as decision 292 deploys them;
 * - one worker per core (`npm run start:scale`: apps/server/src/cluster.ts, WORKERS = the cores), no proxy.
 *
 * Targets: the menu API (GET /api/products/v1/overalls, the cheap page every visitor loads) and an order
 * submission (POST /api/orders/v1/orders, pick-up, cash: bench/orders.ts's load). All servers share the machine's
 * cores with the load generator and PostgreSQL, so on a 2-core machine more processes can only share the same two
 * cores: the figures say what the extra hop and the extra processes cost or gain here, not what more machines give.
 *
 * Needs PostgreSQL (BENCH_DATABASE_URL / DATABASE_URL / TEST_DATABASE_URL), Redis (REDIS_URL, default local) and
 * nginx (/usr/sbin/nginx) with openssl; without them it says what is missing and measures nothing.
 * Prints req/s and p99; never asserts (decision 042). `npx tsx bench/scale.ts`, or a section of `npm run bench`.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { NGINX, type NginxProcess, startNginx } from '../apps/server/src/ops/testing/nginx-process.ts';
import { findFreePort } from '../scripts/lib/free-port.mjs';
import { type RunningServer, startServer } from '../scripts/lib/server-process.mjs';
import { type LoadFigures, measure, warmUp } from './lib/load.ts';
import { formatTable } from './lib/report.ts';
import { createScratchDatabase } from './lib/scratch-database.ts';
import { sectionOptionsFromEnv } from './lib/section-options.ts';
import { type OrderWorld, seedOrderWorld, submitLoad } from './orders.ts';

export interface ScaleBenchOptions {
  duration: number;
  connections: number;
  customers: number;
  postgresUrl?: string;
  redisUrl: string;
  log: (line: string) => void;
}

export interface ScaleBenchRun {
  setup: string;
  processes: number;
  rows: LoadFigures[];
}

export interface ScaleBenchResult {
  runs: ScaleBenchRun[];
  /** Why nothing was measured, when something it needs is missing. */
  skipped?: string;
}

/** Is Redis answering at `url`? */
async function redisUp(url: string): Promise<boolean> {
  const { createConnection } = await import('node:net');
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = createConnection({ host: hostname, port: Number(port || 6379) });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

function serverEnv(databaseUrl: string, redisUrl: string, noWebBuild: string): Record<string, string> {
  return {
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    // The API alone: no storefront rendering loaded.
    WEB_BUILD_DIR: noWebBuild,
    TRUST_PROXY: 'true',
  };
}

async function startInstance(env: Record<string, string>, label: string): Promise<RunningServer> {
  return startServer({
    nodeArgs: ['--import', 'tsx', 'apps/server/src/main.ts'],
    port: await findFreePort(3600),
    env,
    readyPath: '/readyz',
    label,
  });
}

/** nginx with the repository's configuration in front of `upstreams`, one worker per core (as Debian's package). */
async function startProxy(upstreams: string[]): Promise<NginxProcess> {
  const httpsPort = await findFreePort(3700);
  return startNginx({
    upstreams,
    httpsPort,
    httpPort: await findFreePort(httpsPort + 1),
    host: 'bench.dasturxon.test',
    workers: 'auto',
    workerConnections: 1024,
    readyWithinMs: 15_000,
  });
}

/** The two targets against `base`. */
async function measureBoth(
  setup: string,
  base: string,
  world: OrderWorld,
  opts: ScaleBenchOptions,
): Promise<LoadFigures[]> {
  const menuUrl = `${base}/api/products/v1/overalls?type=WEB`;
  const headers = { merchant: world.merchantId, 'accept-encoding': 'gzip, deflate, br' };
  const menuTarget = `${setup}: GET /api/products/v1/overalls (gzip/br)`;
  opts.log(`${menuTarget}: warm-up, then ${opts.duration} s, ${opts.connections} connections`);
  await warmUp(menuUrl, headers);
  const menu = await measure(menuTarget, menuUrl, {
    headers,
    duration: opts.duration,
    connections: opts.connections,
  });
  opts.log(`  ${Math.round(menu.reqPerSec)} req/s, p99 ${menu.p99Ms} ms`);
  const orderTarget = `${setup}: POST /api/orders/v1/orders (pick-up)`;
  const ordersUrl = `${base}/api/orders/v1/orders`;
  opts.log(`${orderTarget}: warm-up, then ${opts.duration} s, ${opts.connections} connections`);
  const orderOpts = { ...opts, postgresUrl: undefined };
  await submitLoad(orderTarget, ordersUrl, world, 'PICK_UP', { ...orderOpts, connections: 10 }, 2);
  const order = await submitLoad(orderTarget, ordersUrl, world, 'PICK_UP', orderOpts, opts.duration);
  opts.log(`  ${Math.round(order.reqPerSec)} orders/s, p99 ${order.p99Ms} ms`);
  return [menu, order];
}

export async function benchScale(opts: ScaleBenchOptions): Promise<ScaleBenchResult> {
  if (!opts.postgresUrl) return { runs: [], skipped: 'no PostgreSQL (set BENCH_DATABASE_URL)' };
  if (!(await redisUp(opts.redisUrl))) return { runs: [], skipped: `no Redis at ${opts.redisUrl}` };
  if (!existsSync(NGINX)) return { runs: [], skipped: `no nginx at ${NGINX} (apt-get install nginx)` };
  // The load generator and the readiness checks talk to nginx's throw-away certificate.
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
  const cores = availableParallelism();
  const scratch = await createScratchDatabase(opts.postgresUrl, 'dx_bench_scale');
  const noWebBuild = mkdtempSync(join(tmpdir(), 'dasturxon-bench-noweb-'));
  const runs: ScaleBenchRun[] = [];
  try {
    opts.log(`scale: seeding PostgreSQL (1 merchant, ${opts.customers} customers with sessions)`);
    const world = await seedOrderWorld({ databaseUrl: scratch.url }, opts.customers);
    const env = serverEnv(scratch.url, opts.redisUrl, noWebBuild);

    const single = await startInstance(env, 'scale: one process');
    try {
      runs.push({
        setup: 'one process',
        processes: 1,
        rows: await measureBoth('one process', single.baseUrl, world, opts),
      });
    } finally {
      await single.stop();
    }

    const pair = [
      await startInstance(env, 'scale: instance 1'),
      await startInstance(env, 'scale: instance 2'),
    ];
    try {
      const proxy = await startProxy(pair.map((s) => new URL(s.baseUrl).host));
      try {
        runs.push({
          setup: 'nginx + 2 instances',
          processes: 2,
          rows: await measureBoth('nginx + 2 instances', proxy.base, world, opts),
        });
      } finally {
        await proxy.stop();
      }
    } finally {
      await Promise.all(pair.map((s) => s.stop()));
    }

    const clustered = await startServer({
      nodeArgs: ['--import', 'tsx', 'apps/server/src/cluster.ts'],
      port: await findFreePort(3800),
      env: { ...env, WORKERS: String(cores) },
      readyPath: '/readyz',
      label: 'scale: start:scale',
    });
    try {
      // The first worker answers /readyz before the others serve: give them time to join.
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      const setup = `start:scale, ${cores} workers`;
      runs.push({
        setup,
        processes: cores,
        rows: await measureBoth(setup, clustered.baseUrl, world, opts),
      });
    } finally {
      await clustered.stop();
    }
  } finally {
    rmSync(noWebBuild, { recursive: true, force: true });
    await scratch.drop();
  }
  return { runs };
}

export function printScaleRuns(result: ScaleBenchResult): void {
  console.log('\nScale mode on PostgreSQL + Redis: one process, nginx + 2 instances, one worker per core\n');
  if (result.skipped) {
    console.log(`not measured: ${result.skipped}`);
    return;
  }
  console.log(formatTable(result.runs.flatMap((r) => r.rows)));
  const single = result.runs[0];
  for (const run of result.runs.slice(1)) {
    const ratios = run.rows.map((row, i) => {
      const base = single?.rows[i]?.reqPerSec ?? 0;
      return `${row.target.split(': ')[1]} ${base > 0 ? (row.reqPerSec / base).toFixed(2) : 'n/a'}x`;
    });
    console.log(`${run.setup} / one process: ${ratios.join('; ')}`);
  }
}

// `tsx bench/scale.ts`: this section alone.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const opts: ScaleBenchOptions = {
    ...sectionOptionsFromEnv(),
    redisUrl: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
  };
  benchScale(opts)
    .then(printScaleRuns)
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.stack : error);
      process.exitCode = 1;
    });
}

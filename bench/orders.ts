/**
 * Order submissions under load (issue 4): POST /api/orders/v1/orders, cash, by many signed-in customers at once.
 *
 * A fresh database (a PGlite directory, or a scratch database on BENCH_DATABASE_URL / TEST_DATABASE_URL) gets
 * one merchant with a small menu (a plain product and one with modifier groups), a branch open round the clock,
 * a delivery zone over central Tashkent, cash payments and N customers with live sessions (the factories of the
 * API tests). The production server then runs in its own process, API only, and autocannon submits orders with
 * 50 connections: each request carries its own Idempotency-Key (so each one is a new order) and the bearer
 * token of the next customer in turn. Pick-up and delivery are measured separately, as fast as the connections are
 * answered, then pick-up again paced at the target rate (issue 15's ratio of the reference; decision 342).
 *
 * Each database first gets its reference (bench/lib/raw-orders.ts, decision 305): the same rows written raw in one
 * transaction by as many writers, measured just before the server in the same run; the ratio of the server's
 * orders/s to it is printed beside issue 15's target (>= 0.5x on PostgreSQL with p99 < 100 ms, >= 0.3x on PGlite).
 *
 * Prints orders/s and p99; never asserts (decision 042). Run alone with `tsx bench/orders.ts`, or as a section
 * of `npm run bench`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { OrderRequestInput } from '@dasturxon/contracts';
import autocannon from 'autocannon';
import { openDatabase } from '../apps/server/src/db/client.ts';
import {
  CHILONZOR,
  createBranch,
  createCity,
  createDeliveryZone,
  createMerchant,
  createOrderingMenu,
  createOrderSettings,
  createPaymentSettings,
  createSession,
  createUser,
  weeklyHours,
} from '../apps/server/src/db/factories.ts';
import { findFreePort } from '../scripts/lib/free-port.mjs';
import { startServer } from '../scripts/lib/server-process.mjs';
import type { LoadFigures } from './lib/load.ts';
import { cpuMeter, cpuText, type RowCpu } from './lib/order-cpu.ts';
import { rawInsertRate } from './lib/raw-orders.ts';
import { formatTable } from './lib/report.ts';
import { createScratchDatabase } from './lib/scratch-database.ts';
import { sectionOptionsFromEnv } from './lib/section-options.ts';

export interface OrderBenchOptions {
  duration: number;
  connections: number;
  /** Customers with a session; requests rotate through their tokens. */
  customers: number;
  /** A PostgreSQL server to make a scratch database on; PGlite when absent. */
  postgresUrl?: string;
  log: (line: string) => void;
  /** One database only (a profile of one server): both by default. */
  only?: 'pglite' | 'postgres';
  /** The server's port, or the next free one (default 3500). */
  port?: number;
}

export interface OrderBenchRun {
  database: string;
  /** CPU the server process spent per order created (Linux /proc; null elsewhere), by row. */
  cpuMsPerOrder: (number | null)[];
  /** Every CPU figure of each row (decision 362), the reference's first. */
  cpu: RowCpu[];
  /** The database's own rate for the same rows, measured just before the server (bench/lib/raw-orders.ts). */
  reference: LoadFigures;
  /**
   * PGlite only: the same rows through PGlite's own `query`, parsed and planned per call (the reference until
   * decision 362 named the statements of both), with its CPU per order.
   */
  unprepared?: { figures: LoadFigures; cpu: RowCpu };
  /** The ratio issue 15 §2 sets for this database: >= 0.5 on PostgreSQL, >= 0.3 on PGlite. */
  targetRatio: number;
  rows: LoadFigures[];
  /** The machine's 1-minute load average before the measured runs: figures from a busy machine are not comparable. */
  loadAverage: number;
}

export interface OrderWorld {
  merchantId: string;
  branchId: number;
  plovId: number;
  burgerId: number;
  /** Large size and cheese of the burger: a modifier choice the server must check. */
  modifierIds: number[];
  tokens: string[];
  /** The first customer: the owner of the reference's raw orders. */
  userId: number;
}

export async function seedOrderWorld(target: { dataDir?: string; databaseUrl?: string }, customers: number) {
  const handle = await openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir ?? '' });
  try {
    await handle.migrate();
    const db = handle.db;
    const merchant = await createMerchant(db);
    const city = await createCity(db);
    // Open round the clock (00:00-00:00 is a whole day), so the bench runs at any hour.
    const branch = await createBranch(db, {
      merchantId: merchant.id,
      cityId: city.id,
      workHours: weeklyHours('00:00', '00:00'),
    });
    // The ordering API tests' menu: a plain product and one with modifier groups.
    const menu = await createOrderingMenu(db, merchant.id);
    await createOrderSettings(db, {
      merchantId: merchant.id,
      minOrderAmount: 30_000,
      deliveryPricePerKm: 1_000,
      deliveryFreeKm: 3,
    });
    await createDeliveryZone(db, { merchantId: merchant.id, price: 10_000 });
    await createPaymentSettings(db, merchant.id, ['CASH']);
    const tokens: string[] = [];
    const userIds: number[] = [];
    for (let i = 0; i < customers; i++) {
      const user = await createUser(db, { merchantId: merchant.id });
      userIds.push(user.id);
      tokens.push(await createSession(db, user));
    }
    return {
      merchantId: merchant.id,
      branchId: branch.id,
      plovId: menu.plov.id,
      burgerId: menu.burger.id,
      modifierIds: [menu.large.id, menu.cheese.id],
      tokens,
      userId: userIds[0] ?? 0,
    } satisfies OrderWorld;
  } finally {
    await handle.close();
  }
}

export function orderBody(world: OrderWorld, serviceType: 'PICK_UP' | 'DELIVERY'): OrderRequestInput {
  return {
    serviceType,
    branchId: world.branchId,
    paymentType: 'CASH',
    cartItems: [
      { productId: world.plovId, count: 2 },
      {
        productId: world.burgerId,
        count: 1,
        modifications: world.modifierIds.map((id) => ({ id, count: 1 })),
      },
    ],
    ...(serviceType === 'DELIVERY'
      ? { address: { ...CHILONZOR, streetName: 'Bunyodkor', houseNumber: '12', entrance: '2', floor: '4' } }
      : {}),
    comment: 'bench',
  };
}

/** One submission first: a 4xx/5xx would make the figures meaningless. */
async function expectCreated(url: string, headers: Record<string, string>, body: string): Promise<void> {
  const response = await fetch(url, { method: 'POST', headers, body });
  if (!response.ok)
    throw new Error(`${url}: HTTP ${response.status} ${(await response.text()).slice(0, 400)}`);
}

export async function submitLoad(
  target: string,
  url: string,
  world: OrderWorld,
  serviceType: 'PICK_UP' | 'DELIVERY',
  opts: OrderBenchOptions,
  duration: number,
  /** Orders per second to send at (an open loop), instead of as fast as the connections answer. */
  rate?: number,
): Promise<LoadFigures> {
  const body = JSON.stringify(orderBody(world, serviceType));
  const base = { merchant: world.merchantId, 'content-type': 'application/json' };
  const prefix = `${serviceType}-${Date.now()}-`;
  let n = 0;
  // Every request: a new Idempotency-Key (a new order, not a replay) and the next customer's token.
  const headersFor = () => {
    n += 1;
    return {
      ...base,
      authorization: `Bearer ${world.tokens[n % world.tokens.length]}`,
      'idempotency-key': `${prefix}${n}`,
    };
  };
  await expectCreated(url, headersFor(), body);
  const result = await autocannon({
    url,
    connections: opts.connections,
    duration,
    timeout: 30,
    ...(rate ? { overallRate: rate } : {}),
    requests: [
      {
        method: 'POST',
        body,
        setupRequest: (req) => ({ ...req, headers: { ...req.headers, ...headersFor() } }),
      },
    ],
  });
  const ok = Object.entries(result.statusCodeStats)
    .filter(([code]) => code.startsWith('2'))
    .reduce((sum, [, s]) => sum + s.count, 0);
  const others = Object.entries(result.statusCodeStats)
    .filter(([code]) => !code.startsWith('2'))
    .map(([code, s]) => `${code}×${s.count}`);
  if (others.length > 0) opts.log(`  ${target}: non-2xx answers ${others.join(', ')}`);
  return {
    target,
    // Orders per second: only the submissions the server accepted.
    reqPerSec: ok / Math.max(1, result.duration),
    p99Ms: result.latency.p99,
    mbPerSec: result.throughput.average / 1_000_000,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

async function benchOn(
  label: string,
  env: Record<string, string | undefined>,
  world: OrderWorld,
  opts: OrderBenchOptions,
  raw: { dataDir?: string; databaseUrl?: string; durable?: boolean },
): Promise<OrderBenchRun> {
  const dbName = raw.databaseUrl ? new URL(raw.databaseUrl).pathname.slice(1) : undefined;
  // The reference first, on the same database (PGlite is one process's at a time): its own rate for the rows.
  // Its CPU per order is the database's own cost (PostgreSQL's backends; on PGlite this process, which runs it).
  opts.log(`orders: raw one-transaction insert on ${label}, ${opts.duration} s, ${opts.connections} writers`);
  const referenceMeter = cpuMeter(undefined, dbName);
  let referenceCpu: RowCpu | null = null;
  const reference = await rawInsertRate(raw, world, opts, {
    start: referenceMeter.start,
    stop: (orders) => {
      referenceCpu = referenceMeter.stop(orders);
    },
  });
  const cpu: RowCpu[] = [referenceCpu ?? { server: null, database: null, bench: null, load: 0 }];
  opts.log(`  ${Math.round(reference.reqPerSec)} orders/s, p99 ${reference.p99Ms} ms, ${cpuText(cpu[0])}`);
  let unprepared: OrderBenchRun['unprepared'];
  if (!raw.databaseUrl) {
    opts.log(`orders: the same through PGlite's own query (parsed and planned per call)`);
    const meter = cpuMeter(undefined, undefined);
    let rowCpu: RowCpu | null = null;
    const figures = await rawInsertRate({ ...raw, prepared: false }, world, opts, {
      start: meter.start,
      stop: (orders) => {
        rowCpu = meter.stop(orders);
      },
    });
    unprepared = { figures, cpu: rowCpu ?? { server: null, database: null, bench: null, load: 0 } };
    opts.log(
      `  ${Math.round(figures.reqPerSec)} orders/s, p99 ${figures.p99Ms} ms, ${cpuText(unprepared.cpu)}`,
    );
  }
  const port = await findFreePort(opts.port ?? 3500);
  // An empty build directory: the API alone, no storefront rendering loaded.
  const noWebBuild = mkdtempSync(join(tmpdir(), 'dasturxon-bench-noweb-'));
  opts.log(`orders: starting the production server on ${label} (port ${port})`);
  const server = await startServer({
    // BENCH_CPU_PROF=<dir>: the server writes a V8 CPU profile there when it stops (open it in Chrome DevTools).
    nodeArgs: [
      ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []),
      '--import',
      'tsx',
      'apps/server/src/main.ts',
    ],
    port,
    env: {
      ...env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      WEB_BUILD_DIR: noWebBuild,
    },
    readyPath: '/api/docs/json',
    label: `orders server ${label}`,
  });
  try {
    const url = `${server.baseUrl}/api/orders/v1/orders`;
    const rows: LoadFigures[] = [];
    const cpuMsPerOrder: (number | null)[] = [];
    const loadAverage = loadavg()[0] ?? 0;
    const targetRatio = raw.databaseUrl ? 0.5 : 0.3;
    // Saturated (as fast as 50 connections are answered), then pick-up paced at the target rate: a closed loop
    // of 50 connections waits 50 / (orders/s) on average, so its p99 says how long the queue is; the paced row
    // says how long an order takes when the server is asked for the target rate (latency from the planned send,
    // autocannon's correction of coordinated omission).
    const runs = [
      { serviceType: 'PICK_UP', rate: undefined },
      { serviceType: 'DELIVERY', rate: undefined },
      { serviceType: 'PICK_UP', rate: Math.max(1, Math.round(reference.reqPerSec * targetRatio)) },
    ] as const;
    for (const { serviceType, rate } of runs) {
      const kind = serviceType === 'PICK_UP' ? 'pick-up' : 'delivery';
      const target = `POST /api/orders/v1/orders (${kind}, cash${rate ? `, paced at ${rate}/s` : ''})`;
      opts.log(`${target}: warm-up, then ${opts.duration} s, ${opts.connections} connections`);
      if (!rate) await submitLoad(target, url, world, serviceType, { ...opts, connections: 10 }, 2);
      const meter = cpuMeter(server.pid, dbName);
      meter.start();
      const figures = await submitLoad(target, url, world, serviceType, opts, opts.duration, rate);
      const rowCpu = meter.stop(figures.reqPerSec * opts.duration);
      cpuMsPerOrder.push(rowCpu.server);
      cpu.push(rowCpu);
      opts.log(`  ${Math.round(figures.reqPerSec)} orders/s, p99 ${figures.p99Ms} ms, ${cpuText(rowCpu)}`);
      rows.push(figures);
    }
    return {
      database: label,
      reference,
      ...(unprepared ? { unprepared } : {}),
      targetRatio,
      rows,
      cpuMsPerOrder,
      cpu,
      loadAverage,
    };
  } finally {
    await server.stop();
    rmSync(noWebBuild, { recursive: true, force: true });
  }
}

/** The order bench on PGlite and, with `postgresUrl`, on a scratch PostgreSQL database. */
export async function benchOrders(opts: OrderBenchOptions): Promise<OrderBenchRun[]> {
  const runs: OrderBenchRun[] = [];

  // The embedded database as it runs by default (every commit flushed to the disk, decision 290), then without
  // the flushes: the cost of durability, measured in the same run.
  for (const durable of opts.only === 'postgres' ? [] : [true, false]) {
    const dataDir = mkdtempSync(join(tmpdir(), 'dasturxon-bench-orders-'));
    try {
      opts.log(`orders: seeding PGlite (1 merchant, ${opts.customers} customers with sessions)`);
      const world = await seedOrderWorld({ dataDir }, opts.customers);
      const name = durable
        ? 'PGlite (durable, the default)'
        : 'PGlite without flushes (PGLITE_DURABLE=false)';
      const env = { DATA_DIR: dataDir, DATABASE_URL: undefined, PGLITE_DURABLE: String(durable) };
      runs.push(await benchOn(name, env, world, opts, { dataDir, durable }));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }

  if (opts.postgresUrl && opts.only !== 'pglite') {
    const scratch = await createScratchDatabase(opts.postgresUrl, 'dx_bench_orders');
    try {
      opts.log(`orders: seeding PostgreSQL (1 merchant, ${opts.customers} customers with sessions)`);
      const world = await seedOrderWorld({ databaseUrl: scratch.url }, opts.customers);
      runs.push(
        await benchOn('PostgreSQL', { DATABASE_URL: scratch.url }, world, opts, { databaseUrl: scratch.url }),
      );
    } finally {
      await scratch.drop();
    }
  }
  return runs;
}

export function printOrderRuns(runs: readonly OrderBenchRun[]): void {
  for (const run of runs) {
    console.log(
      `\nOrder submissions, ${run.database} (req/s column = orders created per second; load average ${run.loadAverage.toFixed(1)})\n`,
    );
    const { unprepared } = run;
    console.log(formatTable([run.reference, ...(unprepared ? [unprepared.figures] : []), ...run.rows]));
    console.log(`${run.reference.target}: ${cpuText(run.cpu[0])}`);
    if (unprepared) console.log(`${unprepared.figures.target}: ${cpuText(unprepared.cpu)}`);
    run.rows.forEach((row, i) => {
      const ratio = row.reqPerSec / Math.max(1, run.reference.reqPerSec);
      const old = unprepared
        ? ` (${(row.reqPerSec / Math.max(1, unprepared.figures.reqPerSec)).toFixed(2)}x PGlite's own query)`
        : '';
      console.log(
        `${row.target}: ${ratio.toFixed(2)}x the raw insert rate${old} (target >= ${run.targetRatio}x), p99 ${row.p99Ms} ms${run.targetRatio === 0.5 ? ' (target < 100 ms)' : ''}; ${cpuText(run.cpu[i + 1])}`,
      );
    });
  }
}

// `tsx bench/orders.ts`: this section alone.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const opts: OrderBenchOptions = sectionOptionsFromEnv();
  benchOrders(opts)
    .then((runs) => {
      printOrderRuns(runs);
      if (!opts.postgresUrl)
        console.log('\n(set BENCH_DATABASE_URL=postgres://... to also measure on PostgreSQL)');
    })
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.stack : error);
      process.exitCode = 1;
    });
}

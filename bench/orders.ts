/**
 * Order submissions under load (issue 4): POST /api/orders/v1/orders, cash, by many signed-in customers at once.
 *
 * A fresh database (a PGlite directory, or a scratch database on BENCH_DATABASE_URL / TEST_DATABASE_URL) gets
 * one merchant with a small menu (a plain product and one with modifier groups), a branch open round the clock,
 * a delivery zone over central Tashkent, cash payments and N customers with live sessions (the factories of the
 * API tests). The production server then runs in its own process, API only, and autocannon submits orders with
 * 50 connections: each request carries its own Idempotency-Key (so each one is a new order) and the bearer
 * token of the next customer in turn. Pick-up and delivery are measured separately.
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
  createBranch,
  createCategory,
  createCity,
  createDeliveryZone,
  createGroup,
  createMerchant,
  createOrderSettings,
  createPaymentSettings,
  createProduct,
  createSession,
  createUser,
  ml,
  weeklyHours,
} from '../apps/server/src/db/factories.ts';
import { findFreePort } from '../scripts/lib/free-port.mjs';
import { startServer } from '../scripts/lib/server-process.mjs';
import type { LoadFigures } from './lib/load.ts';
import { formatTable } from './lib/report.ts';
import { createScratchDatabase } from './lib/scratch-database.ts';

export interface OrderBenchOptions {
  duration: number;
  connections: number;
  /** Customers with a session; requests rotate through their tokens. */
  customers: number;
  /** A PostgreSQL server to make a scratch database on; PGlite when absent. */
  postgresUrl?: string;
  log: (line: string) => void;
}

export interface OrderBenchRun {
  database: string;
  rows: LoadFigures[];
  /** The machine's 1-minute load average before the measured runs: figures from a busy machine are not comparable. */
  loadAverage: number;
}

interface OrderWorld {
  merchantId: string;
  branchId: number;
  plovId: number;
  burgerId: number;
  /** Large size and cheese of the burger: a modifier choice the server must check. */
  modifierIds: number[];
  tokens: string[];
}

/** Chilonzor, inside the zone the factories draw over central Tashkent. */
const CHILONZOR = { latitude: 41.2995, longitude: 69.2401 };

async function seedOrderWorld(target: { dataDir?: string; databaseUrl?: string }, customers: number) {
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
    const group = await createGroup(db, { merchantId: merchant.id });
    const category = await createCategory(db, { merchantId: merchant.id, groupId: group.id });
    const plov = await createProduct(db, {
      merchantId: merchant.id,
      categoryId: category.id,
      costPrice: 45_000,
    });
    const burger = await createProduct(db, {
      merchantId: merchant.id,
      categoryId: category.id,
      name: ml('Burger', 'Бургер', 'Burger'),
      costPrice: 30_000,
      discount: 10,
      modifierGroups: [
        {
          name: ml("O'lcham", 'Размер', 'Size'),
          min: 1,
          max: 1,
          modifiers: [
            { name: ml('Kichik', 'Маленький', 'Small'), price: 0 },
            { name: ml('Katta', 'Большой', 'Large'), price: 10_000 },
          ],
        },
        {
          name: ml("Qo'shimcha", 'Добавки', 'Extras'),
          min: 0,
          max: 2,
          modifiers: [{ name: ml('Pishloq', 'Сыр', 'Cheese'), price: 5_000 }],
        },
      ],
    });
    await createOrderSettings(db, {
      merchantId: merchant.id,
      minOrderAmount: 30_000,
      deliveryPricePerKm: 1_000,
      deliveryFreeKm: 3,
    });
    await createDeliveryZone(db, { merchantId: merchant.id, price: 10_000 });
    await createPaymentSettings(db, merchant.id, ['CASH']);
    const tokens: string[] = [];
    for (let i = 0; i < customers; i++) {
      const user = await createUser(db, { merchantId: merchant.id });
      tokens.push(await createSession(db, user));
    }
    const large = burger.modifierGroups[0]?.modifiers[1];
    const cheese = burger.modifierGroups[1]?.modifiers[0];
    if (!large || !cheese) throw new Error('bench menu: modifiers missing');
    return {
      merchantId: merchant.id,
      branchId: branch.id,
      plovId: plov.id,
      burgerId: burger.id,
      modifierIds: [large.id, cheese.id],
      tokens,
    } satisfies OrderWorld;
  } finally {
    await handle.close();
  }
}

function orderBody(world: OrderWorld, serviceType: 'PICK_UP' | 'DELIVERY'): OrderRequestInput {
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

async function submitLoad(
  target: string,
  url: string,
  world: OrderWorld,
  serviceType: 'PICK_UP' | 'DELIVERY',
  opts: OrderBenchOptions,
  duration: number,
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
): Promise<OrderBenchRun> {
  const port = await findFreePort(3500);
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
    const loadAverage = loadavg()[0] ?? 0;
    for (const serviceType of ['PICK_UP', 'DELIVERY'] as const) {
      const target = `POST /api/orders/v1/orders (${serviceType === 'PICK_UP' ? 'pick-up' : 'delivery'}, cash)`;
      opts.log(`${target}: warm-up, then ${opts.duration} s, ${opts.connections} connections`);
      await submitLoad(target, url, world, serviceType, { ...opts, connections: 10 }, 2);
      const figures = await submitLoad(target, url, world, serviceType, opts, opts.duration);
      opts.log(`  ${Math.round(figures.reqPerSec)} orders/s, p99 ${figures.p99Ms} ms`);
      rows.push(figures);
    }
    return { database: label, rows, loadAverage };
  } finally {
    await server.stop();
    rmSync(noWebBuild, { recursive: true, force: true });
  }
}

/** The order bench on PGlite and, with `postgresUrl`, on a scratch PostgreSQL database. */
export async function benchOrders(opts: OrderBenchOptions): Promise<OrderBenchRun[]> {
  const runs: OrderBenchRun[] = [];

  const dataDir = mkdtempSync(join(tmpdir(), 'dasturxon-bench-orders-'));
  try {
    opts.log(`orders: seeding PGlite (1 merchant, ${opts.customers} customers with sessions)`);
    const world = await seedOrderWorld({ dataDir }, opts.customers);
    runs.push(await benchOn('PGlite', { DATA_DIR: dataDir, DATABASE_URL: undefined }, world, opts));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }

  if (opts.postgresUrl) {
    const scratch = await createScratchDatabase(opts.postgresUrl, 'dx_bench_orders');
    try {
      opts.log(`orders: seeding PostgreSQL (1 merchant, ${opts.customers} customers with sessions)`);
      const world = await seedOrderWorld({ databaseUrl: scratch.url }, opts.customers);
      runs.push(await benchOn('PostgreSQL', { DATABASE_URL: scratch.url }, world, opts));
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
    console.log(formatTable(run.rows));
  }
}

// `tsx bench/orders.ts`: this section alone.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const opts: OrderBenchOptions = {
    duration: Number(process.env.BENCH_DURATION || 10),
    connections: Number(process.env.BENCH_CONNECTIONS || 50),
    customers: Number(process.env.BENCH_CUSTOMERS || 200),
    postgresUrl:
      process.env.BENCH_DATABASE_URL ||
      process.env.DATABASE_URL ||
      process.env.TEST_DATABASE_URL ||
      undefined,
    log: (line) => console.log(`[bench] ${line}`),
  };
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

/**
 * New order to an open board (issue 11): how long after a customer submits an order does an operator's board
 * hear of it. Prints, never asserts (decision 042; why it is measured this way: decision 233).
 *
 * The world of the order bench (bench/orders.ts: one merchant, a small menu, N customers with sessions) plus an
 * OPERATOR account. The production server runs API only; the bench signs the operator in as the console does
 * and holds the staff event stream open (GET /api/staff/v1/events), as an open board would. Probe orders are
 * then submitted one by one, and each one's latency runs from the moment its POST leaves the bench to the
 * moment the stream has delivered its event. Two phases: an idle server, and the order load of the order
 * bench (autocannon, pick-up, N connections) running meanwhile, so the probes queue with everyone else's.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { createStaff } from '../apps/server/src/db/factories/staff.ts';
import { findFreePort } from '../scripts/lib/free-port.mjs';
import { startServer } from '../scripts/lib/server-process.mjs';
import { percentile } from './lib/percentile.ts';
import { formatRows } from './lib/report.ts';
import { createScratchDatabase } from './lib/scratch-database.ts';
import { sectionOptionsFromEnv } from './lib/section-options.ts';
import { openEventStream, type ServerSentEvent } from './lib/sse.ts';
import { orderIdsOfEvent, type StaffSession, signInStaff, staffStreamUrl } from './lib/staff-session.ts';
import { type OrderWorld, orderBody, seedOrderWorld, submitLoad } from './orders.ts';

export interface BoardBenchOptions {
  duration: number;
  connections: number;
  customers: number;
  postgresUrl?: string;
  log: (line: string) => void;
}

export interface BoardPhase {
  phase: string;
  probes: number;
  /** Probes whose event never came within PROBE_TIMEOUT_MS. */
  missed: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** From the order's HTTP answer to its event (negative: the event came first): the bus's own share. */
  afterAnswerP50Ms: number;
  afterAnswerP99Ms: number;
  /** Orders the background load created meanwhile (0 when idle). */
  loadOrdersPerSec: number;
}

export interface BoardBenchRun {
  database: string;
  phases: BoardPhase[];
}

const OPERATOR = { login: 'bench-operator', password: 'operator123' };
const PROBE_TIMEOUT_MS = 10_000;
const IDLE_PROBES = 40;
const WARM_UP_PROBES = 5;
/** Under load: one probe every this many ms, each on its own (a slow one does not hold the next back). */
const PROBE_EVERY_MS = 150;

interface ProbeResult {
  total: number;
  afterAnswer: number;
}

/** Submit→event latencies of probe orders; events are matched to orders by id. */
class ProbeBook {
  private readonly sentAt = new Map<number, number>();
  private readonly heardAt = new Map<number, number>();
  private readonly waiting = new Map<number, () => void>();

  hear(event: ServerSentEvent): void {
    for (const id of orderIdsOfEvent(event)) {
      if (this.heardAt.has(id)) continue;
      this.heardAt.set(id, event.receivedAt);
      this.waiting.get(id)?.();
    }
  }

  /** Submits one order: its submit-to-event and answer-to-event times in ms, or null when no event came in time. */
  async probe(url: string, world: OrderWorld, n: number): Promise<ProbeResult | null> {
    const token = world.tokens[n % world.tokens.length];
    const started = performance.now();
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        merchant: world.merchantId,
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        'idempotency-key': `board-probe-${Date.now()}-${n}`,
      },
      body: JSON.stringify(orderBody(world, 'PICK_UP')),
    });
    const text = await response.text();
    const answered = performance.now();
    if (!response.ok) throw new Error(`probe order: HTTP ${response.status} ${text.slice(0, 300)}`);
    const id = (JSON.parse(text) as { id: number }).id;
    this.sentAt.set(id, started);
    if (!this.heardAt.has(id)) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, PROBE_TIMEOUT_MS);
        this.waiting.set(id, () => {
          clearTimeout(timer);
          resolve();
        });
      });
      this.waiting.delete(id);
    }
    const heard = this.heardAt.get(id);
    return heard === undefined ? null : { total: heard - started, afterAnswer: heard - answered };
  }
}

function summarize(phase: string, results: (ProbeResult | null)[], loadOrdersPerSec: number): BoardPhase {
  const heard = results.filter((r): r is ProbeResult => r !== null);
  const sample = heard.map((r) => r.total);
  const lag = heard.map((r) => r.afterAnswer);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    phase,
    probes: results.length,
    missed: results.length - sample.length,
    p50Ms: round(percentile(sample, 50)),
    p99Ms: round(percentile(sample, 99)),
    maxMs: round(sample.length ? Math.max(...sample) : Number.NaN),
    afterAnswerP50Ms: round(percentile(lag, 50)),
    afterAnswerP99Ms: round(percentile(lag, 99)),
    loadOrdersPerSec,
  };
}

async function seedBoardWorld(target: { dataDir?: string; databaseUrl?: string }, customers: number) {
  const world = await seedOrderWorld(target, customers);
  const handle = await openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir ?? '' });
  try {
    await createStaff(handle.db, { merchantId: world.merchantId, role: 'OPERATOR', ...OPERATOR });
  } finally {
    await handle.close();
  }
  return world;
}

async function measureOn(
  label: string,
  env: Record<string, string | undefined>,
  world: OrderWorld,
  opts: BoardBenchOptions,
): Promise<BoardBenchRun> {
  const port = await findFreePort(3600);
  const noWebBuild = mkdtempSync(join(tmpdir(), 'dasturxon-bench-board-'));
  opts.log(`board: starting the production server on ${label} (port ${port})`);
  const server = await startServer({
    nodeArgs: ['--import', 'tsx', 'apps/server/src/main.ts'],
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
    label: `board server ${label}`,
  });
  const book = new ProbeBook();
  let stream: { close(): void } | null = null;
  try {
    const base = server.baseUrl;
    const session: StaffSession = await signInStaff(base, world.merchantId, OPERATOR);
    const opened = openEventStream(staffStreamUrl(base, world.merchantId), session.headers, (e) =>
      book.hear(e),
    );
    stream = opened;
    await opened.opened;
    const url = `${base}/api/orders/v1/orders`;
    let n = 0;

    opts.log(`board: ${IDLE_PROBES} probe orders one after another on an idle server`);
    // A few first: the first orders compile code paths and warm caches, which no open board waits for twice.
    for (let i = 0; i < WARM_UP_PROBES; i++) await book.probe(url, world, n++);
    const idle: (ProbeResult | null)[] = [];
    for (let i = 0; i < IDLE_PROBES; i++) idle.push(await book.probe(url, world, n++));

    opts.log(
      `board: probes every ${PROBE_EVERY_MS} ms while ${opts.connections} connections submit orders for ${opts.duration} s`,
    );
    const target = 'POST /api/orders/v1/orders (pick-up, cash) beside the board';
    const load = submitLoad(target, url, world, 'PICK_UP', { ...opts }, opts.duration);
    const probes: Promise<ProbeResult | null>[] = [];
    // Let the load ramp up first; stop probing a little before it ends, so every probe met the load.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const stopAt = performance.now() + Math.max(1, opts.duration - 2) * 1000;
    while (performance.now() < stopAt) {
      probes.push(book.probe(url, world, n++));
      await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS));
    }
    const loaded = await Promise.all(probes);
    const figures = await load;
    return {
      database: label,
      phases: [
        summarize('idle server', idle, 0),
        summarize(`under order load (${opts.connections} connections)`, loaded, figures.reqPerSec),
      ],
    };
  } finally {
    stream?.close();
    await server.stop();
    rmSync(noWebBuild, { recursive: true, force: true });
  }
}

/** The board bench on PGlite and, with `postgresUrl`, on a scratch PostgreSQL database. */
export async function benchBoard(opts: BoardBenchOptions): Promise<BoardBenchRun[]> {
  const runs: BoardBenchRun[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'dasturxon-bench-board-db-'));
  try {
    opts.log(`board: seeding PGlite (1 merchant, ${opts.customers} customers, 1 operator)`);
    const world = await seedBoardWorld({ dataDir }, opts.customers);
    runs.push(await measureOn('PGlite', { DATA_DIR: dataDir, DATABASE_URL: undefined }, world, opts));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (opts.postgresUrl) {
    const scratch = await createScratchDatabase(opts.postgresUrl, 'dx_bench_board');
    try {
      opts.log(`board: seeding PostgreSQL (1 merchant, ${opts.customers} customers, 1 operator)`);
      const world = await seedBoardWorld({ databaseUrl: scratch.url }, opts.customers);
      runs.push(await measureOn('PostgreSQL', { DATABASE_URL: scratch.url }, world, opts));
    } finally {
      await scratch.drop();
    }
  }
  return runs;
}

export function printBoardRuns(runs: readonly BoardBenchRun[]): void {
  for (const run of runs) {
    console.log(`\nOrder submit -> event on an open board (staff event stream), ${run.database}\n`);
    console.log(
      '(from the moment the POST leaves to the event read off the stream; "after answer": from the POST answer)\n',
    );
    const rows = run.phases.map((p) => [
      p.phase,
      String(p.probes),
      String(p.missed),
      p.p50Ms.toFixed(1),
      p.p99Ms.toFixed(1),
      p.maxMs.toFixed(1),
      `${p.afterAnswerP50Ms.toFixed(1)} / ${p.afterAnswerP99Ms.toFixed(1)}`,
      p.loadOrdersPerSec ? String(Math.round(p.loadOrdersPerSec)) : '-',
    ]);
    const head = [
      'phase',
      'probes',
      'missed',
      'p50 ms',
      'p99 ms',
      'max ms',
      'after answer p50/p99',
      'load orders/s',
    ];
    console.log(formatRows(head, rows));
  }
}

// `tsx bench/board.ts`: this section alone.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  benchBoard(sectionOptionsFromEnv())
    .then(printBoardRuns)
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.stack : error);
      process.exitCode = 1;
    });
}

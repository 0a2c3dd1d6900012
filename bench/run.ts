/**
 * `npm run bench`: throughput and weight figures for the storefront (decision 042). Prints, never asserts.
 *
 * In one run: a bare Fastify hello-world route (the ceiling of any JSON endpoint on this machine) and the real
 * production server on a fresh database seeded with the demo merchants and the 2,000-product `bigmenu`.
 * Measures req/s and p99 of GET /api/products/v1/overalls (navruz, bigmenu) against the bare route; the menu page
 * of both merchants served from the page cache (against the bare route) and rendered afresh (against a minimal
 * React Router app built like ours, bench/rr-reference; decision 304); and the gzip size of the menu page's JS
 * and HTML.
 * With BENCH_DATABASE_URL (or DATABASE_URL) it repeats everything on a scratch PostgreSQL database.
 * Then order submissions (bench/orders.ts): orders/s and p99 of POST /api/orders/v1/orders on the same databases,
 * and the time from an order's submit to its event on an open board (bench/board.ts), idle and under that load.
 * The console's JavaScript (the whole build, and what its first screen loads in Chromium) is printed beside the
 * storefront's menu page (bench/lib/console-weight.ts; decision 233).
 * BENCH_PAGES=0 measures only the menu API against the bare route: no web or console build, no page rows.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { findFreePort } from '../scripts/lib/free-port.mjs';
import { ROOT } from '../scripts/lib/run.mjs';
import { type RunningServer, startServer } from '../scripts/lib/server-process.mjs';
import { snapshotConsoleBuild, snapshotWebBuild } from '../scripts/lib/web-build.mjs';
import { type BoardBenchRun, benchBoard, printBoardRuns } from './board.ts';
import { buildJsWeight, firstScreenJsWeight, type JsWeight } from './lib/console-weight.ts';
import { seedBenchData } from './lib/dataset.ts';
import { LOAD_GENERATOR, measure, warmUp } from './lib/load.ts';
import { merchantIdOf } from './lib/merchants.ts';
import { measurePageWeight, type PageWeight } from './lib/page-weight.ts';
import { cpuOf, mean, printPageRatios, type Row } from './lib/ratios.ts';
import { formatTable, kB, percent } from './lib/report.ts';
import { startReferenceApp } from './lib/rr-reference.ts';
import { createScratchDatabase } from './lib/scratch-database.ts';
import { benchOrders, type OrderBenchRun, printOrderRuns } from './orders.ts';
import { benchScale, printScaleRuns } from './scale.ts';
import { benchTtiFresh, printTti } from './tti.ts';

const DURATION = Number(process.env.BENCH_DURATION || 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 50);
const PG_URL = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL;
/** BENCH_PAGES=0: the menu API rows only (the storefront and console builds are neither needed nor made). */
const PAGES = process.env.BENCH_PAGES !== '0';
/** What Chromium and Firefox send. */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br';
/**
 * A visitor the page cache may not serve (a basket cookie of some brand is personal state, decision 300): every
 * request renders the page afresh, with the API's caches warm, as the first visit after a change does.
 */
const FRESH_RENDER = { cookie: 'basket_bench=1' };

const log = (line: string) => console.log(`[bench] ${line}`);

interface DatabaseUnderTest {
  label: string;
  env: Record<string, string | undefined>;
  cleanup(): Promise<void>;
}

interface RunFigures {
  database: string;
  rows: Row[];
  /**
   * The bare route sending the menu API's own compressed answers as they are (decision 371): what moving those
   * bytes costs here, apart from the server's work.
   */
  sameBytes: Partial<Record<'navruz' | 'bigmenu', { row: Row; bytes: number; encoding: string }>>;
  pages: Partial<Record<'navruz' | 'bigmenu', PageWeight>>;
  /** The console's first screen (sign-in) as Chromium loads it; null without Chromium. */
  consoleFirstScreen: JsWeight | null;
}

async function preparePglite(): Promise<DatabaseUnderTest> {
  const dataDir = mkdtempSync(join(tmpdir(), 'dasturxon-bench-'));
  await seedBenchData({ dataDir });
  return {
    label: 'PGlite',
    env: { DATA_DIR: dataDir, DATABASE_URL: undefined },
    cleanup: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

async function preparePostgres(serverUrl: string): Promise<DatabaseUnderTest> {
  const scratch = await createScratchDatabase(serverUrl);
  try {
    await seedBenchData({ databaseUrl: scratch.url });
  } catch (error) {
    await scratch.drop();
    throw error;
  }
  return { label: 'PostgreSQL', env: { DATABASE_URL: scratch.url }, cleanup: scratch.drop };
}

/** One request first: a target that answers 4xx/5xx would make its req/s meaningless. */
async function expectOk(url: string, headers: Record<string, string> = {}): Promise<void> {
  const response = await fetch(url, { headers });
  // A conditional request is meant to answer 304 Not Modified.
  const expected = headers['if-none-match'] ? response.status === 304 : response.ok;
  if (!expected) throw new Error(`${url}: HTTP ${response.status} ${(await response.text()).slice(0, 300)}`);
}

/**
 * CPU time (user + system, µs) a process has used, from /proc (Linux); null elsewhere. Per answer it is what the
 * server itself spends, which a busy machine changes far less than req/s.
 */
function processCpuUs(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (in parentheses): utime is the 14th, stime the 15th, in USER_HZ (100/s).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? ticks * 10_000 : null;
  } catch {
    return null;
  }
}

async function load(
  target: string,
  url: string,
  headers: Record<string, string> = {},
  pid?: number,
): Promise<Row> {
  await expectOk(url, headers);
  log(`${target}: ${DURATION} s, ${CONNECTIONS} connections`);
  await warmUp(url, headers);
  const loadAverage = loadavg()[0] ?? 0;
  const cpuBefore = processCpuUs(pid);
  const figures = await measure(target, url, { headers, duration: DURATION, connections: CONNECTIONS });
  const cpuAfter = processCpuUs(pid);
  const answers = figures.reqPerSec * DURATION;
  const cpuUsPerAnswer =
    cpuBefore !== null && cpuAfter !== null && answers > 0 ? (cpuAfter - cpuBefore) / answers : null;
  const cpu = cpuUsPerAnswer === null ? '' : `, ${cpuUsPerAnswer.toFixed(1)} µs CPU per answer`;
  log(
    `  ${Math.round(figures.reqPerSec)} req/s, p99 ${figures.p99Ms} ms${cpu} (load ${loadAverage.toFixed(1)})`,
  );
  return { ...figures, cpuUsPerAnswer, loadAverage };
}

async function benchDatabase(
  database: DatabaseUnderTest,
  bare: RunningServer,
  reference: RunningServer | null,
  webBuildDir: string,
  consoleBuildDir: string,
): Promise<RunFigures> {
  const port = await findFreePort(3400);
  log(`starting the production server on ${database.label} (port ${port})`);
  const server = await startServer({
    nodeArgs: ['--import', 'tsx', 'apps/server/src/main.ts'],
    port,
    env: {
      ...database.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      WEB_BUILD_DIR: webBuildDir,
      CONSOLE_BUILD_DIR: consoleBuildDir,
    },
    readyPath: '/api/docs/json',
    label: `server ${database.label}`,
  });
  const pid = server.pid;
  try {
    const base = server.baseUrl;
    const navruz = { merchant: await merchantIdOf(base, 'navruz') };
    const bigmenu = { merchant: await merchantIdOf(base, 'bigmenu') };
    const overalls = `${base}/api/products/v1/overalls?type=WEB`;
    const pages = reference
      ? {
          navruz: await measurePageWeight(`${base}/?vendor=navruz`),
          bigmenu: await measurePageWeight(`${base}/?vendor=bigmenu`),
        }
      : {};
    const consoleFirstScreen = reference
      ? await firstScreenJsWeight(`${base}/console/sign-in?vendor=navruz`)
      : null;
    // What a browser or our server renderer sends: the menu travels compressed, and a client holding a copy
    // revalidates it with its ETag (decision 010). The uncompressed rows show the cost of moving raw bytes.
    const compressed = { 'accept-encoding': BROWSER_ACCEPT_ENCODING };
    const etag = (await fetch(overalls, { headers: navruz })).headers.get('etag') ?? '';
    const rows = [
      // Measured again for each database, right before the menu API, so the ratio compares like with like.
      await load('bare fastify GET /hello', `${bare.baseUrl}/hello`, {}, bare.pid),
      await load('GET /api/products/v1/overalls (navruz)', overalls, navruz, pid),
      await load('GET /api/products/v1/overalls (bigmenu)', overalls, bigmenu, pid),
      await load('  same, navruz, gzip/br as browsers ask', overalls, { ...navruz, ...compressed }, pid),
      await load('  same, bigmenu, gzip/br as browsers ask', overalls, { ...bigmenu, ...compressed }, pid),
      await load('  same, navruz, revalidated (304)', overalls, { ...navruz, 'if-none-match': etag }, pid),
      // And again after it: the bare figure moves by a quarter between runs on a shared machine, so the ratio
      // is taken against the mean of the samples before and after the menu rows.
      await load('bare fastify GET /hello (again)', `${bare.baseUrl}/hello`, {}, bare.pid),
    ];
    const sameBytes: RunFigures['sameBytes'] = {};
    for (const [name, headers] of [
      ['navruz', navruz],
      ['bigmenu', bigmenu],
    ] as const) {
      const answer = await rawAnswer(overalls, { ...headers, ...compressed });
      await putBytes(`${bare.baseUrl}/bytes/${name}`, answer);
      sameBytes[name] = {
        row: await load(
          `bare fastify, the ${name} menu's bytes`,
          `${bare.baseUrl}/bytes/${name}`,
          {},
          bare.pid,
        ),
        bytes: answer.bytes.byteLength,
        encoding: answer.encoding ?? 'identity',
      };
    }
    if (reference) {
      rows.push(
        // The menu page as most visitors get it: kept, sent precompressed (decision 300).
        await load('menu page from cache (navruz, gzip/br)', `${base}/?vendor=navruz`, compressed, pid),
        await load('menu page from cache (bigmenu, gzip/br)', `${base}/?vendor=bigmenu`, compressed, pid),
        await load('menu page from cache (navruz, uncompressed)', `${base}/?vendor=navruz`, {}, pid),
        await load('reference React Router page', `${reference.baseUrl}/`, {}, reference.pid),
        await load('menu page rendered afresh (navruz)', `${base}/?vendor=navruz`, FRESH_RENDER, pid),
        await load('menu page rendered afresh (bigmenu)', `${base}/?vendor=bigmenu`, FRESH_RENDER, pid),
      );
    }
    return { database: database.label, rows, sameBytes, pages, consoleFirstScreen };
  } finally {
    await server.stop();
  }
}

/** An answer's bytes as they travel (not decoded, as fetch would) and their Content-Encoding. */
function rawAnswer(
  url: string,
  headers: Record<string, string>,
): Promise<{ bytes: Buffer; encoding?: string }> {
  return new Promise((resolve, reject) => {
    httpGet(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        if (res.statusCode !== 200) return reject(new Error(`${url}: HTTP ${res.statusCode}`));
        const encoding = res.headers['content-encoding'];
        resolve({ bytes: Buffer.concat(chunks), ...(encoding ? { encoding } : {}) });
      });
      res.on('error', reject);
    }).on('error', reject);
  });
}

async function putBytes(url: string, answer: { bytes: Buffer; encoding?: string }): Promise<void> {
  const response = await fetch(url, {
    method: 'PUT',
    headers: {
      'content-type': 'application/octet-stream',
      ...(answer.encoding ? { 'x-content-encoding': answer.encoding } : {}),
    },
    body: new Uint8Array(answer.bytes),
  });
  if (response.status !== 204) throw new Error(`${url}: HTTP ${response.status}`);
}

function printRun(run: RunFigures): void {
  const [bare, navruz, bigmenu, navruzZ, bigmenuZ, navruz304, bareAgain, ...pageRows] = run.rows;
  console.log(`\n${run.database}\n\n${formatTable(run.rows)}\n`);
  if (bare && navruz && bigmenu && navruzZ && bigmenuZ && navruz304 && bareAgain) {
    const bareMean = (bare.reqPerSec + bareAgain.reqPerSec) / 2;
    const bareCpu = mean([bare.cpuUsPerAnswer, bareAgain.cpuUsPerAnswer]);
    const ratio = (row: Row) =>
      `${percent(row.reqPerSec, bareMean)} of req/s, p99 ${row.p99Ms} ms${cpuOf(row.cpuUsPerAnswer, bareCpu)}`;
    console.log(
      `bare route: ${Math.round(bare.reqPerSec)} req/s before the menu rows, ${Math.round(bareAgain.reqPerSec)} after; ratios use the mean`,
    );
    console.log(
      `overall menu (navruz, gzip/br) / bare route:  ${ratio(navruzZ)} (target >= 70%, p99 < 10 ms)`,
    );
    console.log(`overall menu (navruz, 304) / bare route:      ${ratio(navruz304)}`);
    console.log(`overall menu (navruz, uncompressed) / bare:   ${ratio(navruz)}`);
    console.log(`overall menu (bigmenu, gzip/br) / bare route: ${ratio(bigmenuZ)}`);
    console.log(`overall menu (bigmenu, uncompressed) / bare:  ${ratio(bigmenu)}`);
    for (const [name, menuRow] of [
      ['navruz', navruzZ],
      ['bigmenu', bigmenuZ],
    ] as const) {
      const same = run.sameBytes[name];
      if (!same) continue;
      console.log(
        `  bare route sending the ${name} menu's ${kB(same.bytes)} (${same.encoding}) / bare route: ${ratio(same.row)}; the menu API / it: ${percent(menuRow.reqPerSec, same.row.reqPerSec)} of req/s${cpuOf(menuRow.cpuUsPerAnswer, same.row.cpuUsPerAnswer)}`,
      );
    }
    printPageRatios(pageRows, bareMean, bareCpu);
  }
  const { navruz: page, bigmenu: bigPage } = run.pages;
  if (page) {
    console.log(
      `menu page JS (navruz): ${kB(page.jsGzipBytes)} gzip, ${kB(page.jsBytes)} raw, ${page.scripts.length} files (target <= 120 kB gzip)`,
    );
    console.log(`menu page HTML (navruz): ${kB(page.htmlBytes)} raw, ${kB(page.htmlGzipBytes)} gzip`);
  }
  if (bigPage) {
    console.log(`menu page HTML (bigmenu): ${kB(bigPage.htmlBytes)} raw, ${kB(bigPage.htmlGzipBytes)} gzip`);
  }
  const first = run.consoleFirstScreen;
  if (!PAGES) return;
  console.log(
    first
      ? `console first screen JS (/console/sign-in in Chromium): ${kB(first.gzipBytes)} gzip, ${kB(first.bytes)} raw, ${first.files} files`
      : 'console first screen JS: not measured (no Chromium)',
  );
}

function printConsoleBuild(total: JsWeight, storefront: PageWeight | undefined): void {
  console.log(
    `\nconsole JS, whole build: ${kB(total.gzipBytes)} gzip, ${kB(total.bytes)} raw, ${total.files} files` +
      (storefront ? ` (storefront menu page: ${kB(storefront.jsGzipBytes)} gzip)` : ''),
  );
}

async function main(): Promise<void> {
  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  console.log(`Dasturxon bench — node ${process.version}, ${cpus().length} x ${cpu}`);
  console.log(
    `${DURATION} s per target after a 2 s warm-up, ${CONNECTIONS} connections, load from ${LOAD_GENERATOR}\n`,
  );
  // A private copy of the build, so a rebuild in this tree during the run cannot change what is measured.
  // Without the pages, an empty folder stands for both builds: the server serves the API without them.
  const noBuild = () => {
    const dir = mkdtempSync(join(tmpdir(), 'dasturxon-bench-nobuild-'));
    return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
  };
  const webBuild = PAGES ? await snapshotWebBuild(ROOT, log) : noBuild();
  const consoleBuild = PAGES ? await snapshotConsoleBuild(ROOT, log) : noBuild();
  const consoleClient = join(consoleBuild.dir, 'client');
  const consoleTotal = PAGES ? buildJsWeight(consoleClient) : null;

  const bare = await startServer({
    nodeArgs: ['--import', 'tsx', 'bench/bare-server.ts'],
    port: await findFreePort(3300),
    readyPath: '/hello',
    label: 'bare',
  });
  const reference = PAGES ? await startReferenceApp(log) : null;
  const runs: RunFigures[] = [];
  try {
    const targets: (() => Promise<DatabaseUnderTest>)[] = [preparePglite];
    if (PG_URL) targets.push(() => preparePostgres(PG_URL));
    for (const prepare of targets) {
      log('seeding a fresh database (demo merchants + bigmenu)');
      const database = await prepare();
      try {
        runs.push(await benchDatabase(database, bare, reference, webBuild.dir, consoleClient));
      } finally {
        await database.cleanup();
      }
    }
  } finally {
    await bare.stop();
    await reference?.stop();
    webBuild.remove();
    consoleBuild.remove();
  }
  const orderRuns: OrderBenchRun[] =
    process.env.BENCH_ORDERS === '0'
      ? []
      : await benchOrders({
          duration: DURATION,
          connections: CONNECTIONS,
          customers: Number(process.env.BENCH_CUSTOMERS || 200),
          postgresUrl: PG_URL || process.env.TEST_DATABASE_URL || undefined,
          log,
        });

  const boardRuns: BoardBenchRun[] =
    process.env.BENCH_BOARD === '0'
      ? []
      : await benchBoard({
          duration: DURATION,
          connections: CONNECTIONS,
          customers: Number(process.env.BENCH_CUSTOMERS || 200),
          postgresUrl: PG_URL || process.env.TEST_DATABASE_URL || undefined,
          log,
        });

  // One process, nginx + 2 instances, one worker per core (bench/scale.ts, decision 307).
  const scale =
    process.env.BENCH_SCALE === '0'
      ? null
      : await benchScale({
          duration: DURATION,
          connections: CONNECTIONS,
          customers: Number(process.env.BENCH_CUSTOMERS || 200),
          postgresUrl: PG_URL || process.env.TEST_DATABASE_URL || undefined,
          redisUrl: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
          log,
        });

  for (const run of runs) printRun(run);
  if (consoleTotal) printConsoleBuild(consoleTotal, runs[0]?.pages.navruz);
  printOrderRuns(orderRuns);
  printBoardRuns(boardRuns);
  if (scale) printScaleRuns(scale);
  // Time to interactive and tap feedback of the menu on slow 3G + 4x CPU (bench/tti.ts, decision 310).
  if (process.env.BENCH_TTI !== '0') printTti(await benchTtiFresh());
  if (!PG_URL) console.log('\n(set BENCH_DATABASE_URL=postgres://... to also measure on PostgreSQL)');
  const outDir = join(ROOT, 'bench', 'out');
  mkdirSync(outDir, { recursive: true });
  const outFile = join(outDir, `bench-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(
    outFile,
    `${JSON.stringify(
      {
        at: new Date().toISOString(),
        DURATION,
        CONNECTIONS,
        runs,
        consoleTotal,
        orderRuns,
        boardRuns,
        scale,
      },
      null,
      2,
    )}\n`,
  );
  console.log(`\nraw figures: ${outFile}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exitCode = 1;
});

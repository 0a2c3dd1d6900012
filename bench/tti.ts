/**
 * Time to interactive and tap-to-feedback of the menu on a slow phone (issue 10, decision 310): Debian's Chromium
 * at 390x844 with touch, the network throttled to slow 3G (400 kbit/s down, 400 kbit/s up, 400 ms round trip)
 * and the CPU slowed 4x through the DevTools protocol, a cold cache on every load.
 *
 * Per run, two loads of the demo merchant's menu (navruz):
 * - early: a tap on "+" as soon as the cards are painted (before the app is interactive). Figures: the
 *   feedback, and whether the dish reached the basket (the tap was not lost) and when.
 * - interactive: waits until the app is interactive (bench/lib/tti-probe.ts defines it), then taps "+", a dish
 *   card (the dish opens; closed again) and the basket tab: feedback of each, and when the outcome showed.
 *
 * `npx tsx bench/tti.ts` starts the production build on a fresh database (TTI_URL=http://… measures a running
 * server instead); TTI_RUNS (default 3) loads of each kind; medians printed; TTI_PORT the first port tried for
 * the server (default 3500: on a shared machine give each person their own). `npm run bench` calls it too.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Browser, type BrowserContext, type CDPSession, chromium, type Page } from '@playwright/test';
import { CHROMIUM_FLAGS, findChromium } from '../scripts/lib/chromium.mjs';
import { findFreePort } from '../scripts/lib/free-port.mjs';
import { ROOT } from '../scripts/lib/run.mjs';
import { startServer } from '../scripts/lib/server-process.mjs';
import { snapshotWebBuild } from '../scripts/lib/web-build.mjs';
import {
  FEEDBACK_BINDING,
  installProbe,
  type PageMarks,
  TARGETS,
  type TapFigure,
  type TargetName,
} from './lib/tti-probe.ts';

const KBIT = 1000 / 8;
export const SLOW_3G = {
  offline: false,
  latency: 400,
  downloadThroughput: 400 * KBIT,
  uploadThroughput: 400 * KBIT,
};
export const CPU_SLOWDOWN = 4;
const OUTCOME_WAIT_MS = 20_000;
/** How long a finger stays on the glass. */
const PRESS_MS = 90;

/** The last feedback each page's probe reported (window.__ttiFeedback). */
const reported = new WeakMap<Page, TapFigure>();

export interface TapRun extends TapFigure {
  /** From the end of the tap to its outcome (counter, dish, basket page); null when it never came. */
  outcomeMs: number | null;
}

export interface TtiRun {
  marks: PageMarks;
  early: TapRun;
  taps: Record<TargetName, TapRun>;
}

const log = (line: string) => console.log(`[tti] ${line}`);

async function openThrottled(
  browser: Browser,
): Promise<{ context: BrowserContext; page: Page; cdp: CDPSession }> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    locale: 'ru-RU',
  });
  // tsx (esbuild, keepNames) wraps named functions in __name(): the serialised probe needs it in the page too.
  await context.addInitScript({ content: 'globalThis.__name ??= (f) => f;' });
  // The probe reports a tap's feedback here the moment it sees it: a "+" tapped before hydration posts its form,
  // and the page that saw the pressed state is gone before the figure could be read from it.
  await context.exposeBinding(FEEDBACK_BINDING, ({ page }, figure: TapFigure) => {
    reported.set(page, figure);
  });
  await context.addInitScript(installProbe, { ...TARGETS });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  // TTI_THROTTLE=0: the same journey at full speed (to check the script itself).
  if (process.env.TTI_THROTTLE !== '0') {
    await cdp.send('Network.emulateNetworkConditions', SLOW_3G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  }
  return { context, page, cdp };
}

async function marksOf(page: Page): Promise<PageMarks> {
  return page.evaluate(() => ({ ...window.__tti.marks }));
}

/**
 * A finger on the target's centre for PRESS_MS; resolves with the feedback once seen (or after 3 s) and the
 * moment the finger left (outcomes are timed from there).
 */
async function tap(page: Page, cdp: CDPSession, selector: string): Promise<TapFigure & { endedAt: number }> {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector}: not on the page`);
  reported.delete(page);
  await page.evaluate((s) => window.__tti.armTap(s), selector);
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  await new Promise((r) => setTimeout(r, PRESS_MS));
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  const endedAt = Date.now();
  try {
    await page.waitForFunction(() => window.__tti.tap?.done, null, { timeout: 3000, polling: 50 });
    const figure = await page.evaluate(() => window.__tti.tap?.figure ?? { feedbackMs: null, kind: null });
    return { ...figure, endedAt };
  } catch {
    // The page went away (the form's native post) or nothing changed: what the probe reported, if anything.
    return { ...(reported.get(page) ?? { feedbackMs: null, kind: null }), endedAt };
  }
}

/** Milliseconds from `start` until `check` holds (polled), or null after OUTCOME_WAIT_MS. */
async function until(start: number, check: () => Promise<boolean>): Promise<number | null> {
  while (Date.now() - start < OUTCOME_WAIT_MS) {
    if (await check().catch(() => false)) return Date.now() - start;
    await new Promise((r) => setTimeout(r, 50));
  }
  return null;
}

async function basketCount(context: BrowserContext): Promise<number> {
  const cookie = (await context.cookies()).find((c) => c.name.startsWith('basket'));
  return cookie?.value ? decodeURIComponent(cookie.value).split(/[;,|]/).filter(Boolean).length : 0;
}

async function earlyRun(browser: Browser, menuUrl: string): Promise<TapRun> {
  const { context, page, cdp } = await openThrottled(browser);
  try {
    await page.goto(menuUrl, { waitUntil: 'commit' });
    await page.locator(TARGETS.add).first().waitFor({ state: 'visible', timeout: OUTCOME_WAIT_MS });
    const { endedAt, ...figure } = await tap(page, cdp, TARGETS.add);
    const outcomeMs = await until(endedAt, async () => (await basketCount(context)) > 0);
    return { ...figure, outcomeMs };
  } finally {
    await context.close();
  }
}

async function interactiveRun(browser: Browser, menuUrl: string): Promise<Omit<TtiRun, 'early'>> {
  const { context, page, cdp } = await openThrottled(browser);
  try {
    await page.goto(menuUrl, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__tti?.marks.interactive !== null, null, {
      timeout: 90_000,
      polling: 100,
    });
    // The app's own mark, when it sets one, lands a frame or so later.
    await page.waitForTimeout(1500);
    const marks = await marksOf(page);
    const { endedAt: addEnd, ...add } = await tap(page, cdp, TARGETS.add);
    const addOutcome = await until(addEnd, async () => (await basketCount(context)) > 0);
    const { endedAt: dishEnd, ...dish } = await tap(page, cdp, TARGETS.dish);
    const dishOutcome = await until(dishEnd, () => page.locator('dialog[open] h1').first().isVisible());
    // Back to the menu (the dish was pushed over it); a dish that never opened leaves nothing to close.
    if (new URL(page.url()).pathname.startsWith('/product/')) await page.goBack();
    if (new URL(page.url()).pathname !== '/') await page.goto(menuUrl, { waitUntil: 'commit' });
    await page.locator('dialog[open]').waitFor({ state: 'detached', timeout: OUTCOME_WAIT_MS });
    await page.locator(TARGETS.basket).first().waitFor({ state: 'visible', timeout: OUTCOME_WAIT_MS });
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), null, {
      timeout: 90_000,
    });
    const { endedAt: basketEnd, ...basket } = await tap(page, cdp, TARGETS.basket);
    const basketOutcome = await until(
      basketEnd,
      async () =>
        new URL(page.url()).pathname === '/basket' && (await page.locator('main h1').first().isVisible()),
    );
    if (process.env.TTI_DEBUG) log(`after the basket tap: ${page.url()} ${basketOutcome}`);
    return {
      marks,
      taps: {
        add: { ...add, outcomeMs: addOutcome },
        dish: { ...dish, outcomeMs: dishOutcome },
        basket: { ...basket, outcomeMs: basketOutcome },
      },
    };
  } finally {
    await context.close();
  }
}

function median(values: (number | null)[]): number | null {
  const xs = values.filter((v): v is number => v !== null).sort((a, b) => a - b);
  if (xs.length === 0) return null;
  const mid = Math.floor(xs.length / 2);
  return xs.length % 2 ? xs[mid]! : (xs[mid - 1]! + xs[mid]!) / 2;
}

const ms = (v: number | null) => (v === null ? 'never' : `${Math.round(v)} ms`);

export function printTti(runs: TtiRun[]): void {
  const m = (pick: (r: TtiRun) => number | null) => ms(median(runs.map(pick)));
  const all = (pick: (r: TtiRun) => number | null) => runs.map((r) => ms(pick(r))).join(', ');
  console.log(
    `\nmenu on slow 3G (400 kbit/s, 400 ms RTT) + ${CPU_SLOWDOWN}x CPU, 390x844, cold cache — ${runs.length} runs, medians`,
  );
  console.log(`  first contentful paint:      ${m((r) => r.marks.fcp)}   (${all((r) => r.marks.fcp)})`);
  console.log(
    `  interactive (handlers live): ${m((r) => r.marks.interactive)}   (${all((r) => r.marks.interactive)}) target < 5000 ms`,
  );
  console.log(`  app mark html[data-hydrated]: ${m((r) => r.marks.appMark)}`);
  console.log(
    `  network: HTML received ${m((r) => r.marks.htmlEnd)} (${all((r) => r.marks.htmlEnd)}), last first-load script ${m((r) => r.marks.scriptsEnd)} (${all((r) => r.marks.scriptsEnd)})`,
  );
  console.log(`  long tasks before interactive: ${m((r) => r.marks.longTaskMs)}`);
  const lost = runs.filter((r) => r.early.outcomeMs === null).length;
  console.log(
    `  early "+" (tap at first paint): feedback ${m((r) => r.early.feedbackMs)} (${all((r) => r.early.feedbackMs)}; ${runs.map((r) => r.early.kind ?? '-').join(',')}), dish in the basket after ${m((r) => r.early.outcomeMs)}; lost ${lost} of ${runs.length}`,
  );
  for (const name of ['add', 'dish', 'basket'] as const) {
    console.log(
      `  tap ${name.padEnd(6)} once interactive: feedback ${m((r) => r.taps[name].feedbackMs)} (${all((r) => r.taps[name].feedbackMs)}; ${runs.map((r) => r.taps[name].kind ?? '-').join(',')}), outcome after ${m((r) => r.taps[name].outcomeMs)}`,
    );
  }
  console.log('  (feedback target < 100 ms)');
}

/** Measures `runs` loads of each kind against a running server; the menu is `${base}/?vendor=navruz`. */
export async function benchTti(base: string, runs = Number(process.env.TTI_RUNS || 3)): Promise<TtiRun[]> {
  const executablePath = findChromium();
  if (!executablePath) {
    log('no Chromium: skipped');
    return [];
  }
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_FLAGS });
  const menuUrl = `${base.replace('127.0.0.1', 'localhost')}/?vendor=navruz`;
  const results: TtiRun[] = [];
  try {
    // A first load outside the figures warms the server's caches (menu, SSR), not the browser's.
    await (await browser.newPage()).goto(menuUrl);
    for (let i = 0; i < runs; i++) {
      const early = await earlyRun(browser, menuUrl);
      const rest = await interactiveRun(browser, menuUrl);
      results.push({ ...rest, early });
      log(
        `run ${i + 1}/${runs}: interactive ${ms(rest.marks.interactive)}, early tap kept: ${early.outcomeMs !== null}`,
      );
    }
  } finally {
    await browser.close();
  }
  return results;
}

/** The production build on a fresh, seeded database, measured and stopped. */
export async function benchTtiFresh(): Promise<TtiRun[]> {
  const build = await snapshotWebBuild(ROOT, log);
  const dataDir = mkdtempSync(join(tmpdir(), 'dasturxon-tti-'));
  const server = await startServer({
    nodeArgs: ['--import', 'tsx', 'apps/server/src/main.ts'],
    port: await findFreePort(Number(process.env.TTI_PORT) || 3500),
    env: {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      DATABASE_URL: undefined,
      WEB_BUILD_DIR: build.dir,
    },
    readyPath: '/api/docs/json',
    label: 'tti server',
  });
  try {
    return await benchTti(server.baseUrl);
  } finally {
    await server.stop();
    build.remove();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const url = process.env.TTI_URL;
  (url ? benchTti(url) : benchTtiFresh()).then(printTti, (error: unknown) => {
    console.error(error instanceof Error ? error.stack : error);
    process.exitCode = 1;
  });
}

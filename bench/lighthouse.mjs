#!/usr/bin/env node
/**
 * `npm run lighthouse`: mobile Lighthouse scores (performance, accessibility, best practices, SEO) and
 * LCP / CLS / TBT for the menu of two demo merchants and a product page, in Debian's Chromium.
 *
 * Audits a production server it starts on a fresh seeded database (scripts/serve-fresh.mjs), or an already
 * running one named by LIGHTHOUSE_BASE_URL (e.g. http://localhost:3000). LIGHTHOUSE_RUNS (default 3) runs per
 * page; the run with the median performance score is reported, since single runs on a shared machine wobble.
 * It prints figures and asserts nothing (decision 042).
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_INSTALL_HINT, findChromium } from '../scripts/lib/chromium.mjs';
import { findFreePort } from '../scripts/lib/free-port.mjs';
import { startServer } from '../scripts/lib/server-process.mjs';

const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS || 3));
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

async function json(url, headers = {}) {
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status} ${await response.text()}`);
  return response.json();
}

/** Id of a product of merchant `sub` that is on the menu, for the product-page audit. */
async function firstProductId(baseUrl, sub) {
  const merchant = await json(`${baseUrl}/api/users/v1/merchants/sub/${sub}`);
  const overall = await json(`${baseUrl}/api/products/v1/overalls?type=WEB`, { merchant: merchant.id });
  const product = overall.products?.find((p) => p.isAvailable !== false) ?? overall.products?.[0];
  if (!product) throw new Error(`merchant ${sub} has no product on its menu`);
  return product.id;
}

function summarize(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: audit('largest-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
    tbtMs: audit('total-blocking-time'),
    failing: Object.values(lhr.categories)
      .filter((c) => c.id !== 'performance')
      .flatMap((c) => c.auditRefs.filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1))
      .map((ref) => ref.id),
  };
}

async function audit(url, port) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    // Default config: mobile form factor, Moto G-class screen, simulated slow 4G and 4x CPU slowdown.
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    if (!result) throw new Error(`lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
    runs.push(summarize(result.lhr));
  }
  runs.sort((a, b) => a.performance - b.performance);
  return runs[Math.floor(runs.length / 2)];
}

function printTable(rows) {
  const header = ['page', 'perf', 'a11y', 'best', 'seo', 'LCP ms', 'CLS', 'TBT ms'];
  const body = rows.map(({ label, s }) => [
    label,
    String(s.performance),
    String(s.accessibility),
    String(s.bestPractices),
    String(s.seo),
    String(Math.round(s.lcpMs)),
    s.cls.toFixed(3),
    String(Math.round(s.tbtMs)),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((r) => r[i].length)));
  const line = (r) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log([line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n'));
  for (const { label, s } of rows) {
    if (s.failing.length > 0) console.log(`${label}: failing audits: ${s.failing.join(', ')}`);
  }
}

const chromePath = findChromium();
if (!chromePath) {
  console.error(
    `Chromium not found (CHROMIUM_PATH or /usr/bin/chromium). Install it: ${CHROMIUM_INSTALL_HINT}`,
  );
  process.exit(1);
}
process.env.CHROME_PATH = chromePath;

let server = null;
let chrome = null;
try {
  let baseUrl = process.env.LIGHTHOUSE_BASE_URL?.replace(/\/$/, '');
  if (!baseUrl) {
    const port = await findFreePort(3200);
    console.log(`starting a production server on port ${port} (fresh seeded database)...`);
    server = await startServer({
      nodeArgs: ['scripts/serve-fresh.mjs'],
      port,
      readyPath: '/api/docs/json',
      label: 'server',
    });
    // localhost, not 127.0.0.1: what a developer opens, and a host where ?vendor= applies (spec §1).
    baseUrl = `http://localhost:${port}`;
  }
  const productId = await firstProductId(baseUrl, 'navruz');
  const pages = [
    { label: '/?vendor=navruz', path: '/?vendor=navruz' },
    { label: `/product/${productId} (navruz)`, path: `/product/${productId}?vendor=navruz` },
    { label: '/?vendor=bodomzor', path: '/?vendor=bodomzor' },
  ];
  chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROMIUM_FLAGS });
  console.log(`Lighthouse ${RUNS} run(s) per page, mobile, against ${baseUrl}\n`);
  const rows = [];
  for (const page of pages)
    rows.push({ label: page.label, s: await audit(`${baseUrl}${page.path}`, chrome.port) });
  printTable(rows);
  console.log('\ntargets on /: performance >= 95, accessibility >= 95');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await chrome?.kill();
  await server?.stop();
}

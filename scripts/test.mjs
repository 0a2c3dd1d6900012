#!/usr/bin/env node
/**
 * `npm test`: lint, type-check, unit + API tests (Vitest), then browser journeys (Playwright in Chromium),
 * in that order, stopping at the first failing section. The last line is always
 * "N passed, N failed[, N skipped]" counting test cases of Vitest and Playwright; CI reads it.
 *
 * `npm test -- unit e2e` runs only the named sections (lint, typecheck, unit, e2e).
 * TEST_DATABASE_URL, when set, is passed through so the API tests also run on PostgreSQL.
 * Chromium missing: with CI set the run fails; without CI only the browser tests are skipped.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_INSTALL_HINT, DEFAULT_CHROMIUM_PATH, findChromium } from './lib/chromium.mjs';
import { findFreePort } from './lib/free-port.mjs';
import { countPlaywright, countVitest } from './lib/reports.mjs';
import { bin, ROOT, run } from './lib/run.mjs';
import { ensureWebBuild } from './lib/web-build.mjs';

const SECTIONS = ['lint', 'typecheck', 'unit', 'e2e'];
const requested = process.argv.slice(2);
const unknown = requested.filter((name) => !SECTIONS.includes(name));
if (unknown.length > 0) {
  console.error(`unknown section(s): ${unknown.join(', ')}; choose from ${SECTIONS.join(', ')}`);
  process.exit(2);
}
const selected = requested.length > 0 ? SECTIONS.filter((s) => requested.includes(s)) : SECTIONS;

const reportDir = mkdtempSync(join(tmpdir(), 'dasturxon-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const notes = [];

function header(title) {
  console.log(`\n${'='.repeat(72)}\n== ${title}\n${'='.repeat(72)}`);
}

/** Hides the password of a connection string before printing it. */
function redact(url) {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparseable URL)';
  }
}

function add(counts, section) {
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  totals.skipped += counts.skipped;
  if (counts.note) notes.push(`${section}: ${counts.note}`);
}

/** A section that is a check, not a set of test cases: its failure counts as one failed case. */
async function runCheck(section, cmd, args) {
  const code = await run(cmd, args);
  if (code !== 0) add({ passed: 0, failed: 1, skipped: 0, note: `failed (exit code ${code})` }, section);
  return code === 0;
}

async function lint() {
  header('lint: biome check ., README env table, decisions index');
  if (!(await runCheck('lint', bin('biome'), ['check', '.']))) return false;
  if (!(await runCheck('lint', process.execPath, ['scripts/check-env-docs.mjs']))) return false;
  return runCheck('lint', process.execPath, ['scripts/decisions-index.mjs', '--check']);
}

async function typecheck() {
  header('type-check: npm run typecheck');
  return runCheck('typecheck', 'npm', ['run', 'typecheck']);
}

async function unit() {
  const pg = process.env.TEST_DATABASE_URL;
  header(`unit + API tests: vitest run (${pg ? `PGlite and PostgreSQL at ${redact(pg)}` : 'PGlite only'})`);
  if (!pg) console.log('(set TEST_DATABASE_URL=postgres://... to also run the API tests on PostgreSQL)');
  const reportPath = join(reportDir, 'vitest.json');
  const code = await run(bin('vitest'), [
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${reportPath}`,
  ]);
  const counts = countVitest(reportPath, code);
  add(counts, 'unit');
  return code === 0 && counts.failed === 0;
}

async function e2e() {
  header('e2e: Playwright in Chromium');
  const chromium = findChromium();
  if (!chromium) {
    const where = process.env.CHROMIUM_PATH || DEFAULT_CHROMIUM_PATH;
    if (process.env.CI) {
      console.error(`Chromium not found at ${where}; CI is set, so the browser tests cannot be skipped.`);
      console.error(`Install it with: ${CHROMIUM_INSTALL_HINT} (or set CHROMIUM_PATH)`);
      add({ passed: 0, failed: 1, skipped: 0, note: `Chromium missing at ${where}` }, 'e2e');
      return false;
    }
    console.log(`Chromium not found at ${where}: skipping the browser tests.`);
    console.log(`Install it with: ${CHROMIUM_INSTALL_HINT} (or set CHROMIUM_PATH to your Chromium)`);
    notes.push(`e2e: skipped, Chromium missing (${CHROMIUM_INSTALL_HINT})`);
    return true;
  }
  try {
    await ensureWebBuild(ROOT, (line) => console.log(`[build] ${line}`));
  } catch (error) {
    add({ passed: 0, failed: 1, skipped: 0, note: error.message }, 'e2e');
    return false;
  }
  const port = await findFreePort(Number(process.env.E2E_PORT || 3100));
  const reportPath = join(reportDir, 'playwright.json');
  console.log(`Chromium: ${chromium}; server under test on port ${port}`);
  const code = await run(bin('playwright'), ['test'], {
    env: { ...process.env, E2E_PORT: String(port), E2E_JSON_REPORT: reportPath },
  });
  const counts = countPlaywright(reportPath, code);
  add(counts, 'e2e');
  return code === 0 && counts.failed === 0;
}

const steps = { lint, typecheck, unit, e2e };
let ok = true;
for (const section of selected) {
  ok = await steps[section]();
  if (!ok) {
    console.error(`\n${section} failed; later sections were not run.`);
    break;
  }
}
rmSync(reportDir, { recursive: true, force: true });

header(ok ? 'done' : 'FAILED');
for (const note of notes) console.log(`note: ${note}`);
const skipped = totals.skipped > 0 ? `, ${totals.skipped} skipped` : '';
console.log(`${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(ok ? 0 : 1);

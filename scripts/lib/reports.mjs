/**
 * Reads the JSON reports of Vitest and Playwright into test-case counts for the final summary line.
 * A runner that failed without a usable report counts as one failed case, so a crash is never "0 failed".
 */
import { existsSync, readFileSync } from 'node:fs';

function readJson(path) {
  if (!existsSync(path)) return null;
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

/** Vitest's json reporter (Jest-compatible fields). */
export function countVitest(reportPath, exitCode) {
  const report = readJson(reportPath);
  if (!report) return { passed: 0, failed: 1, skipped: 0, note: 'vitest wrote no report' };
  const counts = {
    passed: report.numPassedTests ?? 0,
    failed: report.numFailedTests ?? 0,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
  // Errors outside any test (a broken import, an unhandled rejection) fail the run with no failed test.
  if (exitCode !== 0 && counts.failed === 0) {
    return { ...counts, failed: 1, note: `vitest exited with code ${exitCode} outside any test case` };
  }
  return counts;
}

/** Playwright's json reporter: stats.expected / unexpected / flaky / skipped. */
export function countPlaywright(reportPath, exitCode) {
  const report = readJson(reportPath);
  const stats = report?.stats;
  if (!stats) return { passed: 0, failed: 1, skipped: 0, note: 'playwright wrote no report' };
  const counts = {
    passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
    failed: stats.unexpected ?? 0,
    skipped: stats.skipped ?? 0,
  };
  if (exitCode !== 0 && counts.failed === 0) {
    const first = report.errors?.[0]?.message?.split('\n')[0];
    return { ...counts, failed: 1, note: first ?? `playwright exited with code ${exitCode}` };
  }
  return counts;
}

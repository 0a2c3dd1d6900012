#!/usr/bin/env node
/**
 * The real production server on PORT (default 3100) with a fresh PGlite directory, seeded on start and
 * deleted when we stop. Used by Playwright (`webServer` in playwright.config.ts) and `npm run lighthouse`:
 * a fresh database per run keeps them independent of whatever a developer did in ./data.
 *
 * Builds the web app and the console only when stale (a no-op when scripts/test.mjs has just built them), then
 * serves private copies of them.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, run } from './lib/run.mjs';
import { snapshotConsoleBuild, snapshotWebBuild } from './lib/web-build.mjs';

const log = (line) => console.log(`[serve-fresh] ${line}`);
const port = process.env.PORT || '3100';

// A private copy of the build: a rebuild of apps/web/build by someone else mid-run cannot break this server.
const webBuild = await snapshotWebBuild(ROOT, log);
const consoleBuild = await snapshotConsoleBuild(ROOT, log);
const dataDir = mkdtempSync(join(tmpdir(), 'dasturxon-fresh-'));
// Covers the normal exit path; on signals `run` forwards them, the server exits and we land here too.
process.on('exit', () => {
  rmSync(dataDir, { recursive: true, force: true });
  webBuild.remove();
  consoleBuild.remove();
});

const env = {
  ...process.env,
  NODE_ENV: 'production',
  PORT: port,
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  WEB_BUILD_DIR: webBuild.dir,
  CONSOLE_BUILD_DIR: join(consoleBuild.dir, 'client'),
  // Demo merchants only: SMS codes go to the log and e2e reads them from /api/testing/v1/last-code.
  SMS_MODE: 'log',
};
// Always the fresh embedded database, whatever the developer's shell points at.
delete env.DATABASE_URL;
env.LOG_LEVEL = process.env.SERVE_LOG_LEVEL || 'warn';

log(`serving on http://localhost:${port} with data in ${dataDir}`);
const code = await run(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], { cwd: ROOT, env });
process.exit(code);

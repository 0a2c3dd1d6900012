#!/usr/bin/env node
/**
 * `npm start`: build the storefront and the console if their sources changed, then run the server (storefront + API) on
 * http://localhost:${PORT:-3000}. With no DATABASE_URL the server uses PGlite in ./data and seeds the demo
 * merchants on first start (apps/server/src/main.ts).
 *
 * The server is started as `node --import tsx ...` directly (not through npx or npm), and signals are
 * forwarded to it, so stopping this process stops the server instead of orphaning it (STACK-NOTES).
 */
import { ROOT, run } from './lib/run.mjs';
import { ensureWebBuild } from './lib/web-build.mjs';

const log = (line) => console.log(`[start] ${line}`);

try {
  await ensureWebBuild(ROOT, log);
} catch (error) {
  console.error(`[start] ${error.message}`);
  process.exit(1);
}

log(`starting the server on http://localhost:${process.env.PORT || 3000}`);
// `npm start` serves the product: production mode (React's production server build, no per-response contract
// validation) unless NODE_ENV says otherwise. `npm run dev` is the development loop.
const env = { ...process.env, NODE_ENV: process.env.NODE_ENV || 'production' };
// `npm run start:scale`: one server per core over PostgreSQL and Redis (apps/server/src/cluster.ts, decision 291).
const entry = process.argv.includes('--scale') ? 'apps/server/src/cluster.ts' : 'apps/server/src/main.ts';
const code = await run(process.execPath, ['--import', 'tsx', entry], { cwd: ROOT, env });
process.exit(code);

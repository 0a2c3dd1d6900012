/**
 * Builds the storefront only when its output is missing or older than its sources, so `npm start`,
 * `npm test` and the e2e server share one cheap check instead of rebuilding every time.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { run } from './run.mjs';

/** A file the build always writes last-ish; its mtime stands for the whole build. */
const BUILD_MARKER = 'apps/web/build/server/index.js';

/** Config files of the web build, relative to the repo root. */
const WEB_CONFIG_FILES = [
  'apps/web/package.json',
  'apps/web/vite.config.ts',
  'apps/web/react-router.config.ts',
  'tsconfig.base.json',
  'package-lock.json',
];

function sourceDirs(root) {
  const packages = join(root, 'packages');
  const pkgSrc = existsSync(packages) ? readdirSync(packages).map((name) => join(packages, name, 'src')) : [];
  return [join(root, 'apps/web/app'), join(root, 'apps/web/public'), ...pkgSrc];
}

/** Newest file under `dir` (tests excluded: they never reach the bundle). */
function newestIn(dir, best = { path: null, mtimeMs: 0 }) {
  if (!existsSync(dir)) return best;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name === 'node_modules' || entry.name === '.react-router') continue;
      newestIn(path, best);
    } else if (entry.isFile() && !/\.test\.[cm]?[jt]sx?$/.test(entry.name)) {
      const { mtimeMs } = statSync(path);
      if (mtimeMs > best.mtimeMs) Object.assign(best, { path, mtimeMs });
    }
  }
  return best;
}

/** Why the web build must be (re)made, or null when it is up to date. */
export function webBuildStaleReason(root) {
  const marker = join(root, BUILD_MARKER);
  if (!existsSync(marker)) return 'apps/web/build is missing';
  const builtAt = statSync(marker).mtimeMs;
  const newest = { path: null, mtimeMs: 0 };
  for (const dir of sourceDirs(root)) newestIn(dir, newest);
  for (const file of WEB_CONFIG_FILES) {
    const path = join(root, file);
    if (existsSync(path)) {
      const { mtimeMs } = statSync(path);
      if (mtimeMs > newest.mtimeMs) Object.assign(newest, { path, mtimeMs });
    }
  }
  return newest.mtimeMs > builtAt ? `${relative(root, newest.path)} changed after the last build` : null;
}

/** Runs `npm run build -w @dasturxon/web` when needed; throws when the build fails. */
export async function ensureWebBuild(root, log = console.log) {
  const reason = webBuildStaleReason(root);
  if (!reason) {
    log('web build is up to date');
    return false;
  }
  log(`building the web app (${reason})`);
  const code = await run('npm', ['run', 'build', '-w', '@dasturxon/web'], { cwd: root });
  if (code !== 0) throw new Error(`web build failed (exit code ${code})`);
  return true;
}

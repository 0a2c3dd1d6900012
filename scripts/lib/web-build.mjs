/**
 * Builds the storefront only when its output is missing or older than its sources, so `npm start`,
 * `npm test` and the e2e server share one cheap check instead of rebuilding every time.
 */
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
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

/**
 * A private copy of the fresh web build for one server run, returned as its directory (for WEB_BUILD_DIR).
 * Several people and tools build apps/web/build in this tree; `react-router build` empties it first, so a
 * server reading it directly can meet a half-written build (503s or missing hashed assets mid-run).
 * The copy lives in apps/web/node_modules/.cache so the build's bare imports resolve exactly as from
 * apps/web/build (apps/web/node_modules holds the web's own zod 4; the root has zod 3 for other tools).
 * Call `remove()` when the server has stopped.
 */
export async function snapshotWebBuild(root, log = console.log) {
  const source = join(root, 'apps/web/build');
  const marker = join(root, BUILD_MARKER);
  const cacheDir = join(root, 'apps/web/node_modules/.cache/dasturxon');
  mkdirSync(cacheDir, { recursive: true });
  const markerTime = () => (existsSync(marker) ? statSync(marker).mtimeMs : -1);
  for (let attempt = 1; attempt <= 3; attempt++) {
    await ensureWebBuild(root, log);
    const before = markerTime();
    const dir = join(cacheDir, `web-build-${process.pid}-${Date.now()}`);
    const remove = () => rmSync(dir, { recursive: true, force: true });
    try {
      cpSync(source, dir, { recursive: true });
    } catch (error) {
      log(`copying the web build failed (${error.code ?? error.message}); retrying`);
      remove();
      continue;
    }
    // The same build before and after the copy, and complete: nobody rebuilt under our feet.
    const complete = existsSync(join(dir, 'server/index.js')) && existsSync(join(dir, 'client'));
    if (complete && before !== -1 && markerTime() === before) return { dir, remove };
    log('the web build changed while it was copied; retrying');
    remove();
  }
  throw new Error('could not take a consistent copy of apps/web/build (is another build running?)');
}

/**
 * Builds the storefront (apps/web) and the operations console (apps/console) only when an output is missing or
 * older than its sources, so `npm start`, `npm test` and the e2e server share one cheap check instead of
 * rebuilding every time. The two apps are separate builds: the console never adds a byte to the storefront.
 */
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { run } from './run.mjs';

/**
 * Each app: its workspace, a file its build always writes last-ish (its mtime stands for the whole build), its
 * source directories and config files (relative to the repo root; packages/<name>/src are sources of both).
 */
const APPS = {
  web: {
    label: 'web app',
    workspace: '@dasturxon/web',
    buildDir: 'apps/web/build',
    marker: 'apps/web/build/server/index.js',
    dirs: ['apps/web/app', 'apps/web/public'],
    config: ['apps/web/package.json', 'apps/web/vite.config.ts', 'apps/web/react-router.config.ts'],
    /** What a complete copy of the build holds. */
    complete: ['server/index.js', 'client'],
  },
  console: {
    label: 'console',
    workspace: '@dasturxon/console',
    buildDir: 'apps/console/build',
    // SPA mode writes index.html after the client assets.
    marker: 'apps/console/build/client/index.html',
    dirs: ['apps/console/app', 'apps/console/public'],
    config: [
      'apps/console/package.json',
      'apps/console/vite.config.ts',
      'apps/console/react-router.config.ts',
    ],
    complete: ['client/index.html', 'client/assets'],
  },
};

const SHARED_CONFIG_FILES = ['tsconfig.base.json', 'package-lock.json'];

function packageSourceDirs(root) {
  const packages = join(root, 'packages');
  return existsSync(packages) ? readdirSync(packages).map((name) => join(packages, name, 'src')) : [];
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

function staleReason(root, app) {
  const marker = join(root, app.marker);
  if (!existsSync(marker)) return `${app.buildDir} is missing`;
  const builtAt = statSync(marker).mtimeMs;
  const newest = { path: null, mtimeMs: 0 };
  for (const dir of [...app.dirs.map((d) => join(root, d)), ...packageSourceDirs(root)])
    newestIn(dir, newest);
  for (const file of [...app.config, ...SHARED_CONFIG_FILES]) {
    const path = join(root, file);
    if (existsSync(path)) {
      const { mtimeMs } = statSync(path);
      if (mtimeMs > newest.mtimeMs) Object.assign(newest, { path, mtimeMs });
    }
  }
  return newest.mtimeMs > builtAt ? `${relative(root, newest.path)} changed after the last build` : null;
}

/** Why the storefront build must be (re)made, or null when it is up to date. */
export function webBuildStaleReason(root) {
  return staleReason(root, APPS.web);
}

/** Why the console build must be (re)made, or null when it is up to date. */
export function consoleBuildStaleReason(root) {
  return staleReason(root, APPS.console);
}

async function ensureBuild(root, app, log) {
  const reason = staleReason(root, app);
  if (!reason) {
    log(`${app.label} build is up to date`);
    return false;
  }
  log(`building the ${app.label} (${reason})`);
  const code = await run('npm', ['run', 'build', '-w', app.workspace], { cwd: root });
  if (code !== 0) throw new Error(`${app.label} build failed (exit code ${code})`);
  return true;
}

/**
 * Builds what is stale of the storefront and the console (`npm run build -w ...`), one after the other (two
 * cores); true when anything was built. Throws when a build fails.
 */
export async function ensureWebBuild(root, log = console.log) {
  const web = await ensureBuild(root, APPS.web, log);
  const consoleBuilt = await ensureBuild(root, APPS.console, log);
  return web || consoleBuilt;
}

/**
 * A private copy of one app's fresh build for one server run. Several people and tools build in this tree;
 * `react-router build` empties the build directory first, so a server reading it directly can meet a
 * half-written build (503s or missing hashed assets mid-run).
 */
async function snapshotBuild(root, app, cacheDir, log) {
  const source = join(root, app.buildDir);
  const marker = join(root, app.marker);
  mkdirSync(cacheDir, { recursive: true });
  const markerTime = () => (existsSync(marker) ? statSync(marker).mtimeMs : -1);
  for (let attempt = 1; attempt <= 3; attempt++) {
    await ensureWebBuild(root, log);
    const before = markerTime();
    const dir = join(cacheDir, `${app === APPS.web ? 'web' : 'console'}-build-${process.pid}-${Date.now()}`);
    const remove = () => rmSync(dir, { recursive: true, force: true });
    try {
      cpSync(source, dir, { recursive: true });
    } catch (error) {
      log(`copying the ${app.label} build failed (${error.code ?? error.message}); retrying`);
      remove();
      continue;
    }
    // The same build before and after the copy, and complete: nobody rebuilt under our feet.
    const complete = app.complete.every((part) => existsSync(join(dir, part)));
    if (complete && before !== -1 && markerTime() === before) return { dir, remove };
    log(`the ${app.label} build changed while it was copied; retrying`);
    remove();
  }
  throw new Error(`could not take a consistent copy of ${app.buildDir} (is another build running?)`);
}

/**
 * A private copy of the fresh web build, returned as its directory (for WEB_BUILD_DIR). The copy lives in
 * apps/web/node_modules/.cache so the build's bare imports resolve exactly as from apps/web/build
 * (apps/web/node_modules holds the web's own zod 4; the root has zod 3 for other tools).
 * Call `remove()` when the server has stopped.
 */
export function snapshotWebBuild(root, log = console.log) {
  return snapshotBuild(root, APPS.web, join(root, 'apps/web/node_modules/.cache/dasturxon'), log);
}

/**
 * A private copy of the fresh console build; its static files are in `<dir>/client` (for CONSOLE_BUILD_DIR).
 * Static files import nothing, so the copy may live anywhere; it sits beside the web's.
 */
export function snapshotConsoleBuild(root, log = console.log) {
  return snapshotBuild(root, APPS.console, join(root, 'apps/web/node_modules/.cache/dasturxon'), log);
}

/** Child processes for the tooling scripts: inherited output, signals forwarded, exit code returned. */
import { spawn } from 'node:child_process';
import { accessSync, constants, realpathSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

const FORWARDED_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/**
 * Spawns `cmd args` and resolves with its exit code. While it runs, SIGINT/SIGTERM/SIGHUP sent to this
 * process are passed on, so Ctrl-C or a supervisor's stop reaches the real program and not just us.
 * A child killed by a signal resolves with 128 + signal number, like a shell.
 *
 * The child gets its own process group (`detached`), so it receives each signal exactly once, from us:
 * a terminal's Ctrl-C (or Playwright stopping its webServer group) would otherwise reach it twice, and the
 * server treats a second signal as "exit now", skipping the clean close of its database.
 */
export function run(cmd, args, options = {}) {
  return new Promise((resolve, reject) => {
    const env = sameNodeEnv(options.env ?? process.env);
    const child = spawn(cmd, args, { stdio: 'inherit', cwd: ROOT, detached: true, ...options, env });
    // Should this process die on an uncaught error, do not leave the child running in its own group.
    const killOnExit = () => {
      if (child.exitCode === null) child.kill('SIGTERM');
    };
    process.on('exit', killOnExit);
    const forward = (signal) => {
      if (child.exitCode === null) child.kill(signal);
    };
    for (const signal of FORWARDED_SIGNALS) process.on(signal, forward);
    const cleanup = () => {
      for (const signal of FORWARDED_SIGNALS) process.off(signal, forward);
      process.off('exit', killOnExit);
    };
    child.on('error', (error) => {
      cleanup();
      reject(error);
    });
    child.on('exit', (code, signal) => {
      cleanup();
      resolve(code ?? 128 + (signal ? signalNumber(signal) : 1));
    });
  });
}

function signalNumber(signal) {
  return { SIGHUP: 1, SIGINT: 2, SIGKILL: 9, SIGTERM: 15 }[signal] ?? 1;
}

/**
 * `env` where `node` on PATH is the Node running us: npm, npx and every `#!/usr/bin/env node` CLI we start
 * (vitest, playwright, react-router, tsc, the e2e server) then run on this same Node, even when an older one
 * comes first on the caller's PATH (decision 295). Unchanged when PATH already finds this Node.
 */
export function sameNodeEnv(env) {
  const entries = (env.PATH ?? '').split(delimiter).filter((entry) => entry !== '');
  const self = realpathSync(process.execPath);
  const found = entries.map((dir) => join(dir, 'node')).find(isExecutable);
  if (found && realpathSync(found) === self) return env;
  return { ...env, PATH: [dirname(process.execPath), ...entries].join(delimiter) };
}

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Path of a locally installed CLI (node_modules/.bin), so we never go through npx. */
export function bin(name) {
  return join(ROOT, 'node_modules', '.bin', name);
}

/**
 * A server in a child process for the bench and Lighthouse: started as `node <args>` directly (never via npx,
 * which leaves the node child behind when killed), polled until a URL answers, stopped by PID.
 */
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { ROOT } from './run.mjs';

async function waitUntilReady(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`server exited with code ${child.exitCode} before ${url} answered`);
    }
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(250);
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000}s`);
}

function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * Starts `node ...nodeArgs` with PORT=`port` (plus `env`; an undefined value removes a variable) and waits
 * until http://127.0.0.1:<port><readyPath> answers 2xx. Its stderr is shown, prefixed with `label`.
 */
export async function startServer({ nodeArgs, port, env = {}, readyPath, label, timeoutMs = 240_000 }) {
  const childEnv = { ...process.env, ...env, PORT: String(port) };
  for (const [key, value] of Object.entries(childEnv)) if (value === undefined) delete childEnv[key];
  const child = spawn(process.execPath, nodeArgs, {
    cwd: ROOT,
    env: childEnv,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr.on('data', (chunk) => process.stderr.write(`[${label}] ${chunk}`));
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitUntilReady(`${baseUrl}${readyPath}`, child, timeoutMs);
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  return { baseUrl, pid: child.pid, stop: () => stopChild(child) };
}

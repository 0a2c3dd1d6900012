/**
 * Which files under some folders were modified since a time, found off the main thread (decision 346): the
 * durability layer's data round (pglite-durability.ts) looks at every file of PGlite's data folders every 5 s,
 * about a thousand, and listing and stat-ing them as promises on the event loop cost the server ~2.5% of its CPU
 * under order load. A worker does it with plain synchronous calls and answers with the paths.
 */
import { Worker } from 'node:worker_threads';

/** The worker's code: plain CommonJS, no loader (the server may run under tsx; the worker needs none). */
const SCAN = `
const { parentPort } = require('node:worker_threads');
const { readdirSync, statSync } = require('node:fs');
const { join } = require('node:path');
function walk(folder, since, found) {
  let entries;
  try { entries = readdirSync(folder, { withFileTypes: true }); } catch { return; }
  for (const entry of entries) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) walk(path, since, found);
    else if (entry.isFile()) {
      try { if (statSync(path).mtimeMs >= since) found.push(path); } catch {}
    }
  }
}
parentPort.on('message', ({ id, folders, since }) => {
  const found = [];
  try {
    for (const folder of folders) walk(folder, since, found);
    parentPort.postMessage({ id, found });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error) });
  }
});
`;

export interface ModifiedFiles {
  /** Files under `folders` (recursively; a missing folder has none) modified at or after `sinceMs`. */
  since(folders: readonly string[], sinceMs: number): Promise<string[]>;
  close(): Promise<void>;
}

export function createModifiedFiles(): ModifiedFiles {
  let worker: Worker | null = null;
  let nextId = 0;
  const waiting = new Map<number, { resolve: (paths: string[]) => void; reject: (e: Error) => void }>();

  const failAll = (error: Error) => {
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
    worker = null;
  };

  function started(): Worker {
    if (worker) return worker;
    const w = new Worker(SCAN, { eval: true, execArgv: [] });
    // Idle between rounds the worker must not keep the process alive; while a call waits it must (a command
    // line tool that closes the database would otherwise exit before the answer and skip the flush).
    w.unref();
    w.on('message', (answer: { id: number; found?: string[]; error?: string }) => {
      const call = waiting.get(answer.id);
      waiting.delete(answer.id);
      if (waiting.size === 0) w.unref();
      if (answer.error !== undefined) call?.reject(new Error(answer.error));
      else call?.resolve(answer.found ?? []);
    });
    w.on('error', (error) => failAll(error));
    w.on('exit', () => failAll(new Error('the file scan worker stopped')));
    worker = w;
    return w;
  }

  return {
    since(folders, sinceMs) {
      const id = ++nextId;
      return new Promise<string[]>((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        const w = started();
        w.ref();
        w.postMessage({ id, folders: [...folders], since: sinceMs });
      });
    },
    async close() {
      const w = worker;
      worker = null;
      if (w) {
        w.removeAllListeners('exit');
        await w.terminate();
      }
    },
  };
}

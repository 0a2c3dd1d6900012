/**
 * Durable commits for the embedded database (issue 15 §5, decision 290). PGlite's PostgreSQL writes its WAL to
 * the data directory with write() at every commit, but its fsync calls reach nothing (decision 240): an order
 * the customer was told was placed could live only in the operating system's page cache, and a power cut would
 * lose it. This layer does the missing syncs from outside:
 *
 * - After every write (a transaction, or a statement outside one that is not a plain read) and before its caller
 *   sees the result, the WAL segments written since the previous sync are flushed with fdatasync (and the pg_wal
 *   folder when a segment appeared or went). Writes that finish while a sync runs share the next one (group
 *   commit), so the cost is one flush per burst, not one per order.
 * - Every `dataSyncIntervalMs` the data files written since the last round are flushed, so the pages a
 *   checkpoint wrote reach the disk soon after it (see the decision for the window that remains).
 *
 * Plain reads (SELECT, SHOW, EXPLAIN outside a transaction) never wait for a flush.
 */
import { type FileHandle, open, readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

export interface DurabilityOptions {
  /** PGlite's data directory (PGDATA). */
  dataDir: string;
  /** Flush one file's data (default: FileHandle.datasync); tests count the calls. */
  flush?: (path: string, handle: FileHandle) => Promise<void>;
  /** How often written data files are flushed (default 5 s; 0: never, tests call flushDataFiles). */
  dataSyncIntervalMs?: number;
  onError?: (error: unknown) => void;
}

export interface Durability {
  /** Resolves once every WAL write made before the call is on the disk. */
  syncWal(): Promise<void>;
  /** Flushes every data file written since the previous call (and the WAL). */
  flushDataFiles(): Promise<void>;
  close(): Promise<void>;
}

const READ_ONLY = /^\s*(select|show|explain|values)\b/i;
const SEGMENT = /^[0-9A-F]{24}$/;
/** Data folders PostgreSQL writes outside pg_wal (relations, commit log, multixacts, control file). */
const DATA_FOLDERS = ['base', 'global', 'pg_xact', 'pg_multixact', 'pg_commit_ts', 'pg_subtrans'];

export function statementWrites(sql: string): boolean {
  return !READ_ONLY.test(sql);
}

async function flushPath(path: string, flush: DurabilityOptions['flush']): Promise<void> {
  const handle = await open(path, 'r');
  try {
    if (flush) await flush(path, handle);
    else await handle.datasync();
  } finally {
    await handle.close();
  }
}

/** Files under `folder` (recursively) modified at or after `sinceMs`. */
async function modifiedSince(folder: string, sinceMs: number): Promise<string[]> {
  let entries: Array<{ name: string; isDirectory(): boolean; isFile(): boolean }>;
  try {
    entries = await readdir(folder, { withFileTypes: true });
  } catch {
    return [];
  }
  const found: string[] = [];
  for (const entry of entries) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) found.push(...(await modifiedSince(path, sinceMs)));
    else if (entry.isFile() && (await stat(path)).mtimeMs >= sinceMs) found.push(path);
  }
  return found;
}

export function createDurability(opts: DurabilityOptions): Durability {
  const walDir = join(opts.dataDir, 'pg_wal');
  // Start of the previous WAL flush: segments modified since then (less a margin for coarse clocks) are flushed.
  let walSince = 0;
  let segments = '';
  // Files as they were when the database was opened are not flushed again: only what this process writes.
  let dataSince = Date.now();
  let running: Promise<void> | null = null;
  let queued: Promise<void> | null = null;

  async function flushWal(): Promise<void> {
    const startedAt = Date.now();
    const names = (await readdir(walDir)).filter((n) => SEGMENT.test(n)).sort();
    const written: string[] = [];
    for (const name of names) {
      const path = join(walDir, name);
      if ((await stat(path)).mtimeMs >= walSince - 1000) written.push(path);
    }
    for (const path of written) await flushPath(path, opts.flush);
    // A segment created, renamed or removed: the folder's entry must be on the disk too.
    const listing = names.join(',');
    if (listing !== segments) {
      await flushPath(walDir, opts.flush);
      segments = listing;
    }
    walSince = startedAt;
  }

  /** Group commit: a caller waits for a flush that started after its own write. */
  function syncWal(): Promise<void> {
    if (!running) {
      running = flushWal().finally(() => {
        running = null;
      });
      return running;
    }
    queued ??= running
      .catch(() => {})
      .then(() => {
        queued = null;
        return syncWal();
      });
    return queued;
  }

  async function flushDataFiles(): Promise<void> {
    const startedAt = Date.now();
    for (const folder of DATA_FOLDERS) {
      for (const path of await modifiedSince(join(opts.dataDir, folder), dataSince - 1000)) {
        await flushPath(path, opts.flush);
      }
    }
    await syncWal();
    dataSince = startedAt;
  }

  const interval = opts.dataSyncIntervalMs ?? 5000;
  let dataRound: Promise<void> | null = null;
  const timer =
    interval > 0
      ? setInterval(() => {
          dataRound ??= flushDataFiles()
            .catch((error: unknown) => opts.onError?.(error))
            .finally(() => {
              dataRound = null;
            });
        }, interval)
      : null;
  timer?.unref();

  return {
    syncWal,
    flushDataFiles,
    async close() {
      if (timer) clearInterval(timer);
      await dataRound;
      await running;
    },
  };
}

/**
 * Makes `client`'s writes wait for their WAL to reach the disk: its `transaction`, and its `query` and `exec`
 * for statements that are not plain reads (drizzle's pglite driver calls these three; inside a transaction it
 * uses the transaction's own query, which does not flush per statement).
 */
export function makeDurable(client: PGlite, durability: Durability): void {
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = (async (sql: string, params?: unknown[], options?: unknown) => {
    const result = await query(sql, params, options as never);
    if (statementWrites(sql)) await durability.syncWal();
    return result;
  }) as PGlite['query'];
  client.exec = (async (sql: string, options?: unknown) => {
    const result = await exec(sql, options as never);
    if (statementWrites(sql)) await durability.syncWal();
    return result;
  }) as PGlite['exec'];
  client.transaction = (async (callback: Parameters<PGlite['transaction']>[0]) => {
    const result = await transaction(callback);
    await durability.syncWal();
    return result;
  }) as PGlite['transaction'];
}

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
import { createModifiedFiles } from './modified-files.ts';

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

/** The name of the WAL segment after `name` (timeline, log, segment: 8 hex digits each), or null if unknown. */
export function nextSegment(name: string, segmentBytes: number): string | null {
  const perLog = 0x1_0000_0000 / segmentBytes;
  if (!Number.isInteger(perLog) || perLog < 1) return null;
  const log = Number.parseInt(name.slice(8, 16), 16);
  const seg = Number.parseInt(name.slice(16, 24), 16) + 1;
  const [nextLog, nextSeg] = seg >= perLog ? [log + 1, 0] : [log, seg];
  if (nextLog > 0xffff_ffff) return null;
  const hex = (n: number) => n.toString(16).toUpperCase().padStart(8, '0');
  return `${name.slice(0, 8)}${hex(nextLog)}${hex(nextSeg)}`;
}

export function createDurability(opts: DurabilityOptions): Durability {
  const walDir = join(opts.dataDir, 'pg_wal');
  // Start of the previous WAL flush: segments modified since then (less a margin for coarse clocks) are flushed.
  let walSince = 0;
  let segments = '';
  /**
   * The one segment the WAL is being written to, kept open, when the last full scan found no other segment
   * modified (decision 346): then a flush is an fdatasync of it and a stat of the segment after it, instead of
   * a listing of pg_wal and a stat of every segment. WAL is written in order, so a write elsewhere first
   * modifies that next segment, and the flush goes back to a full scan until one segment alone is written again.
   */
  let current: { name: string; path: string; handle: FileHandle; next: string | null } | null = null;
  // Files as they were when the database was opened are not flushed again: only what this process writes.
  let dataSince = Date.now();
  let running: Promise<void> | null = null;
  let queued: Promise<void> | null = null;
  // The data round's listing of every data file runs on a worker, not on the event loop (decision 346).
  const scanner = createModifiedFiles();

  async function flushHandle(path: string, handle: FileHandle): Promise<void> {
    if (opts.flush) await opts.flush(path, handle);
    else await handle.datasync();
  }

  async function forgetCurrent(): Promise<void> {
    const handle = current?.handle;
    current = null;
    await handle?.close().catch(() => {});
  }

  /** Every segment modified since the previous flush, and the folder when its listing changed (decision 290). */
  async function fullScan(since: number): Promise<void> {
    await forgetCurrent();
    const names = (await readdir(walDir)).filter((n) => SEGMENT.test(n)).sort();
    const written: Array<{ name: string; size: number }> = [];
    for (const name of names) {
      // Gone since the listing (a checkpoint removed it): nothing of it to flush.
      const stats = await stat(join(walDir, name)).catch(() => null);
      if (stats && stats.mtimeMs >= since) written.push({ name, size: stats.size });
    }
    for (const { name } of written) await flushPath(join(walDir, name), opts.flush);
    // A segment created, renamed or removed: the folder's entry must be on the disk too.
    const listing = names.join(',');
    if (listing !== segments) {
      await flushPath(walDir, opts.flush);
      segments = listing;
    }
    const only = written.length === 1 ? written[0] : undefined;
    if (only) {
      const path = join(walDir, only.name);
      const handle = await open(path, 'r').catch(() => null);
      if (handle) current = { name: only.name, path, handle, next: nextSegment(only.name, only.size) };
    }
  }

  async function flushWal(): Promise<void> {
    const startedAt = Date.now();
    const since = walSince - 1000;
    const at = current;
    if (at?.next) {
      // Has the WAL reached the next segment (or did PostgreSQL create or fill it ahead)? Then scan them all.
      const next = await stat(join(walDir, at.next)).catch(() => null);
      if (next && next.mtimeMs >= since) await fullScan(since);
      else await flushHandle(at.path, at.handle);
    } else {
      await fullScan(since);
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
    const folders = DATA_FOLDERS.map((folder) => join(opts.dataDir, folder));
    for (const path of await scanner.since(folders, dataSince - 1000)) {
      // Removed since the scan (a dropped relation, a truncated segment): nothing of it to flush.
      await flushPath(path, opts.flush).catch((error: unknown) => {
        if ((error as { code?: unknown }).code !== 'ENOENT') throw error;
      });
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
      await queued;
      await forgetCurrent();
      await scanner.close();
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

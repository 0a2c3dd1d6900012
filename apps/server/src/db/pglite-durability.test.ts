/**
 * Durable commits on the embedded database (issue 15 §5, decision 290): a write's WAL is flushed to the disk
 * before its caller sees the result; plain reads flush nothing; writes finishing together share a flush; data
 * files written by a checkpoint are flushed by the next data round; the data is there after a reopen.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createDurability,
  type Durability,
  makeDurable,
  nextSegment,
  statementWrites,
} from './pglite-durability.ts';

describe('which statements wait for a flush', () => {
  it('plain reads do not; anything that may write does', () => {
    for (const sql of [
      'select 1',
      '  SELECT * FROM orders',
      'show fsync',
      'explain select 1',
      'values (1)',
    ]) {
      expect(statementWrites(sql), sql).toBe(false);
    }
    for (const sql of [
      'insert into t values (1)',
      'UPDATE t SET v = 1',
      'delete from t',
      'with x as (delete from t returning *) select * from x',
      'create table t (id int)',
      'truncate t',
    ]) {
      expect(statementWrites(sql), sql).toBe(true);
    }
  });
});

describe('the WAL segment after another', () => {
  it('counts segments within a log, then moves to the next log', () => {
    const mb16 = 16 * 1024 * 1024;
    expect(nextSegment('000000010000000000000001', mb16)).toBe('000000010000000000000002');
    expect(nextSegment('00000001000000000000000F', mb16)).toBe('000000010000000000000010');
    expect(nextSegment('0000000100000000000000FF', mb16)).toBe('000000010000000100000000');
    expect(nextSegment('0000000200000003000003FF', 4 * 1024 * 1024)).toBe('000000020000000400000000');
    // A size that is no segment size (an empty file, say): unknown, so every flush scans the folder.
    expect(nextSegment('000000010000000000000001', 0)).toBeNull();
    expect(nextSegment('000000010000000000000001', 3_000_000)).toBeNull();
  });
});

describe('a durable embedded database', () => {
  let dir: string;
  let client: PGlite;
  let durability: Durability;
  const flushed: string[] = [];
  /** Flushes of WAL segments (pg_wal/<24 hex digits>) recorded so far. */
  const walFlushes = () => flushed.filter((p) => /^pg_wal\/[0-9A-F]{24}$/.test(p)).length;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'dx-durable-'));
    client = await PGlite.create(dir);
    durability = createDurability({
      dataDir: dir,
      dataSyncIntervalMs: 0,
      flush: async (path, handle) => {
        await handle.datasync();
        flushed.push(relative(dir, path));
      },
    });
    makeDurable(client, durability);
    await client.exec('create table orders (id serial primary key, total int not null)');
  }, 30_000);
  afterAll(async () => {
    await durability?.close();
    await client?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("flushes a write's WAL before the write resolves, and nothing for a read", async () => {
    const before = walFlushes();
    await client.query('insert into orders (total) values ($1)', [45_000]);
    expect(walFlushes()).toBe(before + 1);
    await client.query('select * from orders');
    await client.query('select count(*) from orders');
    expect(walFlushes()).toBe(before + 1);
  });

  it('flushes after a committed transaction, not after one rolled back', async () => {
    const before = walFlushes();
    await client.transaction(async (tx) => {
      await tx.query('insert into orders (total) values (10000)');
      await tx.query('insert into orders (total) values (20000)');
    });
    expect(walFlushes()).toBe(before + 1);
    await expect(
      client.transaction(async (tx) => {
        await tx.query('insert into orders (total) values (30000)');
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(walFlushes()).toBe(before + 1);
  });

  it('lets writes that finish together share flushes (group commit)', async () => {
    const before = walFlushes();
    await Promise.all(
      Array.from({ length: 20 }, (_, i) => client.query('insert into orders (total) values ($1)', [i])),
    );
    const used = walFlushes() - before;
    expect(used).toBeGreaterThanOrEqual(1);
    expect(used).toBeLessThan(20);
  });

  it('flushes the segment the WAL is in after every write, also when it moves to the next segment', async () => {
    const segmentOfNow = async () =>
      (await client.query<{ f: string }>('select pg_walfile_name(pg_current_wal_lsn()) as f')).rows[0]?.f;
    const first = await segmentOfNow();
    for (let round = 0; round < 3; round++) {
      // The write lands in the next segment: the flush must find it (and the folder, a segment was made).
      await client.query('select pg_switch_wal()');
      flushed.length = 0;
      await client.query('insert into orders (total) values ($1)', [round]);
      const now = await segmentOfNow();
      expect(now).not.toBe(first);
      expect(flushed).toContain(`pg_wal/${now}`);
      // And the writes after it, by the quick path or a scan.
      flushed.length = 0;
      await client.query('insert into orders (total) values ($1)', [round]);
      expect(flushed).toContain(`pg_wal/${now}`);
    }
  });

  it('flushes the data files a checkpoint wrote on the next data round, and only those', async () => {
    // A checkpoint first: a new database keeps the pages its creation touched in memory until one, and that
    // first checkpoint rewrites most files. Then a round that flushes them, and the change to watch.
    await client.query('checkpoint');
    // The rounds look back a second before their start (coarse clocks): let that second pass first.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await durability.flushDataFiles();
    const files = await readdir(join(dir, 'base'), { recursive: true });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await client.query('insert into orders (total) values (1)');
    await client.query('checkpoint');
    flushed.length = 0;
    await durability.flushDataFiles();
    expect(flushed.some((p) => p.startsWith('base/'))).toBe(true);
    expect(flushed).toContain('global/pg_control');
    expect(flushed.length).toBeLessThan(files.length / 4);
  });

  it('keeps every committed order across a reopen', async () => {
    const count = Number(
      (await client.query<{ n: number }>('select count(*)::int as n from orders')).rows[0]?.n,
    );
    await durability.close();
    await client.close();
    client = await PGlite.create(dir);
    durability = createDurability({ dataDir: dir, dataSyncIntervalMs: 0 });
    makeDurable(client, durability);
    const after = (await client.query<{ n: number }>('select count(*)::int as n from orders')).rows[0]?.n;
    expect(after).toBe(count);
    expect(count).toBe(30);
  });
});

/**
 * Named prepared statements on PGlite (decision 362): a statement run again is named, and answers exactly as
 * PGlite's own `query` does: rows, errors, transactions in progress, a table that changes under it.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isUniqueViolation } from '../modules/users/repository.ts';
import { createDurability, makeDurable } from './pglite-durability.ts';
import { usePreparedStatements } from './pglite-prepared.ts';

describe('usePreparedStatements', () => {
  let client: PGlite;
  const table = `create table t (id serial primary key, key text unique, doc jsonb, at timestamptz)`;

  beforeEach(async () => {
    client = await PGlite.create('memory://');
    await client.exec(table);
  });
  afterEach(async () => {
    await client.close();
  });

  const insert = 'insert into t (key, doc, at) values ($1, $2, $3) returning id, key, doc, at';
  const select = 'select id, key, doc, at from t where key = $1 or $2::boolean order by id';

  it('names a statement run twice and answers as PGlite itself', async () => {
    const stats = usePreparedStatements(client);
    // PGlite as it is, for the answers to compare with.
    const plain = await PGlite.create('memory://');
    await plain.exec(table);
    const at = new Date('2026-11-21T09:00:00Z');
    for (const db of [client, plain]) {
      for (const key of ['a', 'b', 'c']) await db.query(insert, [key, JSON.stringify({ key }), at]);
    }
    expect(stats.named).toBe(1);
    for (const options of [undefined, { rowMode: 'array' as const }]) {
      for (const params of [
        ['b', false],
        ['x', true],
        ['x', false],
      ]) {
        const named = await client.query(select, params, options);
        const own = await plain.query(select, params, options);
        expect(named.rows).toEqual(own.rows);
        expect(named.fields).toEqual(own.fields);
      }
    }
    expect(stats.named).toBe(2);
    expect(stats.hits).toBeGreaterThanOrEqual(6);
    const update = 'update t set doc = $1 where key <> $2';
    await client.query(update, [null, 'a']);
    const updated = await client.query(update, ['{"n": 1}', 'a']);
    expect(updated.affectedRows).toBe(2);
    expect((await client.query(select, ['b', false])).rows).toEqual([{ id: 2, key: 'b', doc: { n: 1 }, at }]);
  });

  it('throws the database error of a named statement and goes on', async () => {
    const stats = usePreparedStatements(client);
    await client.query(insert, ['a', null, null]);
    await client.query(insert, ['b', null, null]);
    const error = await client.query(insert, ['a', null, null]).catch((e: unknown) => e);
    expect(stats.named).toBe(1);
    expect(isUniqueViolation(error)).toBe(true);
    expect((error as { query?: string }).query).toBe(insert);
    expect((await client.query(insert, ['c', null, null])).rows).toHaveLength(1);
    expect((await client.query('select count(*)::int as n from t')).rows).toEqual([{ n: 3 }]);
  });

  it('waits for a transaction in progress and is never part of it', async () => {
    usePreparedStatements(client);
    await client.query(insert, ['a', null, null]);
    await client.query(insert, ['b', null, null]);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const transaction = client
      .transaction(async (tx) => {
        await tx.query('insert into t (key) values ($1)', ['in-tx']);
        await held;
        await tx.rollback();
      })
      .catch(() => {});
    // Issued while the transaction holds the database: runs after it, in its own transaction.
    const outside = client.query(insert, ['outside', null, null]);
    release();
    await transaction;
    await outside;
    const keys = (await client.query<{ key: string }>('select key from t order by id')).rows.map(
      (r) => r.key,
    );
    expect(keys).toEqual(['a', 'b', 'outside']);
  });

  it('answers the new shape when the table changes under a named statement', async () => {
    usePreparedStatements(client);
    const all = 'select * from t where key = $1';
    await client.query(insert, ['a', null, null]);
    await client.query(all, ['a']);
    await client.query(all, ['a']);
    await client.exec('alter table t add column note text');
    const after = await client.query<Record<string, unknown>>(all, ['a']);
    expect(Object.keys(after.rows[0] ?? {})).toEqual(['id', 'key', 'doc', 'at', 'note']);
  });

  it('lets a named write resolve only after its WAL is flushed (as openPglite composes them)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'dx-prepared-durable-'));
    const durable = await PGlite.create(dir);
    const flushed: string[] = [];
    const durability = createDurability({
      dataDir: dir,
      dataSyncIntervalMs: 0,
      flush: async (path, handle) => {
        await handle.datasync();
        flushed.push(relative(dir, path));
      },
    });
    try {
      const stats = usePreparedStatements(durable);
      makeDurable(durable, durability);
      await durable.exec(table);
      const walFlushes = () => flushed.filter((p) => /^pg_wal\/[0-9A-F]{24}$/.test(p)).length;
      for (const key of ['a', 'b', 'c']) {
        const before = walFlushes();
        await durable.query(insert, [key, null, null]);
        expect(walFlushes()).toBe(before + 1);
      }
      expect(stats.hits).toBe(2);
    } finally {
      await durability.close();
      await durable.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});

/**
 * A named statement on PGlite with the caller's own parsers (drizzle passes some with every query: timestamps and
 * dates as text) answers as PGlite's own `query` with the same options: the caller's parsers win for their types,
 * the client's apply to every other type (decision 365 merges them once per options object, not per call).
 */
import { PGlite } from '@electric-sql/pglite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { usePreparedStatements } from './pglite-prepared.ts';

describe('usePreparedStatements with the caller’s parsers', () => {
  let client: PGlite;
  let plain: PGlite;
  const table = 'create table t (id serial primary key, n int4, doc jsonb, at timestamptz)';
  const select = 'select id, n, doc, at from t order by id';

  beforeEach(async () => {
    client = await PGlite.create('memory://');
    plain = await PGlite.create('memory://');
    for (const db of [client, plain]) {
      await db.exec(table);
      await db.query('insert into t (n, doc, at) values ($1, $2, $3)', [
        7,
        JSON.stringify({ a: [1] }),
        new Date('2026-11-21T09:00:00Z'),
      ]);
    }
  });
  afterEach(async () => {
    await client.close();
    await plain.close();
  });

  it('answers as PGlite itself, with each options object’s own parsers, every time', async () => {
    const stats = usePreparedStatements(client);
    const asText = { rowMode: 'array' as const, parsers: { 1184: (v: string) => `text:${v}` } };
    const asNumber = { parsers: { 1184: (v: string) => Date.parse(v) } };
    for (const options of [asText, asNumber, asText, undefined, asNumber, asText]) {
      const named = await client.query(select, [], options);
      const own = await plain.query(select, [], options);
      expect(named.rows).toEqual(own.rows);
    }
    expect(stats.hits).toBeGreaterThan(3);
    expect((await client.query(select, [], asText)).rows).toEqual([
      [1, 7, { a: [1] }, 'text:2026-11-21 09:00:00+00'],
    ]);
  });
});

/**
 * The PostgreSQL pool survives the server dropping its connections (a restart or failover): the loss is
 * reported, the process keeps running and the next query gets a fresh connection. Runs when TEST_DATABASE_URL
 * names a PostgreSQL server.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DbHandle, openPostgres } from './client.ts';

const serverUrl = process.env.TEST_DATABASE_URL;

describe.runIf(Boolean(serverUrl))('PostgreSQL pool', () => {
  const name = `dx_test_pool_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = () => new pg.Client({ connectionString: serverUrl });
  let handle: DbHandle;
  const lost: Error[] = [];

  beforeAll(async () => {
    const c = admin();
    await c.connect();
    await c.query(`CREATE DATABASE ${name}`);
    await c.end();
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    handle = await openPostgres(url.toString(), 2, (error) => lost.push(error));
  });

  afterAll(async () => {
    await handle?.close();
    const c = admin();
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  });

  it('reports connections the server terminates and answers the next query on a new one', async () => {
    await handle.db.execute(sql`select 1`);
    const c = admin();
    await c.connect();
    await c.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
    await c.end();
    await expect.poll(() => lost.length).toBeGreaterThan(0);
    const result = await handle.db.execute(sql`select 42 as answer`);
    expect((result as unknown as { rows: Array<{ answer: number }> }).rows[0]?.answer).toBe(42);
  });

  it('gets back the slot of a terminated connection handed out before its socket said so', async () => {
    // The pool (2 connections) holds two idle connections; the server terminates them, and two transactions
    // start at once, before the pool has heard: their BEGIN fails. Drizzle released a connection only after a
    // successful BEGIN, so both slots were lost and every later query waited and failed "timeout exceeded when
    // trying to connect".
    for (let round = 0; round < 5; round++) {
      await Promise.all([handle.db.execute(sql`select 1`), handle.db.execute(sql`select pg_sleep(0.01)`)]);
      const c = admin();
      await c.connect();
      await c.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
      await Promise.allSettled(
        [0, 1].map(() => handle.db.transaction(async (tx) => void (await tx.execute(sql`select 1`)))),
      );
      await c.end();
      const result = await handle.db.execute(sql`select 42 as answer`);
      expect((result as unknown as { rows: Array<{ answer: number }> }).rows[0]?.answer).toBe(42);
    }
    expect(handle.poolStats?.().waiting).toBe(0);
  });

  it('survives connections terminated in the middle of transactions (a restart under load)', async () => {
    // Transactions that hold their connection across an await, as an order submission does: a terminate that
    // lands between two statements used to be an unhandled 'error' event that stopped the process.
    let stop = false;
    let failed = 0;
    let done = 0;
    const worker = async () => {
      while (!stop) {
        try {
          await handle.db.transaction(async (tx) => {
            await tx.execute(sql`select 1`);
            await new Promise((resolve) => setTimeout(resolve, 15));
            await tx.execute(sql`select 2`);
          });
          done += 1;
        } catch {
          failed += 1;
          // A failure must never become a loop without a turn of the event loop (it would starve every timer).
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
      }
    };
    const workers = [worker(), worker()];
    try {
      await expect.poll(() => done, { timeout: 5000 }).toBeGreaterThan(2);
      const c = admin();
      await c.connect();
      await c.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
      await c.end();
      await expect.poll(() => failed, { timeout: 5000 }).toBeGreaterThan(0);
      const after = done;
      await expect
        .poll(() => done, { timeout: 10_000, message: JSON.stringify(handle.poolStats?.()) })
        .toBeGreaterThan(after + 2);
    } finally {
      // Stopped before afterAll closes the pool, whatever happened above.
      stop = true;
      await Promise.all(workers);
    }
  });
});

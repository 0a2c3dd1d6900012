/**
 * Database handle for both runtime modes: PGlite (embedded, default) and PostgreSQL (DATABASE_URL).
 * Both give a drizzle instance of the same pg-core schema; migrations are the committed SQL files.
 */
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { createDurability, makeDurable } from './pglite-durability.ts';
import { usePreparedStatements } from './pglite-prepared.ts';
import * as schema from './schema/index.ts';

/** How long a query waits for a new PostgreSQL connection before it fails as 'database unavailable'. */
export const CONNECT_TIMEOUT_MS = 3000;

/** How long closing the pool may wait for its connections. */
const CLOSE_WAIT_MS = 5000;

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../drizzle', import.meta.url));

export type Db = ReturnType<typeof drizzlePglite<typeof schema>>;

/** A drizzle transaction (or the db itself). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export interface DbHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /** One cheap round trip: rejects while the database is unreachable (readiness, ops/health.ts). */
  ping(): Promise<void>;
  /** Connections of the PostgreSQL pool (metrics); absent on PGlite, which has one in-process connection. */
  poolStats?(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

/**
 * Open PGlite at `dataDir` (a folder, or 'memory://' for an in-memory instance). A folder is durable unless
 * `durable` is false: every write waits for its WAL to reach the disk (db/pglite-durability.ts, decision 290).
 */
export async function openPglite(
  dataDir: string,
  /** `prepared: false`: every statement parsed and planned per call, as PGlite's own `query` (the bench). */
  opts: { durable?: boolean; prepared?: boolean } = {},
): Promise<DbHandle> {
  const client = await PGlite.create(dataDir);
  // A statement run again is a named one, parsed and planned once (decision 362); writes still flush below.
  if (opts.prepared !== false) usePreparedStatements(client);
  const durability =
    opts.durable !== false && !dataDir.includes('://')
      ? createDurability({
          dataDir,
          onError: (error) => console.error('[db] flushing the embedded database to the disk failed', error),
        })
      : null;
  if (durability) makeDurable(client, durability);
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    ping: async () => {
      await client.query('select 1');
    },
    close: async () => {
      await durability?.flushDataFiles();
      await durability?.close();
      await client.close();
    },
  };
}

/**
 * A connection pool on PostgreSQL. An idle pooled connection that the server drops (a restart, a failover,
 * an administrator's terminate) makes the pool emit 'error'; without a listener that is an uncaught exception
 * that would stop the whole process. The pool discards the broken connection and opens a new one on the next
 * query, so reporting it is all there is to do.
 */
export async function openPostgres(
  url: string,
  max = 10,
  onIdleError: (error: Error) => void = (error) =>
    console.warn(`[db] a PostgreSQL connection was lost (${error.message}); the pool reconnects`),
): Promise<DbHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    // While the server is unreachable a request waits this long for a connection, then answers 503
    // (db/unavailable.ts) instead of hanging until the client gives up.
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  pool.on('error', onIdleError);
  // A connection checked out for a transaction is not covered by the pool's listener: terminated between two
  // statements, its Client emits 'error' with no listener and the process dies. The statement in progress (or
  // the next one) rejects and the pool discards the connection when it is released.
  // The pool's own listener already reports the loss of idle ones, the failed statement that of busy ones.
  pool.on('connect', (client) => {
    client.on('error', ignoreBusyConnectionError);
  });
  releaseLostCheckouts(pool);
  const db = drizzlePg(pool, { schema });
  return {
    // Both drivers expose the same query builder for pg-core; the cast joins their nominal types.
    db: db as unknown as Db,
    kind: 'postgres',
    migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_DIR }),
    ping: async () => {
      await pool.query('select 1');
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    // Bounded: a connection lost while checked out can keep pool.end() waiting for a release that never comes.
    close: () =>
      Promise.race([pool.end(), new Promise<void>((resolve) => setTimeout(resolve, CLOSE_WAIT_MS).unref())]),
  };
}

function ignoreBusyConnectionError(): void {}

/**
 * A connection checked out (a transaction) whose connection ends goes back to the pool at once, as broken, so the
 * pool forgets it and opens another; the holder's own release later does nothing. Drizzle's transaction releases
 * its connection only once BEGIN has succeeded: a connection the server terminated while it sat idle in the pool,
 * handed out before its socket said so, failed at BEGIN and kept its slot for good. After a database restart
 * under load, every slot could be lost that way and every request then waited CONNECT_TIMEOUT_MS and failed
 * (db/client.test.ts reproduces it). `pool.query` (the callback form) releases by itself and is left as it is.
 */
function releaseLostCheckouts(pool: pg.Pool): void {
  const connect = pool.connect.bind(pool) as (
    callback?: (
      err: Error | undefined,
      client: pg.PoolClient | undefined,
      done: (release?: unknown) => void,
    ) => void,
  ) => Promise<pg.PoolClient> | undefined;
  const guarded = (client: pg.PoolClient): pg.PoolClient => {
    const release = client.release.bind(client);
    let released = false;
    const lost = () => finish(new Error('the PostgreSQL connection ended while checked out'));
    function finish(err?: Error | boolean): void {
      if (released) return;
      released = true;
      client.removeListener('end', lost);
      release(err);
    }
    client.on('end', lost);
    client.release = finish;
    return client;
  };
  pool.connect = ((callback?: Parameters<typeof connect>[0]) =>
    callback
      ? connect(callback)
      : (connect() as Promise<pg.PoolClient>).then(guarded)) as typeof pool.connect;
}

export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  /** Embedded database only (env PGLITE_DURABLE): default true. */
  durable?: boolean;
  /** Embedded database only: named prepared statements (default true; decision 362). */
  prepared?: boolean;
}): Promise<DbHandle> {
  return opts.databaseUrl
    ? openPostgres(opts.databaseUrl)
    : openPglite(opts.dataDir, {
        ...(opts.durable === undefined ? {} : { durable: opts.durable }),
        ...(opts.prepared === undefined ? {} : { prepared: opts.prepared }),
      });
}

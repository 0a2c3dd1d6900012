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
import * as schema from './schema/index.ts';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../drizzle', import.meta.url));

export type Db = ReturnType<typeof drizzlePglite<typeof schema>>;

export interface DbHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** Open PGlite at `dataDir` (a folder, or 'memory://' for an in-memory instance). */
export async function openPglite(dataDir: string): Promise<DbHandle> {
  const client = await PGlite.create(dataDir);
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    close: () => client.close(),
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
    console.warn(`[db] an idle PostgreSQL connection was lost (${error.message}); the pool reconnects`),
): Promise<DbHandle> {
  const pool = new pg.Pool({ connectionString: url, max });
  pool.on('error', onIdleError);
  const db = drizzlePg(pool, { schema });
  return {
    // Both drivers expose the same query builder for pg-core; the cast joins their nominal types.
    db: db as unknown as Db,
    kind: 'postgres',
    migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_DIR }),
    close: () => pool.end(),
  };
}

export async function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<DbHandle> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(opts.dataDir);
}

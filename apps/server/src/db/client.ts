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
import * as schema from './schema.ts';

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

export async function openPostgres(url: string, max = 10): Promise<DbHandle> {
  const pool = new pg.Pool({ connectionString: url, max });
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

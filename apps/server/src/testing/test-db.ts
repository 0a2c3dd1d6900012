/**
 * Databases for API tests (CONVENTIONS: each worker with its own database).
 *
 * PGlite always: one migrated in-memory instance per test process (vitest runs each file in its own
 * process), reset between tests with TRUNCATE ... RESTART IDENTITY CASCADE, never migrated per test.
 * Opening a fresh PGlite costs seconds; loading a dump of an already migrated one costs well under one,
 * so the first process writes such a dump to the temp folder (keyed by the migrations and the PGlite
 * version) and the others load it.
 *
 * PostgreSQL too when TEST_DATABASE_URL is set (CI): a uniquely named database is created on that server,
 * migrated, and dropped when the tests of the process are done.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type Db, type DbHandle, MIGRATIONS_DIR, openPostgres } from '../db/client.ts';
import { usePreparedStatements } from '../db/pglite-prepared.ts';
import * as schema from '../db/schema/index.ts';

export type TestDbKind = 'pglite' | 'postgres';

export interface TestDb {
  kind: TestDbKind;
  db: Db;
  /** Empty every table and restart their id sequences. */
  reset(): Promise<void>;
  /** Release this user's hold; the database closes (and, on PostgreSQL, is dropped) with the last one. */
  close(): Promise<void>;
}

/** The test-only connection string; read here because tests run without the app's env parsing. */
function testDatabaseUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || undefined;
}

/** The databases the API suites run against: `describe.each(databases())`. */
export function databases(): TestDbKind[] {
  return testDatabaseUrl() ? ['pglite', 'postgres'] : ['pglite'];
}

/** The installed PGlite's version (its package.json is not exported, so walk up from its entry file). */
function pgliteVersion(): string {
  let dir = dirname(fileURLToPath(import.meta.resolve('@electric-sql/pglite')));
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      const pkg = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string; version?: string };
      if (pkg.name === '@electric-sql/pglite') return pkg.version ?? 'unknown';
    }
    const parent = dirname(dir);
    if (parent === dir) return 'unknown';
    dir = parent;
  }
}

function migrationsKey(): string {
  const hash = createHash('sha1');
  hash.update(pgliteVersion());
  for (const file of readdirSync(MIGRATIONS_DIR, { recursive: true }).map(String).sort()) {
    if (file.endsWith('.sql') || file.endsWith('.json'))
      hash.update(file).update(readFileSync(join(MIGRATIONS_DIR, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

async function openMigratedPglite(): Promise<DbHandle> {
  const dumpPath = join(tmpdir(), `dasturxon-pglite-${migrationsKey()}.tar`);
  const dump = await readFile(dumpPath).catch(() => null);
  let client: PGlite;
  if (dump) {
    client = await PGlite.create({ loadDataDir: new Blob([dump]) });
  } else {
    client = await PGlite.create('memory://');
    await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
    const blob = await client.dumpDataDir('none');
    // Write then rename: a process reading at the same time sees the whole file or none.
    const partial = `${dumpPath}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await writeFile(partial, Buffer.from(await blob.arrayBuffer()));
    await rename(partial, dumpPath).catch(() => rm(partial, { force: true }));
  }
  // As the server's PGlite runs statements (db/client.ts openPglite, decision 362).
  usePreparedStatements(client);
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    // Already migrated; running the migrator again is a no-op that proves the dump matches the files.
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}

async function openFreshPostgres(baseUrl: string): Promise<{ handle: DbHandle; drop(): Promise<void> }> {
  const name = `dx_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  // Dropping the database WITH (FORCE) terminates idle pooled connections: expected here, nothing to report.
  const handle = await openPostgres(url.toString(), 4, () => {});
  return {
    handle,
    async drop() {
      const dropper = new pg.Client({ connectionString: baseUrl });
      await dropper.connect();
      try {
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

/** One TRUNCATE of every table of the schema (migrations bookkeeping lives in another schema). */
async function truncateStatement(db: Db): Promise<string | null> {
  const result = await db.execute(sql`select tablename from pg_tables where schemaname = 'public'`);
  const tables = (result as unknown as { rows: Array<{ tablename: string }> }).rows.map(
    (r) => `"${r.tablename}"`,
  );
  return tables.length === 0 ? null : `TRUNCATE ${tables.join(', ')} RESTART IDENTITY CASCADE`;
}

/**
 * TRUNCATE of every table takes its locks one table at a time. A query still finishing from the previous test
 * (a statement that reads several tables) can hold one of them while waiting for another: PostgreSQL then
 * breaks the cycle by failing one side with 40P01 (seen once in CI, on call-centre.test.ts). The other side
 * completes, so trying again is safe; anything else is thrown.
 */
async function truncateRetryingDeadlocks(db: Db, statement: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await db.execute(sql.raw(statement));
      return;
    } catch (error) {
      const code =
        (error as { cause?: { code?: unknown }; code?: unknown }).cause?.code ??
        (error as { code?: unknown }).code;
      if (code !== '40P01' || attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20 * attempt));
    }
  }
}

async function open(kind: TestDbKind): Promise<Omit<TestDb, 'close'> & { shutdown(): Promise<void> }> {
  let handle: DbHandle;
  let drop = async () => {};
  if (kind === 'pglite') {
    handle = await openMigratedPglite();
  } else {
    const url = testDatabaseUrl();
    if (!url) throw new Error('TEST_DATABASE_URL is not set');
    const fresh = await openFreshPostgres(url);
    handle = fresh.handle;
    drop = fresh.drop;
  }
  await handle.migrate();
  const { db } = handle;
  const truncate = await truncateStatement(db);
  return {
    kind,
    db,
    async reset() {
      if (truncate) await truncateRetryingDeadlocks(db, truncate);
    },
    async shutdown() {
      await handle.close();
      await drop();
    },
  };
}

type Shared = { pending: Promise<Awaited<ReturnType<typeof open>>>; users: number };
const shared = new Map<TestDbKind, Shared>();

/** The migrated database of this test process for `kind`, shared by every suite in the process. */
export async function createTestDb(kind: TestDbKind = 'pglite'): Promise<TestDb> {
  let entry = shared.get(kind);
  if (!entry) {
    entry = { pending: open(kind), users: 0 };
    shared.set(kind, entry);
  }
  entry.users += 1;
  const opened = await entry.pending;
  let closed = false;
  return {
    kind: opened.kind,
    db: opened.db,
    reset: opened.reset,
    async close() {
      if (closed || !entry) return;
      closed = true;
      entry.users -= 1;
      if (entry.users === 0) {
        shared.delete(kind);
        await opened.shutdown();
      }
    },
  };
}

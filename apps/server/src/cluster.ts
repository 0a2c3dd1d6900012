/**
 * Scale mode on one machine (issue 15 §3, decision 291): `npm run start:scale` runs one server per core
 * (node:cluster; WORKERS overrides the count), all on the same port, sharing PostgreSQL (DATABASE_URL) and Redis
 * (REDIS_URL): nothing a customer or a screen needs lives in one process only, so any worker may answer any
 * request. The same workers run on several machines behind a proxy (README "Running at scale").
 *
 * - The primary migrates the database (and seeds the demo into an empty one) once, then forks the workers, so
 *   they never race on migrations; a worker's own migration step finds nothing left to do.
 * - A worker that dies is replaced (after a short wait that grows while they keep dying).
 * - SIGTERM / SIGINT: every worker gets SIGTERM and finishes its requests in flight (main.ts); the primary exits
 *   when they are gone.
 * - SIGHUP: a rolling restart — each worker in turn is replaced by a new one that is listening before the old one
 *   is asked to stop, so the port always has a worker and no request is refused.
 */
import cluster, { type Worker } from 'node:cluster';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { openDatabase } from './db/client.ts';
import { parseEnv } from './env.ts';
import { createMerchantRepository } from './modules/merchants/repository.ts';

const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));

function log(line: string): void {
  console.log(JSON.stringify({ level: 30, time: Date.now(), pid: process.pid, msg: `[cluster] ${line}` }));
}

/** Migrations and the demo seed, once, before any worker starts. */
async function prepareDatabase(env: ReturnType<typeof parseEnv>): Promise<void> {
  const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    await handle.migrate();
    if (env.SEED_DEMO && !(await createMerchantRepository(handle.db).hasAny())) {
      const { seedDemo } = await import('./db/seed/index.ts');
      await seedDemo(handle.db);
    }
  } finally {
    await handle.close();
  }
}

/** Resolves when the worker serves: listening and past its database step (main.ts sends dx:ready). */
function serving(worker: Worker): Promise<void> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: unknown) => {
      if ((message as { type?: unknown } | null)?.type !== 'dx:ready') return;
      worker.off('message', onMessage);
      resolve();
    };
    worker.on('message', onMessage);
    worker.once('exit', (code) =>
      reject(new Error(`worker ${worker.process.pid} exited (${code}) before serving`)),
    );
  });
}

function exited(worker: Worker): Promise<void> {
  return new Promise((resolve) => {
    if (worker.isDead()) resolve();
    else worker.once('exit', () => resolve());
  });
}

async function primary(): Promise<void> {
  // SIGHUP means "restart the workers" here, never "hang up": not even while starting.
  process.on('SIGHUP', () => {});
  const env = parseEnv();
  if (!env.DATABASE_URL || !env.REDIS_URL) {
    console.error(
      '[cluster] scale mode needs DATABASE_URL (PostgreSQL) and REDIS_URL: the embedded database and the ' +
        'in-process event bus belong to one process. Use `npm start` for a single process.',
    );
    process.exit(2);
  }
  const count = env.WORKERS ?? availableParallelism();
  await prepareDatabase(env);
  cluster.setupPrimary({ exec: MAIN, execArgv: ['--import', 'tsx'] });

  let stopping = false;
  let restarting = false;
  let started = false;
  let deaths = 0;
  const replacing = new Set<Worker>();

  const fork = (): Worker => {
    const worker = cluster.fork();
    worker.on('exit', (code, signal) => {
      if (stopping || replacing.has(worker)) return;
      deaths += 1;
      const wait = Math.min(250 * 2 ** Math.min(deaths, 6), 15_000);
      log(`worker ${worker.process.pid} died (${signal ?? code}); a new one in ${wait} ms`);
      setTimeout(() => {
        if (!stopping) fork();
      }, wait).unref();
    });
    worker.on('message', (message: unknown) => {
      if ((message as { type?: unknown } | null)?.type === 'dx:ready') deaths = 0;
    });
    return worker;
  };

  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: stopping the workers`);
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => Boolean(w));
    for (const worker of workers) worker.process.kill('SIGTERM');
    await Promise.all(workers.map(exited));
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));

  process.on('SIGHUP', () => {
    // During start-up the workers are new anyway.
    if (restarting || stopping || !started) return;
    restarting = true;
    (async () => {
      const old = Object.values(cluster.workers ?? {}).filter((w): w is Worker => Boolean(w));
      log(`SIGHUP: restarting ${old.length} workers one by one`);
      for (const worker of old) {
        await serving(fork());
        replacing.add(worker);
        worker.process.kill('SIGTERM');
        await exited(worker);
        replacing.delete(worker);
      }
      log('rolling restart done');
    })()
      .catch((error: unknown) => log(`rolling restart failed: ${String(error)}`))
      .finally(() => {
        restarting = false;
      });
  });

  await Promise.all(Array.from({ length: count }, () => serving(fork())));
  log(`${count} workers serving on port ${env.PORT} (PostgreSQL + Redis)`);

  started = true;
}

primary().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

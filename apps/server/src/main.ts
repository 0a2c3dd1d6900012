/**
 * Server entry point (`npm start`, `npm run dev`): parse the environment, open and migrate the database, seed
 * the demo merchants into an empty database, serve storefront and API, and shut down cleanly on a signal.
 * The server listens before the database is reached: until it is migrated, /readyz and every request answer 503.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { type DbHandle, openDatabase } from './db/client.ts';
import { parseEnv } from './env.ts';
import { createMerchantRepository } from './modules/merchants/repository.ts';
import { type Readiness, registerHealth } from './ops/health.ts';
import { registerMetrics } from './ops/metrics.ts';
import { migrateWhenReachable } from './ops/start-database.ts';

/** How long in-flight requests get to finish after a stop signal before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const env = parseEnv();
  // Opening does not connect on PostgreSQL: a database that is down at start-up is waited for below.
  const handle: DbHandle = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    durable: env.PGLITE_DURABLE,
  });
  const readiness: Readiness = { migrated: false, stopping: false };

  let app: FastifyInstance;
  try {
    app = await buildApp({
      db: handle.db,
      env,
      beforeRoutes: (instance) => {
        registerHealth(instance, {
          readiness,
          pingDatabase: () => handle.ping(),
          // Scale mode: an instance whose Redis is gone would miss other instances' live events.
          ...(env.REDIS_URL ? { pingRedis: () => instance.pingEvents() } : {}),
        });
        registerMetrics(instance, {
          token: env.METRICS_TOKEN,
          ...(handle.poolStats ? { poolStats: handle.poolStats } : {}),
        });
      },
    });
  } catch (error) {
    await handle.close();
    throw error;
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) {
      app.log.warn(`${signal} again: exiting now`);
      process.exit(1);
    }
    stopping = true;
    readiness.stopping = true;
    app.log.info(`${signal}: closing`);
    const force = setTimeout(() => {
      app.log.error('shutdown took too long: exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    // Fastify closes the connections idle when closing starts; one whose request finishes later would be kept
    // alive until the grace ends (and the exit code be 1): close each as soon as it is idle.
    const idleSweep = setInterval(() => app.server.closeIdleConnections(), 100);
    try {
      await app.close();
      await handle.close();
    } finally {
      clearInterval(idleSweep);
      clearTimeout(force);
    }
    // A worker of scale mode keeps its channel to the primary open, which would keep the process alive: let go.
    if (process.connected) process.disconnect();
  };
  // A worker of scale mode (cluster.ts): SIGHUP is the primary's rolling restart; a hang-up of the terminal that
  // reaches the whole process group must not kill the workers under it.
  if (process.send) process.on('SIGHUP', () => {});
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      stop(signal).catch((error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exitCode = 1;
      });
      // A second signal while closing forces the exit.
      process.once(signal, () => void stop(signal));
    });
  }

  const listen = async () => {
    await app.listen({ host: env.HOST, port: env.PORT });
    const shown = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST;
    const database = env.DATABASE_URL ? 'PostgreSQL' : `PGlite in ${env.DATA_DIR}`;
    app.log.info(`Dasturxon is serving on http://${shown}:${env.PORT} (database: ${database})`);
    app.log.info(`API documentation: http://${shown}:${env.PORT}/api/docs`);
  };
  /** Migrations and the demo seed; false when stopped before the database answered. */
  const prepare = async (): Promise<boolean> => {
    if (!(await migrateWhenReachable({ handle, log: app.log, stopped: () => stopping }))) return false;
    try {
      if (env.SEED_DEMO && !(await createMerchantRepository(handle.db).hasAny())) {
        // Imported only when needed: the demo content is a sizeable module a production server never runs.
        const { seedDemo } = await import('./db/seed/index.ts');
        if ((await seedDemo(handle.db)).seeded) {
          app.log.info('empty database: seeded the demo merchants (navruz, navruzburger, bodomzor)');
        }
      }
    } catch (error) {
      // The database went away again between the migrations and the seed: serve, the demo is not essential.
      app.log.error({ err: error }, 'seeding the demo merchants failed');
    }
    readiness.migrated = true;
    return true;
  };

  if (process.send) {
    // A worker of scale mode (cluster.ts): the others serve meanwhile, so it takes connections only once its
    // database is ready (the primary routes to a worker as soon as it listens), then tells the primary.
    if (!(await prepare())) return;
    await listen();
    process.send({ type: 'dx:ready' });
    return;
  }
  // One process: listen at once, so /healthz answers and /readyz says 503 while the database is awaited.
  await listen();
  await prepare();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

/**
 * Server entry point (`npm start`, `npm run dev`): parse the environment, open and migrate the database, seed
 * the demo merchants into an empty database, serve storefront and API, and shut down cleanly on a signal.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { type DbHandle, openDatabase } from './db/client.ts';
import { parseEnv } from './env.ts';
import { createMerchantRepository } from './modules/merchants/repository.ts';

/** How long in-flight requests get to finish after a stop signal before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const env = parseEnv();
  const handle: DbHandle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  await handle.migrate();

  let seeded = false;
  if (env.SEED_DEMO && !(await createMerchantRepository(handle.db).hasAny())) {
    // Imported only when needed: the demo content is a sizeable module a production server never runs.
    const { seedDemo } = await import('./db/seed/index.ts');
    seeded = (await seedDemo(handle.db)).seeded;
  }

  let app: FastifyInstance;
  try {
    app = await buildApp({ db: handle.db, env });
  } catch (error) {
    await handle.close();
    throw error;
  }
  if (seeded) app.log.info('empty database: seeded the demo merchants (navruz, navruzburger, bodomzor)');

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) {
      app.log.warn(`${signal} again: exiting now`);
      process.exit(1);
    }
    stopping = true;
    app.log.info(`${signal}: closing`);
    const force = setTimeout(() => {
      app.log.error('shutdown took too long: exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    try {
      await app.close();
      await handle.close();
    } finally {
      clearTimeout(force);
    }
  };
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

  await app.listen({ host: env.HOST, port: env.PORT });
  const shown = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST;
  const database = env.DATABASE_URL ? 'PostgreSQL' : `PGlite in ${env.DATA_DIR}`;
  app.log.info(`Dasturxon is serving on http://${shown}:${env.PORT} (database: ${database})`);
  app.log.info(`API documentation: http://${shown}:${env.PORT}/api/docs`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

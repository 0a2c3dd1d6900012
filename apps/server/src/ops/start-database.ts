/**
 * Start-up against a database that may not be there yet (issue 15 §5): the server listens at once (with
 * `/readyz` false and every other request answered 503), and the migrations are retried until the database
 * answers, instead of the process exiting. A database that is reachable but refuses the migrations for another
 * reason (a bad migration, wrong credentials) is retried too: the log says why on every attempt.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { DbHandle } from '../db/client.ts';
import { isDatabaseUnavailable } from '../db/unavailable.ts';

export interface StartDatabaseOptions {
  handle: DbHandle;
  log: FastifyBaseLogger;
  /** Stop retrying (the process is shutting down). */
  stopped(): boolean;
  /** First wait between attempts; doubles up to maxDelayMs. */
  initialDelayMs?: number;
  maxDelayMs?: number;
}

/** Resolves true once migrated, false if stopped first. */
export async function migrateWhenReachable(opts: StartDatabaseOptions): Promise<boolean> {
  let delay = opts.initialDelayMs ?? 250;
  const maxDelay = opts.maxDelayMs ?? 2000;
  for (let attempt = 1; !opts.stopped(); attempt += 1) {
    try {
      await opts.handle.migrate();
      if (attempt > 1) opts.log.info('the database is reachable: migrations done, serving');
      return true;
    } catch (error) {
      const reason = isDatabaseUnavailable(error) ? 'the database is unreachable' : 'migrations failed';
      opts.log.warn({ err: error, attempt }, `${reason}: retrying in ${delay} ms (/readyz answers 503)`);
      await new Promise((resolve) => setTimeout(resolve, delay));
      delay = Math.min(delay * 2, maxDelay);
    }
  }
  return false;
}

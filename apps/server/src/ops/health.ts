/**
 * Operators' probes (issue 15 §4): `/healthz` answers 200 while the process runs; `/readyz` answers 200 only
 * once the migrations are done and the database (and, in scale mode, Redis) answers, 503 otherwise. Both are
 * cheap, unauthenticated and say nothing about versions or configuration.
 *
 * Until the server is ready (the database was down at start-up and the migrations wait for it), every other
 * request answers 503 with the translated "temporarily unavailable" message instead of touching a database
 * whose tables may not exist yet. Those 503s are expected, not failures: the first is logged once at warn
 * level (no stack), the rest at debug, so a start-up does not fill the log with errors that hide real ones.
 */
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors/app-error.ts';
import { sendError } from '../errors/error-handler.ts';
import { requestSummary } from '../http/request-logs.ts';

export interface Readiness {
  /** Set once the database was reached and migrated. */
  migrated: boolean;
  /** Set while the server shuts down: the proxy stops sending new requests before the listener closes. */
  stopping: boolean;
}

export interface HealthOptions {
  readiness: Readiness;
  /** Rejects while the database is unreachable. */
  pingDatabase(): Promise<void>;
  /** Rejects while Redis is unreachable (scale mode only). */
  pingRedis?: () => Promise<void>;
  /** Longest wait for one check (default 2 s): a hung connection must not hang the probe. */
  checkTimeoutMs?: number;
}

const PROBES = new Set(['/healthz', '/readyz']);

function withTimeout(check: Promise<void>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  return Promise.race([
    check.then(
      () => true,
      () => false,
    ),
    timeout,
  ]).finally(() => clearTimeout(timer));
}

export function registerHealth(app: FastifyInstance, opts: HealthOptions): void {
  const timeoutMs = opts.checkTimeoutMs ?? 2000;
  const noStore = { 'cache-control': 'no-store' };

  let warned = false;
  app.addHook('onRequest', async (request, reply) => {
    if (opts.readiness.migrated) return;
    const path = (request.raw.url ?? '').split('?')[0] ?? '';
    if (PROBES.has(path) || path === '/metrics') return;
    const line = { request: requestSummary(request) };
    const message = 'not ready (start-up migrations or database): answering 503';
    if (warned) request.log.debug(line, message);
    else {
      warned = true;
      request.log.warn(line, `${message}; further requests until ready are logged at debug level`);
    }
    const unavailable = new AppError('SERVICE_UNAVAILABLE', 503, 'databaseUnavailable');
    return sendError(request, reply, unavailable, { expected: true });
  });

  const hide = { schema: { hide: true } };
  app.get('/healthz', hide, async (_request, reply) => reply.headers(noStore).send({ status: 'ok' }));

  app.get('/readyz', hide, async (_request, reply) => {
    const [database, redis] = await Promise.all([
      opts.readiness.migrated ? withTimeout(opts.pingDatabase(), timeoutMs) : Promise.resolve(false),
      opts.pingRedis ? withTimeout(opts.pingRedis(), timeoutMs) : Promise.resolve(true),
    ]);
    const ready = database && redis && !opts.readiness.stopping;
    return reply
      .code(ready ? 200 : 503)
      .headers(noStore)
      .send({ status: ready ? 'ready' : 'unavailable', database, ...(opts.pingRedis ? { redis } : {}) });
  });
}

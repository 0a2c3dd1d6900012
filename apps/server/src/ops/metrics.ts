/**
 * Prometheus metrics at `/metrics` (issue 15 §4), in prom-client's text format. Refused (404) unless
 * METRICS_TOKEN is set, and then only with `Authorization: Bearer <METRICS_TOKEN>` (401 otherwise): the numbers
 * name routes and load, nothing for the public.
 *
 * - `http_requests_total` and `http_request_duration_seconds` by method, route pattern (Fastify's, e.g.
 *   `/api/users/v1/merchants/sub/:sub`; never the raw URL, which can carry personal data) and status;
 * - `db_pool_connections` by state (total, idle, waiting) on PostgreSQL;
 * - the process's own (CPU, memory, event-loop lag, handles) from prom-client's default collectors.
 *
 * - `orders_total` by merchant and result (created/failed) and `payment_callbacks_total` by provider and HTTP
 *   result, read from the routes' answers (no hook inside the modules).
 *
 * - `live_streams_open` by kind and `event_bus_lag_seconds` (ops/live-metrics.ts, kept by the streams and the
 *   Redis bus themselves).
 *
 * - `ssr_cache_requests_total` by result (hit, miss, uncacheable, bypass): the kept menu pages (http/page-cache.ts,
 *   decision 300).
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, type Metric, Registry } from 'prom-client';
import { ssrCacheRequests } from '../http/page-cache.ts';
import { eventBusLag, liveStreamsOpen } from './live-metrics.ts';
import { createRequestMetrics, type RequestMetricChildren } from './request-metrics.ts';

export type { RequestMetricChildren } from './request-metrics.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Set by registerMetrics: the children of `http_requests_total` and `http_request_duration_seconds` for an
     * answer written before Fastify saw the request (the menu's early answers, modules/menu/fast-path-server.ts).
     */
    requestMetrics?: (method: string, route: string, status: number) => RequestMetricChildren;
  }
}

export interface MetricsOptions {
  /** METRICS_TOKEN; undefined: /metrics answers 404. */
  token: string | undefined;
  /** Connections of the database pool (PostgreSQL only). */
  poolStats?: () => { total: number; idle: number; waiting: number };
  /** Collect the process's default metrics (off in tests that build many apps). */
  processMetrics?: boolean;
}

/** The customer's order submissions (place now, place for a time). */
const ORDER_ROUTES = new Set(['/api/orders/v1/orders', '/api/orders/v1/orders/at-time']);
/** The providers' callback routes (contracts apiPaths: payme, click prepare/complete, uzum operations). */
const PAYMENT_CALLBACK = /^\/api\/payments\/v2\/(payme|click|uzum)(?:\/|$)/;

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function registerMetrics(app: FastifyInstance, opts: MetricsOptions): Registry {
  const registry = new Registry();
  if (opts.processMetrics !== false) collectDefaultMetrics({ register: registry });
  registry.registerMetric(liveStreamsOpen);
  registry.registerMetric(eventBusLag);
  registry.registerMetric(ssrCacheRequests);
  // Which process answered (scale mode runs several on one port): the pid, nothing about versions.
  new Gauge({
    name: 'instance_info',
    help: 'The answering server process',
    labelNames: ['pid'],
    registers: [registry],
  }).set({ pid: String(process.pid) }, 1);
  // By method, route and status, counted in plain numbers per series (decision 368; prom-client's children
  // hashed their labels on every answer, decision 301).
  const requestMetrics = createRequestMetrics({
    counterName: 'http_requests_total',
    counterHelp: 'HTTP requests',
    histogramName: 'http_request_duration_seconds',
    histogramHelp: 'HTTP request duration in seconds, from the request to the end of the answer',
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  });
  registry.registerMetric(requestMetrics.counter as unknown as Metric);
  registry.registerMetric(requestMetrics.histogram as unknown as Metric);
  const poolStats = opts.poolStats;
  if (poolStats) {
    new Gauge({
      name: 'db_pool_connections',
      help: 'PostgreSQL pool connections by state',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const stats = poolStats();
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
      },
    });
  }

  const orders = new Counter({
    name: 'orders_total',
    help: 'Order submissions by merchant and result (created: 2xx, failed: anything else)',
    labelNames: ['merchant', 'result'],
    registers: [registry],
  });
  const callbacks = new Counter({
    name: 'payment_callbacks_total',
    help: 'Payment provider callbacks by provider and HTTP result (Payme answers its own errors with 200)',
    labelNames: ['provider', 'result'],
    registers: [registry],
  });

  // The series of one method, route and status, looked up once per answer (decisions 301, 368).
  const childrenOf = (method: string, route: string, status: number): RequestMetricChildren =>
    requestMetrics.childrenOf(method, route, status);
  app.decorate('requestMetrics', childrenOf);

  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (route !== '/metrics') {
      const child = childrenOf(request.method, route, reply.statusCode);
      child.count.inc();
      child.time.observe(reply.elapsedTime / 1000);
      if (request.method === 'POST') countPost(request, route, reply.statusCode);
    }
    done();
  });

  function countPost(request: FastifyRequest, route: string, status: number): void {
    const result = status >= 200 && status < 300 ? 'ok' : 'error';
    if (ORDER_ROUTES.has(route)) {
      // request.merchant is set by the merchant header's hook; absent when the header was refused.
      const merchant = (request as { merchant?: { id?: string } }).merchant?.id ?? 'unknown';
      orders.inc({ merchant, result: result === 'ok' ? 'created' : 'failed' });
    }
    const provider = PAYMENT_CALLBACK.exec(route)?.[1];
    if (provider) callbacks.inc({ provider, result });
  }

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!opts.token) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    const header = request.headers.authorization ?? '';
    const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
    if (!sameToken(given, opts.token)) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer')
        .type('text/plain; charset=utf-8')
        .send('Unauthorized');
    }
    return reply
      .header('cache-control', 'no-store')
      .type(registry.contentType)
      .send(await registry.metrics());
  });
  return registry;
}

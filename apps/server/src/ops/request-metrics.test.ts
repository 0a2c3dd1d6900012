/**
 * The request metrics kept in plain numbers (decision 368) read at a scrape exactly as prom-client's own Counter
 * and Histogram would have for the same answers: the same lines, names, labels, buckets, sums and counts.
 */
import { Counter, Histogram, type Metric, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { createRequestMetrics } from './request-metrics.ts';

const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const ANSWERS: [method: string, route: string, status: number, seconds: number][] = [
  ['GET', '/api/products/v1/overalls', 200, 0.0004],
  ['GET', '/api/products/v1/overalls', 200, 0.005],
  ['GET', '/api/products/v1/overalls', 304, 0.012],
  ['POST', '/api/orders/v1/orders', 201, 0.3],
  ['POST', '/api/orders/v1/orders', 422, 12],
  ['GET', '/api/products/v1/overalls', 200, 2.5],
  ['GET', '/*', 200, 0.1],
];

function reference(): Registry {
  const registry = new Registry();
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration in seconds',
    labelNames,
    buckets: BUCKETS,
    registers: [registry],
  });
  for (const [method, route, status, seconds] of ANSWERS) {
    const labels = { method, route, status: String(status) };
    requests.labels(labels).inc();
    duration.labels(labels).observe(seconds);
  }
  return registry;
}

function ours(): Registry {
  const registry = new Registry();
  const metrics = createRequestMetrics({
    counterName: 'http_requests_total',
    counterHelp: 'HTTP requests',
    histogramName: 'http_request_duration_seconds',
    histogramHelp: 'HTTP request duration in seconds',
    buckets: BUCKETS,
  });
  registry.registerMetric(metrics.counter as unknown as Metric);
  registry.registerMetric(metrics.histogram as unknown as Metric);
  for (const [method, route, status, seconds] of ANSWERS) {
    const series = metrics.childrenOf(method, route, status);
    series.count.inc();
    series.time.observe(seconds);
  }
  return registry;
}

describe('request metrics', () => {
  it('read at a scrape as prom-client’s own counter and histogram', async () => {
    const expected = await reference().metrics();
    expect(expected).toContain('http_request_duration_seconds_bucket{le="0.005",method="GET"');
    expect(await ours().metrics()).toBe(expected);
  });

  it('keep counting past the bound of kept series', async () => {
    const metrics = createRequestMetrics({
      counterName: 'requests',
      counterHelp: 'r',
      histogramName: 'duration',
      histogramHelp: 'd',
      buckets: [1],
      max: 1,
    });
    for (const status of [200, 404, 404]) metrics.childrenOf('GET', '/x', status).count.inc();
    const values = (await metrics.counter.get()).values.map((v) => [v.labels.status, v.value]);
    expect(values).toEqual([
      ['200', 1],
      ['404', 2],
    ]);
  });
});

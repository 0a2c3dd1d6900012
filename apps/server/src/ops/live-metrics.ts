/**
 * Metrics of the live parts (issue 15 §4), kept by the code that sees them and attached to the app's registry by
 * registerMetrics (ops/metrics.ts): they belong to no registry until then, so a process without /metrics pays
 * only an increment.
 *
 * - `live_streams_open` by kind (`order`: a customer's order screen; `staff`: a console screen);
 * - `event_bus_lag_seconds`: from an instance publishing an order event on Redis to this one hearing it.
 */
import { Gauge, Histogram } from 'prom-client';

export type LiveStreamKind = 'order' | 'staff';

export const liveStreamsOpen = new Gauge({
  name: 'live_streams_open',
  help: 'Open server-sent event streams by kind (order: customer order screens, staff: console screens)',
  labelNames: ['kind'],
  registers: [],
});

export const eventBusLag = new Histogram({
  name: 'event_bus_lag_seconds',
  help: 'Seconds from another instance publishing an order event on Redis to this instance hearing it',
  buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [],
});

/** An envelope's `sentAt` (ms since the epoch) heard now; clocks of two machines may differ: never below 0. */
export function recordBusLag(sentAt: number, now = Date.now()): void {
  eventBusLag.observe(Math.max(0, now - sentAt) / 1000);
}

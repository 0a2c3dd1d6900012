/**
 * Invalidation of what a server instance caches about a merchant (decision 302): its record and settings
 * (merchant service), its menu (menu cache) and the server-rendered pages built from them (http/page-cache.ts).
 *
 * Every write calls `invalidate({ kind, merchantId })`: the listeners of this instance run at once (before the
 * write's answer goes out), and in scale mode the message goes to every other instance over Redis pub/sub, whose
 * listeners run as soon as it arrives, instead of each instance noticing within its cache's time-to-live (the
 * merchant's 5 s, the menu's stamp check). An instance whose subscription was cut (Redis restarted) may have
 * missed messages: when it listens again it drops everything (`kind: 'all'`). Embedded mode: in-process only.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

export type Invalidation =
  /** Menu, stop-list, branches, grades: the menu cache and the pages. */
  | { kind: 'menu'; merchantId: string }
  /** Merchant record or settings: the merchant cache, the storefront's shell data and the pages. */
  | { kind: 'merchant'; merchantId: string }
  /** Delivery zones: the zones orders are priced in (decision 379); nothing a page shows. */
  | { kind: 'zones'; merchantId: string }
  /** Everything (tests between cases; an instance that may have missed messages). */
  | { kind: 'all' };

export type InvalidationListener = (message: Invalidation) => void;

export interface CacheInvalidation {
  /** Runs this instance's listeners now and tells the other instances (scale mode). */
  invalidate(message: Invalidation): void;
  /** Only this instance's listeners (tests' clearCaches). */
  invalidateLocally(message: Invalidation): void;
  on(listener: InvalidationListener): () => void;
  /** Resolves once this instance hears other instances (at once in embedded mode). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

export const INVALIDATION_CHANNEL = 'dasturxon:cache-invalidation';

interface Envelope {
  origin: string;
  message: Invalidation;
}

function parseEnvelope(raw: string): Envelope | null {
  try {
    const value = JSON.parse(raw) as Partial<Envelope>;
    const m = value.message as Partial<Invalidation> | undefined;
    if (typeof value.origin !== 'string' || !m) return null;
    if (m.kind === 'all') return { origin: value.origin, message: { kind: 'all' } };
    if (
      (m.kind === 'menu' || m.kind === 'merchant' || m.kind === 'zones') &&
      typeof m.merchantId === 'string'
    ) {
      return { origin: value.origin, message: { kind: m.kind, merchantId: m.merchantId } };
    }
    return null;
  } catch {
    return null;
  }
}

export function createCacheInvalidation(opts: {
  /** The instance's shared Redis connection (redis/shared-client.ts); null in embedded mode. */
  redis: Redis | null;
  log: FastifyBaseLogger;
  channel?: string;
  /** Redis CLIENT name of the subscriber connection (operators, tests). */
  name?: string;
}): CacheInvalidation {
  const listeners = new Set<InvalidationListener>();
  const channel = opts.channel ?? INVALIDATION_CHANNEL;
  const origin = randomUUID();
  const runListeners = (message: Invalidation) => {
    for (const listener of listeners) {
      try {
        listener(message);
      } catch (error) {
        opts.log.error({ err: error }, 'cache invalidation: a listener failed');
      }
    }
  };

  const publisher = opts.redis;
  // A connection in subscriber mode can run no other command: a second connection, configured like the first.
  const subscriber = publisher
    ? publisher.duplicate({ connectionName: opts.name ?? 'dasturxon-cache-invalidation' })
    : null;
  let closed = false;
  let markListening = () => {};
  const listening = subscriber
    ? new Promise<void>((resolve) => {
        markListening = resolve;
      })
    : Promise.resolve();
  if (subscriber) {
    let listenedBefore = false;
    let lastWarning = 0;
    subscriber.on('error', (error) => {
      if (Date.now() - lastWarning < 60_000) return;
      lastWarning = Date.now();
      opts.log.warn({ err: error }, 'cache invalidation: subscriber connection failed');
    });
    subscriber.on('message', (from: string, raw: string) => {
      if (from !== channel) return;
      const envelope = parseEnvelope(raw);
      if (!envelope || envelope.origin === origin) return;
      runListeners(envelope.message);
    });
    subscriber.on('ready', () => {
      subscriber.subscribe(channel).then(
        () => {
          markListening();
          // Messages published while the subscription was cut never arrive: forget everything once.
          if (listenedBefore && !closed) runListeners({ kind: 'all' });
          listenedBefore = true;
        },
        (error: unknown) => {
          if (!closed) opts.log.warn({ err: error }, 'cache invalidation: subscribe failed');
        },
      );
    });
  }

  return {
    invalidate(message) {
      runListeners(message);
      if (!publisher || closed) return;
      publisher.publish(channel, JSON.stringify({ origin, message } satisfies Envelope)).catch((error) => {
        // The others still notice within their caches' own limits (merchant TTL, menu stamp, page minute).
        opts.log.warn({ err: error }, 'cache invalidation: publish failed; other instances catch up later');
      });
    },
    invalidateLocally: runListeners,
    on(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    ready: () => listening,
    async close() {
      if (closed) return;
      closed = true;
      listeners.clear();
      if (subscriber) subscriber.disconnect();
    },
  };
}

/**
 * Order events through Redis pub/sub (scale mode, decision 121): every instance publishes to one channel and
 * delivers what it hears to its own subscribers, so a live screen connected to instance B sees a change made
 * on instance A.
 *
 * - Two connections per process: one publishes, one only subscribes (a subscribed connection can do nothing
 *   else). ioredis reconnects with back-off; the subscriber subscribes again each time its connection is ready,
 *   so a Redis that is down when the server starts (or restarts later) never leaves an instance deaf. ioredis'
 *   own re-subscribe is not enough: it only repeats subscriptions that once succeeded, and a SUBSCRIBE queued
 *   while Redis is down is dropped after maxRetriesPerRequest failed attempts.
 * - Local subscribers get an event at once, from memory, not through the round trip; the copy that comes back
 *   from Redis carries this instance's id and is skipped. So a Redis outage costs other instances their live
 *   updates, never this one's.
 * - publish never throws and never waits long: the offline queue is off, so a command while disconnected fails
 *   at once, and a command to a stalled server times out after a second; the failure is logged (at most once a
 *   minute) and the order write goes on.
 */
import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { COURIER_STATUSES, ORDER_STATUSES } from '@dasturxon/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { recordBusLag } from '../ops/live-metrics.ts';
import type {
  CourierPositionFacts,
  OrderEventBus,
  OrderEventFacts,
  OrderEventMessage,
} from './order-events.ts';

export const ORDER_EVENTS_CHANNEL = 'dasturxon:order-events';

export interface RedisOrderEventBus extends OrderEventBus {
  /**
   * Resolves when this instance both listens to the channel and can publish to it (tests publish right after
   * it; a publish while the publisher is still connecting fails at once, by design, and is lost).
   */
  ready(): Promise<void>;
}

interface Envelope {
  origin: string;
  event: OrderEventMessage;
  /** When the publisher sent it (ms since the epoch): the receiver's event_bus_lag_seconds. Absent: older. */
  sentAt?: number;
}

const STATUSES = new Set<string>(ORDER_STATUSES);
const COURIER = new Set<string>(COURIER_STATUSES);

/** A message from the channel, if it is one of ours and well formed (anything may publish to a channel). */
export function parseEnvelope(raw: string): Envelope | null {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const { origin, event } = value as Partial<Envelope>;
  if (typeof origin !== 'string' || !event || typeof event !== 'object') return null;
  const e = event as Partial<OrderEventMessage>;
  if (
    !Number.isInteger(e.orderId) ||
    !Number.isInteger(e.userId) ||
    typeof e.merchantId !== 'string' ||
    typeof e.status !== 'string' ||
    !STATUSES.has(e.status) ||
    typeof e.isPaid !== 'boolean' ||
    typeof e.courierStatus !== 'string' ||
    !COURIER.has(e.courierStatus) ||
    typeof e.at !== 'string'
  ) {
    return null;
  }
  const facts = parseFacts(e.facts);
  const courier = parseCourier(e.courier);
  if (facts === false || courier === false) return null;
  const { sentAt } = value as { sentAt?: unknown };
  return {
    origin,
    ...(typeof sentAt === 'number' && Number.isFinite(sentAt) ? { sentAt } : {}),
    event: {
      orderId: e.orderId as number,
      merchantId: e.merchantId,
      userId: e.userId as number,
      status: e.status as OrderEventMessage['status'],
      isPaid: e.isPaid,
      courierStatus: e.courierStatus as OrderEventMessage['courierStatus'],
      at: e.at,
      ...(e.kind === 'created' || e.kind === 'courier' ? { kind: e.kind } : {}),
      ...(facts ? { facts } : {}),
      ...(courier ? { courier } : {}),
    },
  };
}

const isInt = (v: unknown): v is number => Number.isInteger(v);
const isCoordinate = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/**
 * The staff facts of a message (decision 250): absent (undefined) in a message of an older instance, which
 * stays valid; `false` when present but malformed, which makes the whole message malformed.
 */
function parseFacts(value: unknown): OrderEventFacts | undefined | false {
  if (value === undefined) return undefined;
  if (!value || typeof value !== 'object') return false;
  const f = value as Partial<Record<keyof OrderEventFacts, unknown>>;
  if (!isInt(f.number) || !isInt(f.branchId) || !(f.courierId === null || isInt(f.courierId))) return false;
  return { number: f.number, branchId: f.branchId, courierId: f.courierId };
}

function parseCourier(value: unknown): CourierPositionFacts | undefined | false {
  if (value === undefined) return undefined;
  if (!value || typeof value !== 'object') return false;
  const c = value as Partial<Record<keyof CourierPositionFacts, unknown>>;
  if (
    !isInt(c.courierId) ||
    !isCoordinate(c.latitude) ||
    !isCoordinate(c.longitude) ||
    typeof c.at !== 'string'
  ) {
    return false;
  }
  return { courierId: c.courierId, latitude: c.latitude, longitude: c.longitude, at: c.at };
}

export function createRedisOrderEventBus(opts: {
  url: string;
  log: FastifyBaseLogger;
  channel?: string;
}): RedisOrderEventBus {
  const channel = opts.channel ?? ORDER_EVENTS_CHANNEL;
  const origin = randomUUID();
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const connection = {
    // Fail fast while disconnected instead of queueing (a queued publish would arrive late and out of order).
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    retryStrategy: (times: number) => Math.min(times * 200, 5000),
  } as const;
  // A slow Redis must not hold an order's answer: a publish waits at most a second.
  const publisher = new Redis(opts.url, { ...connection, commandTimeout: 1000 });
  // Subscribes on every 'ready' below, so nothing needs queueing and ioredis' re-subscribe is not wanted.
  const subscriber = new Redis(opts.url, { ...connection, autoResubscribe: false });

  let lastWarning = 0;
  const warn = (what: string, error: unknown) => {
    const now = Date.now();
    if (now - lastWarning < 60_000) return;
    lastWarning = now;
    opts.log.warn({ err: error }, `order events: ${what} (Redis ${redactUrl(opts.url)})`);
  };
  publisher.on('error', (error) => warn('publisher connection failed', error));
  subscriber.on('error', (error) => warn('subscriber connection failed', error));

  const deliver = (event: OrderEventMessage) => {
    for (const listener of emitter.listeners('order')) {
      try {
        (listener as (e: OrderEventMessage) => void)(event);
      } catch (error) {
        opts.log.error({ err: error }, 'order events: a listener failed');
      }
    }
  };

  subscriber.on('message', (from: string, raw: string) => {
    if (from !== channel) return;
    const envelope = parseEnvelope(raw);
    if (!envelope) {
      opts.log.warn({ channel }, 'order events: ignored a malformed message');
      return;
    }
    if (envelope.origin === origin) return;
    if (envelope.sentAt !== undefined) recordBusLag(envelope.sentAt);
    deliver(envelope.event);
  });

  let closed = false;
  let markListening = () => {};
  const listening = new Promise<void>((resolve) => {
    markListening = resolve;
  });
  // Every (re)connection starts unsubscribed: subscribe each time it is ready. A failure here comes with a
  // broken connection, whose reconnect brings the next attempt.
  let listenedBefore = false;
  subscriber.on('ready', () => {
    subscriber.subscribe(channel).then(
      () => {
        markListening();
        // Listening again after a cut: events published meanwhile never came (issue 15 §5).
        if (listenedBefore && !closed) emitter.emit('reconnect');
        listenedBefore = true;
      },
      (error: unknown) => {
        if (!closed) warn('subscribe failed', error);
      },
    );
  });
  const publishing = new Promise<void>((resolve) => {
    if (publisher.status === 'ready') resolve();
    else publisher.once('ready', () => resolve());
  });

  return {
    async publish(event) {
      deliver(event);
      if (closed) return;
      try {
        await publisher.publish(
          channel,
          JSON.stringify({ origin, event, sentAt: Date.now() } satisfies Envelope),
        );
      } catch (error) {
        warn('publish failed; other instances miss this change', error);
      }
    },
    subscribe(listener) {
      emitter.on('order', listener);
      return () => emitter.off('order', listener);
    },
    onReconnect(listener) {
      emitter.on('reconnect', listener);
      return () => emitter.off('reconnect', listener);
    },
    ready() {
      return Promise.all([listening, publishing]).then(() => undefined);
    },
    // Both connections: a subscriber that lost Redis leaves this instance deaf even if it can still publish.
    async ping() {
      if (closed) throw new Error('order events: closed');
      if (subscriber.status !== 'ready') throw new Error(`order events: subscriber ${subscriber.status}`);
      await publisher.ping();
    },
    async close() {
      if (closed) return;
      closed = true;
      emitter.removeAllListeners();
      await Promise.all(
        [publisher, subscriber].map(async (client) => {
          try {
            if (client.status === 'ready') await client.quit();
            else client.disconnect();
          } catch {
            client.disconnect();
          }
        }),
      );
    },
  };
}

/** The URL without its password, for logs. */
function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'redis';
  }
}

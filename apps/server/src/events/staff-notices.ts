/**
 * Staff notices (issue 13, decision 288): live events for the console that are not order changes — a new or
 * changed table reservation, a waiter call — published after their transaction commits and handed to the open
 * staff streams of the merchant (live/staff-hub.ts) as the SSE event named by `kind`. In-process by default;
 * through a Redis channel of its own when REDIS_URL is set, so a console on another instance hears them too.
 * A lost notice costs only liveness: the screens read their state from the API when they open or refresh.
 */
import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { Env } from '../env.ts';

export const STAFF_NOTICE_KINDS = ['reservation', 'waiter-call'] as const;
export type StaffNoticeKind = (typeof STAFF_NOTICE_KINDS)[number];

export interface StaffNotice {
  merchantId: string;
  kind: StaffNoticeKind;
  /** The SSE event's data (a contracts schema of the kind: StaffReservationEvent, ...). */
  event: Record<string, unknown>;
  /** Which roles hear it (default ADMIN and OPERATOR). */
  roles?: readonly string[];
}

export interface StaffNoticeBus {
  /** Never throws: a lost live notice must not fail the change. */
  publish(notice: StaffNotice): Promise<void>;
  subscribe(listener: (notice: StaffNotice) => void): () => void;
  close(): Promise<void>;
}

export const STAFF_NOTICES_CHANNEL = 'dasturxon:staff-notices';

export function createInProcessStaffNoticeBus(): StaffNoticeBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(notice) {
      emitter.emit('notice', notice);
    },
    subscribe(listener) {
      emitter.on('notice', listener);
      return () => emitter.off('notice', listener);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

/** A notice read from the channel, if well formed (anything may publish to a channel). */
export function parseNotice(raw: string): { origin: string; notice: StaffNotice } | null {
  try {
    const value = JSON.parse(raw) as { origin?: unknown; notice?: Partial<StaffNotice> };
    const n = value.notice;
    if (typeof value.origin !== 'string' || !n || typeof n.merchantId !== 'string') return null;
    if (!STAFF_NOTICE_KINDS.includes(n.kind as StaffNoticeKind)) return null;
    if (!n.event || typeof n.event !== 'object') return null;
    const roles = Array.isArray(n.roles) ? n.roles.filter((r) => typeof r === 'string') : undefined;
    return {
      origin: value.origin,
      notice: {
        merchantId: n.merchantId,
        kind: n.kind as StaffNoticeKind,
        event: n.event,
        ...(roles ? { roles } : {}),
      },
    };
  } catch {
    return null;
  }
}

/** Redis pub/sub: local listeners get a notice from memory at once; the copy from Redis is skipped by origin. */
export function createRedisStaffNoticeBus(opts: {
  url: string;
  log: FastifyBaseLogger;
}): StaffNoticeBus & { ready(): Promise<void> } {
  const origin = randomUUID();
  const local = createInProcessStaffNoticeBus();
  const connection = {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    retryStrategy: (times: number) => Math.min(times * 200, 5000),
  } as const;
  const publisher = new Redis(opts.url, { ...connection, commandTimeout: 1000 });
  const subscriber = new Redis(opts.url, { ...connection, autoResubscribe: false });
  let lastWarning = 0;
  const warn = (what: string, error: unknown) => {
    if (Date.now() - lastWarning < 60_000) return;
    lastWarning = Date.now();
    opts.log.warn({ err: error }, `staff notices: ${what}`);
  };
  publisher.on('error', (e) => warn('publisher connection failed', e));
  subscriber.on('error', (e) => warn('subscriber connection failed', e));
  let markListening = () => {};
  const listening = new Promise<void>((resolve) => {
    markListening = resolve;
  });
  subscriber.on('ready', () => {
    subscriber
      .subscribe(STAFF_NOTICES_CHANNEL)
      .then(markListening, (e: unknown) => warn('subscribe failed', e));
  });
  const publishing = new Promise<void>((resolve) => {
    if (publisher.status === 'ready') resolve();
    else publisher.once('ready', () => resolve());
  });
  subscriber.on('message', (channel: string, raw: string) => {
    if (channel !== STAFF_NOTICES_CHANNEL) return;
    const parsed = parseNotice(raw);
    if (parsed && parsed.origin !== origin) void local.publish(parsed.notice);
  });
  let closed = false;
  return {
    async publish(notice) {
      await local.publish(notice);
      if (closed) return;
      try {
        await publisher.publish(STAFF_NOTICES_CHANNEL, JSON.stringify({ origin, notice }));
      } catch (error) {
        warn('publish failed; other instances miss this notice', error);
      }
    },
    subscribe: (listener) => local.subscribe(listener),
    /** Resolves when this instance listens and can publish (tests publish right after it). */
    ready: () => Promise.all([listening, publishing]).then(() => undefined),
    async close() {
      closed = true;
      await local.close();
      publisher.disconnect();
      subscriber.disconnect();
    },
  };
}

export function createStaffNoticeBus(env: Env, log: FastifyBaseLogger): StaffNoticeBus {
  if (env.REDIS_URL) return createRedisStaffNoticeBus({ url: env.REDIS_URL, log });
  return createInProcessStaffNoticeBus();
}

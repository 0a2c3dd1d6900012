/**
 * One server-sent event stream on a hijacked reply (decisions 121, 211): the headers that keep proxies and
 * compressors from holding events back, `retry: 3000` so a dropped connection comes back quickly, a comment
 * every `heartbeatMs` so idle connections stay open, and one `end` for the client going away, an error and the
 * server closing (`streams` holds the open ones: end them all in preClose).
 */
import type { FastifyReply } from 'fastify';
import { type LiveStreamKind, liveStreamsOpen } from '../../ops/live-metrics.ts';

export const HEARTBEAT_MS = 20_000;

/** One server-sent event. */
export function sseEvent(name: string, data: unknown): string {
  return `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** Ends a stream; with `retryMs`, first tells the client when to come back (a reconnect it should make). */
export type StreamEnd = (hint?: { retryMs: number }) => void;

export interface EventStream {
  send(name: string, data: unknown): void;
  end: StreamEnd;
}

/**
 * Asks every open stream's client to reconnect, each after its own wait within `spreadMs`, so thousands of
 * screens do not come back in the same second. Used when the order event bus was cut off (Redis down): events
 * of that time never reached this instance, and a reconnecting screen reads the current state at once
 * (issue 15 §5).
 */
export function askToReconnect(streams: Set<StreamEnd>, spreadMs = 5000): void {
  for (const end of [...streams]) end({ retryMs: 500 + Math.floor(Math.random() * spreadMs) });
}

export function openEventStream(
  reply: FastifyReply,
  opts: { kind: LiveStreamKind; heartbeatMs?: number; streams: Set<StreamEnd>; onEnd: () => void },
): EventStream {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'private, no-store, no-transform',
    connection: 'keep-alive',
    // nginx and similar proxies: pass events through at once.
    'x-accel-buffering': 'no',
  });
  const write = (chunk: string) => {
    if (!raw.writableEnded && !raw.destroyed) raw.write(chunk);
  };
  write('retry: 3000\n\n');
  const heartbeat = setInterval(() => write(': ping\n\n'), opts.heartbeatMs ?? HEARTBEAT_MS);
  heartbeat.unref();
  let ended = false;
  const end: StreamEnd = (hint) => {
    if (ended) return;
    if (hint) write(`retry: ${hint.retryMs}\n\n`);
    ended = true;
    liveStreamsOpen.dec({ kind: opts.kind });
    clearInterval(heartbeat);
    opts.streams.delete(end);
    opts.onEnd();
    if (!raw.writableEnded) raw.end();
  };
  const closed = () => end();
  opts.streams.add(end);
  liveStreamsOpen.inc({ kind: opts.kind });
  raw.on('close', closed);
  raw.on('error', closed);
  return { send: (name, data) => write(sseEvent(name, data)), end };
}

/**
 * An early answer is counted once: at once when the socket took all of it (the usual case), else when its last
 * byte has left ('finish'), so the duration includes the wait of a slow client.
 */
import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import type { RequestMetricChildren } from '../../ops/metrics.ts';
import { counted } from './fast-path-server.ts';

function metrics() {
  const seen = { count: 0, times: [] as number[] };
  const children: RequestMetricChildren = {
    count: { inc: () => void seen.count++ },
    time: { observe: (seconds: number) => void seen.times.push(seconds) },
  };
  return { seen, children };
}

/** A response just ended: finished or not, with `waiting` bytes still in its socket's buffer. */
function response(finished: boolean, waiting: number | null): ServerResponse {
  const res = new EventEmitter() as EventEmitter & Record<string, unknown>;
  res.writableFinished = finished;
  res.writableEnded = true;
  res.socket = waiting === null ? null : { writableLength: waiting };
  return res as unknown as ServerResponse;
}

describe('an early answer counted', () => {
  it('at once when the socket took it whole, without waiting for finish', () => {
    const { seen, children } = metrics();
    const res = response(false, 0);
    counted(children, res, performance.now());
    expect(seen.count).toBe(1);
    expect(res.listenerCount('finish')).toBe(0);
  });

  it('when its last byte has left, if part of it still waits in the socket', () => {
    const { seen, children } = metrics();
    const res = response(false, 4096);
    counted(children, res, performance.now() - 50);
    expect(seen.count).toBe(0);
    res.emit('finish');
    res.emit('finish');
    expect(seen.count).toBe(1);
    expect(seen.times[0]).toBeGreaterThanOrEqual(0.05);
  });

  it('when it finishes, without a socket (an injected request)', () => {
    const { seen, children } = metrics();
    const res = response(false, null);
    counted(children, res, performance.now());
    expect(seen.count).toBe(0);
    res.emit('finish');
    expect(seen.count).toBe(1);
  });

  it('at once when already finished, and not at all without metrics', () => {
    const { seen, children } = metrics();
    counted(children, response(true, null), performance.now());
    counted(undefined, response(false, 0), performance.now());
    expect(seen.count).toBe(1);
  });
});

import { describe, expect, it } from 'vitest';
import { percentile } from './percentile.ts';
import { parseEvents } from './sse.ts';

describe('parseEvents', () => {
  it('reads named events, joins data lines and keeps an unfinished event for later', () => {
    const { events, rest } = parseEvents(
      'retry: 3000\n\nevent: order\ndata: {"id":1}\n\n: heartbeat\n\ndata: a\ndata: b\n\nevent: order\ndata: {"id"',
    );
    expect(events).toEqual([
      { event: 'order', data: '{"id":1}' },
      { event: 'message', data: 'a\nb' },
    ]);
    expect(rest).toBe('event: order\ndata: {"id"');
  });

  it('accepts CRLF line ends', () => {
    expect(parseEvents('event: x\r\ndata: 1\r\n\r\n').events).toEqual([{ event: 'x', data: '1' }]);
  });
});

describe('percentile', () => {
  it('takes the nearest rank', () => {
    const sample = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(percentile(sample, 50)).toBe(50);
    expect(percentile(sample, 99)).toBe(99);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBeNaN();
  });
});

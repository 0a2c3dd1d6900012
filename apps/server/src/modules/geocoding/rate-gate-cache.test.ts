import { describe, expect, it } from 'vitest';
import { createLruCache } from './lru-cache.ts';
import { createRateGate, GateBusyError } from './rate-gate.ts';

describe('rate gate', () => {
  it('gives simultaneous callers slots one interval apart and refuses those beyond the longest wait', async () => {
    let clock = 10_000;
    const slept: number[] = [];
    const gate = createRateGate({
      intervalMs: 1000,
      maxWaitMs: 2500,
      now: () => clock,
      sleep: async (ms) => {
        slept.push(ms);
      },
    });
    await gate.wait();
    await gate.wait();
    await gate.wait();
    expect(slept).toEqual([1000, 2000]);
    const refused = await gate.wait().catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(GateBusyError);
    expect((refused as GateBusyError).retryAfterMs).toBe(500);
    // Once time has passed, the next caller goes at once.
    clock += 3000;
    await gate.wait();
    expect(slept).toEqual([1000, 2000]);
  });
});

describe('LRU cache', () => {
  it('shares one load between concurrent misses and serves hits until the TTL', async () => {
    let clock = 0;
    let loads = 0;
    const cache = createLruCache<number>({ max: 10, ttlMs: 100, now: () => clock });
    const load = async () => ++loads;
    expect(await Promise.all([cache.get('a', load), cache.get('a', load)])).toEqual([1, 1]);
    clock = 99;
    expect(await cache.get('a', load)).toBe(1);
    clock = 100;
    expect(await cache.get('a', load)).toBe(2);
  });

  it('evicts the least recently used entry, and does not keep failures', async () => {
    const cache = createLruCache<string>({ max: 2, ttlMs: 1000 });
    await cache.get('a', async () => 'a1');
    await cache.get('b', async () => 'b1');
    await cache.get('a', async () => 'a2'); // a is now the most recent
    await cache.get('c', async () => 'c1'); // evicts b
    expect(await cache.get('a', async () => 'a3')).toBe('a1');
    expect(await cache.get('b', async () => 'b2')).toBe('b2');

    await expect(cache.get('x', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('x', async () => 'x1')).toBe('x1');
  });
});

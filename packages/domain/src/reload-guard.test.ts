import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RELOAD_GUARD_MS, recordReload, shouldReloadAfterChunkError } from './reload-guard.ts';

const T = 1_750_000_000_000;

describe('reload guard', () => {
  it('reloads a path that has not been reloaded', () => {
    expect(shouldReloadAfterChunkError('/menu', T, {})).toBe(true);
  });

  it('does not reload the same path again within 10 s', () => {
    const history = recordReload({}, '/menu', T);
    expect(shouldReloadAfterChunkError('/menu', T, history)).toBe(false);
    expect(shouldReloadAfterChunkError('/menu', T + RELOAD_GUARD_MS - 1, history)).toBe(false);
    expect(shouldReloadAfterChunkError('/menu', T + RELOAD_GUARD_MS, history)).toBe(true);
  });

  it('guards each path on its own', () => {
    const history = recordReload({}, '/menu', T);
    expect(shouldReloadAfterChunkError('/basket', T + 1, history)).toBe(true);
  });

  it('is not blocked by a reload recorded in the future', () => {
    expect(shouldReloadAfterChunkError('/menu', T, { '/menu': T + 60_000 })).toBe(true);
  });

  it('does not mistake object keys for paths', () => {
    expect(shouldReloadAfterChunkError('constructor', T, {})).toBe(true);
    expect(shouldReloadAfterChunkError('__proto__', T, {})).toBe(true);
  });

  it('records without changing the history it was given, dropping stale entries', () => {
    const old = { '/a': T - RELOAD_GUARD_MS, '/b': T - 5_000, '/c': T + 1_000 };
    const next = recordReload(old, '/menu', T);
    expect(next).toEqual({ '/b': T - 5_000, '/menu': T });
    expect(old).toEqual({ '/a': T - RELOAD_GUARD_MS, '/b': T - 5_000, '/c': T + 1_000 });
  });

  it('never allows two reloads of a path less than 10 s apart', () => {
    const event = fc.record({
      path: fc.constantFrom('/', '/menu', '/basket'),
      dt: fc.integer({ min: 0, max: 15_000 }),
    });
    fc.assert(
      fc.property(fc.array(event, { maxLength: 40 }), (events) => {
        let now = T;
        let history = {};
        const reloads: Record<string, number[]> = {};
        for (const { path, dt } of events) {
          now += dt;
          if (shouldReloadAfterChunkError(path, now, history)) {
            history = recordReload(history, path, now);
            reloads[path] = [...(reloads[path] ?? []), now];
          }
        }
        for (const times of Object.values(reloads)) {
          for (let i = 1; i < times.length; i++)
            expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(RELOAD_GUARD_MS);
        }
        expect(Object.keys(history).length).toBeLessThanOrEqual(3);
      }),
    );
  });
});

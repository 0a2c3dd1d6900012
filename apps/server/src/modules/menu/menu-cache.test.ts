import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { createMenuCache } from './menu-cache.ts';

/** A controllable data source: the menu text and its fingerprint, with counters and gates. */
function source() {
  const state = {
    text: 'v1',
    stamp: 's1',
    builds: 0,
    stamps: 0,
    gate: null as Promise<void> | null,
    onBuildStart: () => {},
  };
  return {
    state,
    build: async (merchantId: string, channel: string) => {
      state.builds += 1;
      const text = state.text;
      state.onBuildStart();
      if (state.gate) await state.gate;
      return JSON.stringify({ merchantId, channel, text });
    },
    stamp: async () => {
      state.stamps += 1;
      return state.stamp;
    },
  };
}

const textOf = (entry: { body: Buffer }) => (JSON.parse(entry.body.toString()) as { text: string }).text;

describe('menu cache', () => {
  it('builds once and then answers from memory', async () => {
    const s = source();
    const cache = createMenuCache({ ...s, checkIntervalMs: 60_000 });
    const a = await cache.get('m1', 'WEB');
    const b = await cache.get('m1', 'WEB');
    expect(b).toBe(a);
    expect(s.state.builds).toBe(1);
    expect(a.etag).toMatch(/^"[\w-]+"$/);
  });

  it('shares one build between concurrent requests', async () => {
    const s = source();
    let open = () => {};
    s.state.gate = new Promise((resolve) => {
      open = resolve;
    });
    const cache = createMenuCache({ ...s, checkIntervalMs: 60_000 });
    const pending = [cache.get('m1', 'WEB'), cache.get('m1', 'WEB'), cache.get('m1', 'WEB')];
    open();
    const entries = await Promise.all(pending);
    expect(new Set(entries).size).toBe(1);
    expect(s.state.builds).toBe(1);
  });

  it('keeps channels and merchants apart', async () => {
    const s = source();
    const cache = createMenuCache({ ...s, checkIntervalMs: 60_000 });
    const web = await cache.get('m1', 'WEB');
    const tg = await cache.get('m1', 'TG');
    const other = await cache.get('m2', 'WEB');
    expect(new Set([web.etag, tg.etag, other.etag]).size).toBe(3);
  });

  it('rebuilds after invalidate, and drops a build that was running when it was called', async () => {
    const s = source();
    const cache = createMenuCache({ ...s, checkIntervalMs: 60_000 });
    let open = () => {};
    s.state.gate = new Promise((resolve) => {
      open = resolve;
    });
    const started = new Promise<void>((resolve) => {
      s.state.onBuildStart = resolve;
    });
    const during = cache.get('m1', 'WEB');
    await started; // it has read v1 and waits at the gate
    s.state.text = 'v2';
    cache.invalidate('m1');
    s.state.gate = null;
    const after = await cache.get('m1', 'WEB'); // must not join the stale build
    open();
    expect(textOf(await during)).toBe('v1');
    expect(textOf(after)).toBe('v2');
    expect(textOf(await cache.get('m1', 'WEB'))).toBe('v2');
  });

  it('asks the fingerprint at most once per interval and rebuilds when it changed', async () => {
    let clock = 0;
    const s = source();
    const cache = createMenuCache({ ...s, checkIntervalMs: 1_000, now: () => clock });
    await cache.get('m1', 'WEB');
    const stampsAfterBuild = s.state.stamps;
    clock = 500;
    await cache.get('m1', 'WEB');
    expect(s.state.stamps).toBe(stampsAfterBuild);

    clock = 1_500;
    expect(textOf(await cache.get('m1', 'WEB'))).toBe('v1');
    expect(s.state.stamps).toBe(stampsAfterBuild + 1);
    expect(s.state.builds).toBe(1);

    s.state.text = 'v2';
    s.state.stamp = 's2';
    clock = 3_000;
    expect(textOf(await cache.get('m1', 'WEB'))).toBe('v2');
    expect(s.state.builds).toBe(2);
  });

  it('compresses an entry once per encoding', async () => {
    const s = source();
    const cache = createMenuCache({ ...s, checkIntervalMs: 60_000 });
    const entry = await cache.get('m1', 'WEB');
    const first = await cache.encode(entry, 'gzip');
    expect(await cache.encode(entry, 'gzip')).toBe(first);
    expect((await cache.encode(entry, 'br')).length).toBeGreaterThan(0);
  });

  it('answers brotli at once, then with the smaller best-quality bytes of the same JSON', async () => {
    const s = source();
    // A menu-sized text that brotli's best quality packs tighter than quality 6.
    s.state.text = Array.from({ length: 800 }, (_, i) => `dish ${i} plov ${i % 7} somsa ${i % 13}`).join(
      ', ',
    );
    const cache = createMenuCache({ ...s, checkIntervalMs: 60_000 });
    const entry = await cache.get('m1', 'WEB');
    const first = await cache.encode(entry, 'br');
    expect(brotliDecompressSync(first).equals(entry.body)).toBe(true);
    await vi.waitFor(async () => {
      expect((await cache.encode(entry, 'br')).length).toBeLessThan(first.length);
    });
    expect(brotliDecompressSync(await cache.encode(entry, 'br')).equals(entry.body)).toBe(true);
  });
});

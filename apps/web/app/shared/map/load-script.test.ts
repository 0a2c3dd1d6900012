// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { loadScript, scriptStatus } from './load-script.ts';

/** A document whose <script> tags never fetch anything: the test decides when they load or fail. */
function fakeDocument() {
  const added: FakeScript[] = [];
  class FakeScript extends EventTarget {
    src = '';
    async = false;
    removed = false;
    remove() {
      this.removed = true;
    }
  }
  const doc = {
    createElement: () => new FakeScript(),
    head: { appendChild: (el: FakeScript) => added.push(el) },
  } as unknown as Document;
  return { doc, added };
}

describe('loadScript', () => {
  it('goes pending -> loading -> loaded and adds the script once', async () => {
    const { doc, added } = fakeDocument();
    const src = 'https://maps.example/a.js';
    expect(scriptStatus(src)).toBe('pending');
    const first = loadScript(src, doc);
    const second = loadScript(src, doc);
    expect(scriptStatus(src)).toBe('loading');
    expect(added).toHaveLength(1);
    expect(added[0]?.src).toBe(src);
    added[0]?.dispatchEvent(new Event('load'));
    await Promise.all([first, second]);
    expect(scriptStatus(src)).toBe('loaded');
  });

  it('reports an error, removes the tag and lets a later call retry', async () => {
    const { doc, added } = fakeDocument();
    const src = 'https://maps.example/b.js';
    const attempt = loadScript(src, doc);
    added[0]?.dispatchEvent(new Event('error'));
    await expect(attempt).rejects.toThrow('Script failed to load');
    expect(scriptStatus(src)).toBe('error');
    expect(added[0]?.removed).toBe(true);
    const retry = loadScript(src, doc);
    expect(scriptStatus(src)).toBe('loading');
    expect(added).toHaveLength(2);
    added[1]?.dispatchEvent(new Event('load'));
    await retry;
    expect(scriptStatus(src)).toBe('loaded');
  });

  it('gives up on a script that never answers', async () => {
    const { doc } = fakeDocument();
    const src = 'https://maps.example/c.js';
    await expect(loadScript(src, doc, 20)).rejects.toThrow('timed out');
    expect(scriptStatus(src)).toBe('error');
  });
});

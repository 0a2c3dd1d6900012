// @vitest-environment happy-dom
/**
 * The real Leaflet, driven as a browser would: zoom animations on (happy-dom lacks CSS 3D transforms, so a
 * WebKitCSSMatrix stand-in is given before Leaflet loads and reads it) and the clock faked, so the test decides
 * when animation frames and Leaflet's timers run.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MapEngine } from './map-types.ts';

vi.hoisted(() => {
  (globalThis as Record<string, unknown>).WebKitCSSMatrix = class {
    m11 = 1;
  };
});

let createLeafletEngine: typeof import('./leaflet-engine.ts').createLeafletEngine;

beforeAll(async () => {
  vi.useFakeTimers({
    toFake: [
      'setTimeout',
      'clearTimeout',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'Date',
      'performance',
    ],
  });
  ({ createLeafletEngine } = await import('./leaflet-engine.ts'));
});

afterEach(() => {
  document.body.replaceChildren();
});

afterAll(() => {
  vi.useRealTimers();
});

function mapOnScreen(onMove = vi.fn()): { engine: MapEngine; onMove: typeof onMove } {
  const container = document.createElement('section');
  // happy-dom lays nothing out: give the map the size of a phone's map screen.
  Object.defineProperty(container, 'clientWidth', { value: 360 });
  Object.defineProperty(container, 'clientHeight', { value: 480 });
  document.body.append(container);
  const engine = createLeafletEngine(
    {
      container,
      center: { latitude: 41.3, longitude: 69.24 },
      zoom: 12,
      label: 'Order map',
      onSelect: vi.fn(),
      onMove,
    },
    { kind: 'leaflet', tileUrl: 'https://tiles.test/{z}/{x}/{y}.png', attribution: 'test' },
  );
  return { engine, onMove };
}

describe('Leaflet engine', () => {
  it('can be destroyed while it is still animating a fit, without errors afterwards', () => {
    const { engine, onMove } = mapOnScreen();
    engine.fitTo(
      [
        { latitude: 41.31, longitude: 69.27 },
        { latitude: 41.33, longitude: 69.29 },
      ],
      15,
    );
    // The zoom animation starts on the next frame and ends in Leaflet's 250 ms timer.
    vi.advanceTimersByTime(20);
    expect(document.querySelector('.leaflet-zoom-anim')).not.toBeNull();
    onMove.mockClear();
    engine.destroy();
    expect(() => vi.advanceTimersByTime(1000)).not.toThrow();
    expect(onMove).not.toHaveBeenCalled();
    expect(document.querySelector('.leaflet-pane')).toBeNull();
  });

  it('reports the new centre after a fit that was left to finish', () => {
    const { engine, onMove } = mapOnScreen();
    engine.fitTo(
      [
        { latitude: 41.31, longitude: 69.27 },
        { latitude: 41.33, longitude: 69.29 },
      ],
      15,
    );
    vi.advanceTimersByTime(1000);
    const [center, zoom] = onMove.mock.lastCall ?? [];
    expect(center?.latitude).toBeCloseTo(41.32, 1);
    expect(zoom).toBeGreaterThan(12);
    engine.destroy();
  });
});

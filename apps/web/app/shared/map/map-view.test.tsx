// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messagesFor } from '../i18n/catalog/index.ts';
import { I18nProvider } from '../i18n/index.tsx';
import { chooseMapProvider } from './map-provider.ts';
import type { EngineInit, MapEngine } from './map-types.ts';
import { MapView } from './map-view.tsx';

// The engines are the only code that touches a real map library; here they are stand-ins that record calls.
const engines = vi.hoisted(() => ({
  yandex: vi.fn<(init: EngineInit) => Promise<MapEngine>>(),
  leaflet: vi.fn<(init: EngineInit) => MapEngine>(),
}));
vi.mock('./yandex-engine.ts', () => ({ createYandexEngine: engines.yandex }));
vi.mock('./leaflet-engine.ts', () => ({ createLeafletEngine: engines.leaflet }));

function fakeEngine(): MapEngine {
  return {
    setMarkers: vi.fn(),
    setView: vi.fn(),
    fitTo: vi.fn(),
    setUserLocation: vi.fn(),
    destroy: vi.fn(),
  };
}

const markers = [
  {
    id: '1',
    position: { latitude: 41.31, longitude: 69.27 },
    label: 'Chilonzor, open',
    tone: 'open' as const,
  },
  {
    id: '2',
    position: { latitude: 41.35, longitude: 69.29 },
    label: 'Yunusobod, closed',
    tone: 'closed' as const,
  },
];

function renderMap(
  provider = chooseMapProvider({ merchant: { mapProvider: 'YANDEX', yandexMapKey: 'k' }, lang: 'eng' }),
) {
  return render(
    <I18nProvider lang="eng" messages={messagesFor('eng')}>
      <MapView
        provider={provider}
        center={{ latitude: 41.3, longitude: 69.2 }}
        markers={markers}
        fitMarkers
        label="Map of branches"
      />
    </I18nProvider>,
  );
}

describe('MapView', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    engines.yandex.mockReset();
    engines.leaflet.mockReset();
  });

  it('falls back to Leaflet when Yandex fails, and draws every marker', async () => {
    engines.yandex.mockRejectedValue(new Error('Script failed to load'));
    const leaflet = fakeEngine();
    engines.leaflet.mockReturnValue(leaflet);
    const { container } = renderMap();
    expect(screen.getByRole('status').textContent).toBe('Loading the map…');
    await waitFor(() => expect(container.querySelector('[data-map-status="ready"]')).not.toBeNull());
    expect(engines.yandex).toHaveBeenCalledTimes(1);
    // Markers are drawn by an effect after the engine reports ready: wait for it rather than assume the order.
    await waitFor(() => expect(leaflet.setMarkers).toHaveBeenLastCalledWith(markers, null));
    expect(leaflet.fitTo).toHaveBeenCalledWith(
      markers.map((m) => m.position),
      15,
    );
  });

  it('uses Yandex when it loads', async () => {
    const yandex = fakeEngine();
    engines.yandex.mockResolvedValue(yandex);
    const { container } = renderMap();
    await waitFor(() => expect(container.querySelector('[data-map-status="ready"]')).not.toBeNull());
    expect(engines.leaflet).not.toHaveBeenCalled();
    await waitFor(() => expect(yandex.setMarkers).toHaveBeenCalled());
  });

  it('tells the user when no map can be drawn, without throwing', async () => {
    engines.leaflet.mockImplementation(() => {
      throw new Error('chunk failed');
    });
    renderMap(chooseMapProvider({ merchant: { mapProvider: 'LEAFLET', yandexMapKey: null }, lang: 'eng' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The map couldn’t be loaded. Choose a branch from the list.',
    );
  });

  it('frames the given points first when asked to, rather than every marker', async () => {
    const leaflet = fakeEngine();
    engines.leaflet.mockReturnValue(leaflet);
    const frame = [markers[0]!.position];
    render(
      <I18nProvider lang="eng" messages={messagesFor('eng')}>
        <MapView
          provider={chooseMapProvider({
            merchant: { mapProvider: 'LEAFLET', yandexMapKey: null },
            lang: 'eng',
          })}
          center={{ latitude: 41.3, longitude: 69.2 }}
          markers={markers}
          fitMarkers
          frame={frame}
          label="Map of branches"
        />
      </I18nProvider>,
    );
    await waitFor(() => expect(leaflet.fitTo).toHaveBeenCalledWith(frame, 15));
    expect(leaflet.setMarkers).toHaveBeenLastCalledWith(markers, null);
  });

  it('destroys the map when the screen goes away', async () => {
    const leaflet = fakeEngine();
    engines.leaflet.mockReturnValue(leaflet);
    const view = renderMap(
      chooseMapProvider({ merchant: { mapProvider: 'LEAFLET', yandexMapKey: null }, lang: 'eng' }),
    );
    await waitFor(() => expect(leaflet.setMarkers).toHaveBeenCalled());
    view.unmount();
    expect(leaflet.destroy).toHaveBeenCalledTimes(1);
  });
});

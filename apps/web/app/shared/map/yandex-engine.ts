/**
 * Yandex Maps JS API v3 engine (merchants whose map provider is YANDEX / LAMENU_YANDEX and who have a key).
 * Imported only with `import()` from MapView; the Yandex script itself is fetched on first use. Any failure
 * (script blocked, bad key, API change) rejects, and MapView falls back to Leaflet.
 */
import { loadScript } from './load-script.ts';
import { type YandexMapsOptions, yandexScriptUrl } from './map-provider.ts';
import type { EngineInit, LatLng, MapEngine, MapMarker } from './map-types.ts';
import { decorateMarkerElement, MARKER_HTML, markerClassName, onActivateKey } from './marker-element.ts';

type LngLat = [number, number];
interface YEntity {
  update?(props: Record<string, unknown>): void;
}
interface YMapInstance extends YEntity {
  addChild(child: YEntity): YMapInstance;
  removeChild(child: YEntity): YMapInstance;
  update(props: Record<string, unknown>): void;
  destroy(): void;
}
/** The part of the global `ymaps3` namespace we use (v3 reference: YMap, layers, YMapMarker, YMapListener). */
interface Ymaps3 {
  ready: Promise<void>;
  strictMode: boolean;
  YMap: new (el: HTMLElement, props: Record<string, unknown>) => YMapInstance;
  YMapDefaultSchemeLayer: new (props: Record<string, unknown>) => YEntity;
  YMapDefaultFeaturesLayer: new (props: Record<string, unknown>) => YEntity;
  YMapMarker: new (props: Record<string, unknown>, el: HTMLElement) => YEntity;
  YMapListener: new (props: Record<string, unknown>) => YEntity;
}

const toLngLat = (p: LatLng): LngLat => [p.longitude, p.latitude];

export async function createYandexEngine(init: EngineInit, options: YandexMapsOptions): Promise<MapEngine> {
  await loadScript(yandexScriptUrl(options));
  const found = (window as unknown as { ymaps3?: Ymaps3 }).ymaps3;
  if (!found) throw new Error('Yandex Maps script loaded but ymaps3 is missing');
  const ymaps3: Ymaps3 = found;
  await ymaps3.ready;
  ymaps3.strictMode = options.strictMode;

  const map = new ymaps3.YMap(init.container, {
    location: { center: toLngLat(init.center), zoom: init.zoom },
  });
  map.addChild(new ymaps3.YMapDefaultSchemeLayer({}));
  map.addChild(new ymaps3.YMapDefaultFeaturesLayer({}));
  map.addChild(
    new ymaps3.YMapListener({
      layer: 'any',
      onActionEnd: (e: { location?: { center: LngLat; zoom: number } }) => {
        if (!e.location) return;
        const [longitude, latitude] = e.location.center;
        init.onMove({ latitude, longitude }, e.location.zoom);
      },
    }),
  );
  init.container.setAttribute('aria-label', init.label);

  let markers: YEntity[] = [];
  let userMarker: YEntity | null = null;
  let zoom = init.zoom;

  function makeMarker(m: MapMarker, selected: boolean): YEntity {
    const el = document.createElement('div');
    el.className = markerClassName(m, selected);
    el.innerHTML = MARKER_HTML;
    decorateMarkerElement(el, m, selected);
    el.addEventListener('click', () => init.onSelect(m.id));
    onActivateKey(el, () => init.onSelect(m.id));
    return new ymaps3.YMapMarker({ coordinates: toLngLat(m.position), zIndex: selected ? 1000 : 0 }, el);
  }

  function setView(center: LatLng, z?: number) {
    zoom = z ?? zoom;
    map.update({ location: { center: toLngLat(center), zoom, duration: 300 } });
  }

  return {
    setMarkers(list, selectedId) {
      for (const m of markers) map.removeChild(m);
      markers = list.map((m) => makeMarker(m, m.id === selectedId));
      for (const m of markers) map.addChild(m);
    },
    setView,
    fitTo(points, maxZoom) {
      if (points.length === 0) return;
      if (points.length === 1) {
        setView(points[0]!, maxZoom);
        return;
      }
      const lats = points.map((p) => p.latitude);
      const lngs = points.map((p) => p.longitude);
      const bounds: [LngLat, LngLat] = [
        [Math.min(...lngs), Math.max(...lats)],
        [Math.max(...lngs), Math.min(...lats)],
      ];
      map.update({ location: { bounds, duration: 300 }, margin: [48, 48, 48, 48] });
    },
    setUserLocation(point, label) {
      if (userMarker) map.removeChild(userMarker);
      userMarker = null;
      if (!point) return;
      const el = document.createElement('div');
      el.className = 'map-user-location';
      el.setAttribute('role', 'img');
      el.setAttribute('aria-label', label);
      userMarker = new ymaps3.YMapMarker({ coordinates: toLngLat(point) }, el);
      map.addChild(userMarker);
    },
    destroy() {
      map.destroy();
    },
  };
}

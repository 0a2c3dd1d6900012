/**
 * Leaflet engine. Imported only with `import()` from MapView's effect, so Leaflet and its CSS land in a chunk
 * that only map screens load (never the menu page).
 */
import * as L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { LeafletChoice } from './map-provider.ts';
import type { EngineInit, LatLng, MapEngine, MapMarker } from './map-types.ts';
import { decorateMarkerElement, MARKER_HTML, markerClassName, onActivateKey } from './marker-element.ts';

const toLeaflet = (p: LatLng): L.LatLngTuple => [p.latitude, p.longitude];

/** Leaflet 1.9's own state of a zoom animation (not in its public API). */
interface ZoomAnimationState {
  _animatingZoom?: boolean;
  _onZoomTransitionEnd?: () => void;
}

/**
 * End every animation before the map is removed. A zoom animation (fitBounds, setView to another zoom) ends in
 * a 250 ms timer and a transitionend that move the map pane; remove() deletes the pane, so a screen left while
 * the map still zooms threw "Cannot read properties of undefined (reading '_leaflet_pos')". stop() ends a pan
 * or fly; a running zoom animation is brought to its end now, so its pending timer finds nothing to do. (A zoom
 * asked for but not yet started, one frame later, checks for the pane itself.)
 */
function settleAnimations(map: L.Map): void {
  map.stop();
  const zoom = map as unknown as ZoomAnimationState;
  if (zoom._animatingZoom) zoom._onZoomTransitionEnd?.();
}

export function createLeafletEngine(init: EngineInit, choice: LeafletChoice): MapEngine {
  const map = L.map(init.container, {
    center: toLeaflet(init.center),
    zoom: init.zoom,
    zoomControl: false,
    attributionControl: true,
  });
  L.control.zoom({ position: 'topright' }).addTo(map);
  init.container.setAttribute('aria-label', init.label);

  // Tiles may fail (offline, blocked tile server): markers and controls keep working, and the container shows
  // a neutral pattern instead of an empty white box until a tile loads again.
  const tiles = L.tileLayer(choice.tileUrl, { attribution: choice.attribution, maxZoom: 19 });
  tiles.on('tileerror', () => init.container.classList.add('map-view--no-tiles'));
  tiles.on('tileload', () => init.container.classList.remove('map-view--no-tiles'));
  tiles.addTo(map);

  // Set once the screen has gone: nothing may reach the removed map or the screen's callbacks after that.
  let destroyed = false;
  const onMoveEnd = () => {
    if (destroyed) return;
    const c = map.getCenter();
    init.onMove({ latitude: c.lat, longitude: c.lng }, map.getZoom());
  };
  map.on('moveend', onMoveEnd);

  let markers = new Map<string, L.Marker>();
  let userMarker: L.CircleMarker | null = null;

  function renderMarker(m: MapMarker, selected: boolean): L.Marker {
    const marker = L.marker(toLeaflet(m.position), {
      icon: L.divIcon({
        className: markerClassName(m, selected),
        html: MARKER_HTML,
        iconSize: [32, 40],
        iconAnchor: [16, 40],
      }),
      keyboard: true,
      riseOnHover: true,
      zIndexOffset: selected ? 1000 : 0,
    });
    marker.on('click', () => init.onSelect(m.id));
    marker.on('add', () => {
      const el = marker.getElement();
      if (!el) return;
      decorateMarkerElement(el, m, selected);
      onActivateKey(el, () => init.onSelect(m.id));
    });
    return marker.addTo(map);
  }

  return {
    setMarkers(list, selectedId) {
      for (const mk of markers.values()) mk.remove();
      markers = new Map(list.map((m) => [m.id, renderMarker(m, m.id === selectedId)]));
    },
    setView(center, zoom) {
      map.setView(toLeaflet(center), zoom ?? map.getZoom());
    },
    fitTo(points, maxZoom) {
      if (points.length === 0) return;
      if (points.length === 1) {
        map.setView(toLeaflet(points[0]!), maxZoom);
        return;
      }
      map.fitBounds(L.latLngBounds(points.map(toLeaflet)), { padding: [48, 48], maxZoom });
    },
    setUserLocation(point, label) {
      userMarker?.remove();
      userMarker = null;
      if (!point) return;
      userMarker = L.circleMarker(toLeaflet(point), {
        radius: 8,
        weight: 3,
        color: '#fff',
        fillColor: '#2f80ed',
        fillOpacity: 1,
        className: 'map-user-location',
      })
        .bindTooltip(label)
        .addTo(map);
    },
    destroy() {
      if (destroyed) return;
      destroyed = true;
      map.off('moveend', onMoveEnd);
      settleAnimations(map);
      map.remove();
    },
  };
}

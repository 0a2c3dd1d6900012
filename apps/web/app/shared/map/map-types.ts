/** The provider-neutral shapes of the map feature. Engines (Leaflet, Yandex) implement `MapEngine`. */

export interface LatLng {
  latitude: number;
  longitude: number;
}

export type MarkerTone = 'open' | 'closed' | 'neutral';

export interface MapMarker {
  id: string;
  position: LatLng;
  /** Accessible name of the marker button, e.g. the branch name and whether it is open. */
  label: string;
  tone?: MarkerTone;
}

export interface EngineCallbacks {
  onSelect(id: string): void;
  /** The map's centre after the user (or code) moved it: the address pickers read the point under the pin. */
  onMove(center: LatLng, zoom: number): void;
}

export interface EngineInit extends EngineCallbacks {
  container: HTMLElement;
  center: LatLng;
  zoom: number;
  /** Accessible name of the map region. */
  label: string;
}

export interface MapEngine {
  setMarkers(markers: readonly MapMarker[], selectedId: string | null): void;
  setView(center: LatLng, zoom?: number): void;
  /** Frames every point; one point is centred at `maxZoom`. */
  fitTo(points: readonly LatLng[], maxZoom: number): void;
  setUserLocation(point: LatLng | null, label: string): void;
  destroy(): void;
}

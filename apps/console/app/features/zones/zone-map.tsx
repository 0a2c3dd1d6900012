/**
 * The zones map (issue 12, decision 262): every zone in its colour, the branches as dots, drawing a new zone and
 * editing the chosen one's corners with Leaflet-Geoman, and a click anywhere asking the preview. Loaded lazily
 * (zone-map-lazy.tsx), so Leaflet and Geoman are fetched on this screen only.
 */
import 'leaflet/dist/leaflet.css';
import '@geoman-io/leaflet-geoman-free/dist/leaflet-geoman.css';
import { L } from './leaflet-global.ts';
import '@geoman-io/leaflet-geoman-free';
import type { StaffZone } from '@dasturxon/contracts';
import { useEffect, useRef } from 'react';
import { DEFAULT_ZONE_COLOR, type LatLon } from './zone-values.ts';

const TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

export interface ZoneMapProps {
  center: { latitude: number; longitude: number };
  zones: StaffZone[];
  branches: Array<{ id: number; name: string; latitude: number; longitude: number }>;
  /** The zone being edited ('new': the one just drawn), or null. */
  selected: { id: number | 'new'; polygon: LatLon[]; color: string } | null;
  /** Drawing a new zone: the map takes clicks as corners until the first corner is clicked again. */
  drawing: boolean;
  /** The point last asked about (a marker), or null. */
  probe: { latitude: number; longitude: number } | null;
  label: string;
  onDrawn(polygon: LatLon[]): void;
  onEdited(polygon: LatLon[]): void;
  onProbe(point: { latitude: number; longitude: number }): void;
}

function ringOf(layer: L.Polygon): LatLon[] {
  const rings = layer.getLatLngs() as L.LatLng[][];
  return (rings[0] ?? []).map((p) => [Math.round(p.lat * 1e6) / 1e6, Math.round(p.lng * 1e6) / 1e6]);
}

export default function ZoneMap(props: ZoneMapProps) {
  const ref = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const shapes = useRef<L.LayerGroup | null>(null);
  const probe = useRef<L.CircleMarker | null>(null);
  const handlers = useRef(props);
  handlers.current = props;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the map is made once; the effects below follow the props.
  useEffect(() => {
    if (!ref.current) return;
    const m = L.map(ref.current).setView([props.center.latitude, props.center.longitude], 12);
    L.tileLayer(TILE_URL, { attribution: ATTRIBUTION, maxZoom: 19 }).addTo(m);
    shapes.current = L.layerGroup().addTo(m);
    m.on('click', (e: L.LeafletMouseEvent) => {
      if (m.pm.globalDrawModeEnabled()) return;
      handlers.current.onProbe({ latitude: e.latlng.lat, longitude: e.latlng.lng });
    });
    m.on('pm:create', (e) => {
      const layer = e.layer as L.Polygon;
      const polygon = ringOf(layer);
      layer.remove();
      handlers.current.onDrawn(polygon);
    });
    map.current = m;
    return () => {
      m.remove();
      map.current = null;
    };
  }, []);

  // Zones and branches, redrawn when the list or the choice changes (not on each corner dragged).
  const selectedKey = props.selected ? `${props.selected.id}:${props.selected.color}` : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: the chosen zone's corners are read once per choice.
  useEffect(() => {
    const group = shapes.current;
    if (!group) return;
    group.clearLayers();
    // Largest first, so a smaller zone inside a larger one stays on top (its tooltip, its colour).
    const span = (z: StaffZone) => {
      const lats = z.polygon.map((p) => p[0]);
      const lons = z.polygon.map((p) => p[1]);
      return (Math.max(...lats) - Math.min(...lats)) * (Math.max(...lons) - Math.min(...lons));
    };
    for (const z of [...props.zones].sort((a, b) => span(b) - span(a))) {
      if (props.selected?.id === z.id) continue;
      const color = z.color ?? DEFAULT_ZONE_COLOR;
      L.polygon(z.polygon, {
        color,
        weight: 2,
        fillOpacity: z.isActive ? 0.18 : 0.04,
        dashArray: z.isActive ? undefined : '6 6',
        pmIgnore: true,
      })
        .bindTooltip(z.name, { sticky: true })
        .addTo(group);
    }
    for (const b of props.branches) {
      L.circleMarker([b.latitude, b.longitude], {
        radius: 6,
        color: '#212529',
        fillColor: '#fff',
        fillOpacity: 1,
        weight: 2,
        pmIgnore: true,
      })
        .bindTooltip(b.name)
        .addTo(group);
    }
    const sel = props.selected;
    if (sel && sel.polygon.length >= 3) {
      const layer = L.polygon(sel.polygon, { color: sel.color, weight: 3, fillOpacity: 0.3 }).addTo(group);
      layer.pm.enable({ allowSelfIntersection: false, snappable: false });
      layer.on('pm:edit', () => handlers.current.onEdited(ringOf(layer)));
      const bounds = layer.getBounds();
      if (!map.current?.getBounds().contains(bounds)) map.current?.fitBounds(bounds, { padding: [40, 40] });
    }
  }, [props.zones, props.branches, selectedKey]);

  useEffect(() => {
    const m = map.current;
    if (!m) return;
    if (props.drawing) {
      m.pm.enableDraw('Polygon', {
        snappable: false,
        allowSelfIntersection: false,
        pathOptions: { color: DEFAULT_ZONE_COLOR },
      });
    } else if (m.pm.globalDrawModeEnabled()) m.pm.disableDraw();
  }, [props.drawing]);

  useEffect(() => {
    const m = map.current;
    if (!m) return;
    probe.current?.remove();
    probe.current = null;
    if (!props.probe) return;
    probe.current = L.circleMarker([props.probe.latitude, props.probe.longitude], {
      radius: 8,
      color: '#c92a2a',
      fillColor: '#fa5252',
      fillOpacity: 0.9,
      pmIgnore: true,
    }).addTo(m);
  }, [props.probe]);

  return (
    <div
      ref={ref}
      role="application"
      aria-label={props.label}
      data-testid="zones-map"
      style={{
        height: '100%',
        minHeight: 420,
        borderRadius: 6,
        cursor: props.drawing ? 'crosshair' : 'pointer',
      }}
    />
  );
}

/** A map the operator clicks to set the delivery point (OpenStreetMap tiles; a circle marker needs no images). */
import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useEffect, useRef } from 'react';

const TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

export interface LeafletPickProps {
  center: { latitude: number; longitude: number };
  point: { latitude: number; longitude: number } | null;
  label: string;
  onPick: (point: { latitude: number; longitude: number }) => void;
}

export default function LeafletPick({ center, point, label, onPick }: LeafletPickProps) {
  const ref = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const marker = useRef<L.CircleMarker | null>(null);
  const pick = useRef(onPick);
  pick.current = onPick;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the map is made once; the point moves its marker below.
  useEffect(() => {
    if (!ref.current) return;
    const m = L.map(ref.current).setView([center.latitude, center.longitude], 13);
    L.tileLayer(TILE_URL, { attribution: ATTRIBUTION, maxZoom: 19 }).addTo(m);
    m.on('click', (e: L.LeafletMouseEvent) =>
      pick.current({ latitude: e.latlng.lat, longitude: e.latlng.lng }),
    );
    map.current = m;
    return () => {
      m.remove();
      map.current = null;
      marker.current = null;
    };
  }, []);

  useEffect(() => {
    const m = map.current;
    if (!m) return;
    marker.current?.remove();
    marker.current = null;
    if (!point) return;
    marker.current = L.circleMarker([point.latitude, point.longitude], {
      radius: 9,
      color: '#c92a2a',
      fillColor: '#fa5252',
      fillOpacity: 0.9,
    }).addTo(m);
    if (!m.getBounds().contains([point.latitude, point.longitude]))
      m.panTo([point.latitude, point.longitude]);
  }, [point]);

  return (
    <div
      ref={ref}
      role="application"
      aria-label={label}
      data-testid="cc-map"
      style={{ height: 200, borderRadius: 4, cursor: 'crosshair' }}
    />
  );
}

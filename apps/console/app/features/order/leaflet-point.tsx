/** One point on OpenStreetMap tiles (the storefront's default tiles); a circle marker needs no image files. */
import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useEffect, useRef } from 'react';

const TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

export default function LeafletPoint(props: { latitude: number; longitude: number; label: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!ref.current) return;
    const center: L.LatLngExpression = [props.latitude, props.longitude];
    const map = L.map(ref.current, { zoomControl: true, attributionControl: true }).setView(center, 16);
    L.tileLayer(TILE_URL, { attribution: ATTRIBUTION, maxZoom: 19 }).addTo(map);
    L.circleMarker(center, { radius: 9, color: '#c92a2a', fillColor: '#fa5252', fillOpacity: 0.9 })
      .bindTooltip(props.label)
      .addTo(map);
    return () => {
      map.remove();
    };
  }, [props.latitude, props.longitude, props.label]);
  return <div ref={ref} role="img" aria-label={props.label} style={{ height: 180, borderRadius: 4 }} />;
}

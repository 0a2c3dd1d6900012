/**
 * <MapView>: a provider-neutral map. The server renders only its frame; the map library is imported inside an
 * effect, so it never runs on the server and never enters the bundle of screens without a map. Markers are
 * keyboard-focusable buttons with names; pair the map with a list for people who do not use maps.
 */
import { useEffect, useRef, useState } from 'react';
import { useT } from '../i18n/index.tsx';
import type { MapProviderChoice } from './map-provider.ts';
import type { EngineInit, LatLng, MapEngine, MapMarker } from './map-types.ts';
import './map.css';

export type MapStatus = 'loading' | 'ready' | 'error';

export interface MapViewProps {
  provider: MapProviderChoice;
  center: LatLng;
  zoom?: number;
  markers?: readonly MapMarker[];
  selectedId?: string | null;
  onSelect?: (id: string) => void;
  /** Called with the map centre after every move: the address pickers read the point under their pin. */
  onMove?: (center: LatLng, zoom: number) => void;
  userLocation?: LatLng | null;
  /** Frame every marker when the map first draws (unless a marker is selected: that one is centred). */
  fitMarkers?: boolean;
  /** With fitMarkers: frame these points instead of every marker (e.g. the main city's branches). */
  frame?: readonly LatLng[];
  /** Move the view here whenever `key` changes (e.g. after "locate me"). */
  focus?: { point: LatLng; zoom?: number; key: number } | null;
  /** Accessible name of the map region. */
  label: string;
  onStatusChange?: (status: MapStatus) => void;
  className?: string;
}

const SELECTED_ZOOM = 15;

async function createEngine(choice: MapProviderChoice, init: EngineInit): Promise<MapEngine> {
  if (choice.kind === 'yandex') {
    try {
      const { createYandexEngine } = await import('./yandex-engine.ts');
      return await createYandexEngine(init, choice.options);
    } catch (err) {
      // Yandex is optional polish; Leaflet is always there. Warn, don't fail the screen.
      console.warn('Yandex Maps unavailable, falling back to Leaflet:', err);
      init.container.replaceChildren();
      return createLeaflet(init, choice.fallback);
    }
  }
  return createLeaflet(init, choice);
}

async function createLeaflet(init: EngineInit, choice: Extract<MapProviderChoice, { kind: 'leaflet' }>) {
  const { createLeafletEngine } = await import('./leaflet-engine.ts');
  return createLeafletEngine(init, choice);
}

function markersSignature(markers: readonly MapMarker[]): string {
  return markers
    .map((m) => `${m.id}|${m.position.latitude}|${m.position.longitude}|${m.tone}|${m.label}`)
    .join('\n');
}

export function MapView(props: MapViewProps) {
  const t = useT();
  const containerRef = useRef<HTMLElement>(null);
  const engineRef = useRef<MapEngine | null>(null);
  const [status, setStatus] = useState<MapStatus>('loading');
  // The engine is created once; callbacks and the first view are read through a ref so that new function
  // identities on each render do not rebuild the map.
  const latest = useRef(props);
  latest.current = props;
  const markers = props.markers ?? [];
  const signature = markersSignature(markers);
  const selectedId = props.selectedId ?? null;
  const framed = useRef(false);

  const providerKey =
    props.provider.kind === 'yandex' ? `yandex:${props.provider.options.apikey}` : 'leaflet';
  // biome-ignore lint/correctness/useExhaustiveDependencies: rebuild the map only when the provider changes.
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    let cancelled = false;
    let engine: MapEngine | null = null;
    setStatus('loading');
    const p = latest.current;
    createEngine(p.provider, {
      container,
      center: p.center,
      zoom: p.zoom ?? 12,
      label: p.label,
      onSelect: (id) => latest.current.onSelect?.(id),
      onMove: (c, z) => latest.current.onMove?.(c, z),
    }).then(
      (created) => {
        if (cancelled) {
          created.destroy();
          return;
        }
        engine = created;
        engineRef.current = created;
        framed.current = false;
        setStatus('ready');
      },
      (err: unknown) => {
        if (cancelled) return;
        console.warn('Map could not be loaded:', err);
        setStatus('error');
      },
    );
    return () => {
      cancelled = true;
      engine?.destroy();
      engineRef.current = null;
    };
  }, [providerKey]);

  useEffect(() => {
    latest.current.onStatusChange?.(status);
  }, [status]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `signature` stands for the markers' content.
  useEffect(() => {
    const engine = engineRef.current;
    if (status !== 'ready' || !engine) return;
    const list = latest.current.markers ?? [];
    engine.setMarkers(list, selectedId);
    const selected = list.find((m) => m.id === selectedId);
    if (selected) {
      engine.setView(selected.position, framed.current ? undefined : SELECTED_ZOOM);
      framed.current = true;
    } else if (!framed.current && latest.current.fitMarkers && list.length > 0) {
      const frame = latest.current.frame;
      engine.fitTo(frame && frame.length > 0 ? frame : list.map((m) => m.position), SELECTED_ZOOM);
      framed.current = true;
    }
  }, [status, signature, selectedId]);

  const youAreHere = t('pages.map.youAreHere');
  useEffect(() => {
    if (status !== 'ready') return;
    engineRef.current?.setUserLocation(props.userLocation ?? null, youAreHere);
  }, [status, props.userLocation, youAreHere]);

  const focusKey = props.focus?.key;
  // biome-ignore lint/correctness/useExhaustiveDependencies: moves only when a new focus request (key) arrives.
  useEffect(() => {
    const f = latest.current.focus;
    if (status !== 'ready' || !f) return;
    engineRef.current?.setView(f.point, f.zoom);
  }, [status, focusKey]);

  return (
    <div
      className={`map-view ${props.className ?? ''}`}
      data-map-status={status}
      data-map-provider={props.provider.kind}
    >
      <section ref={containerRef} className="map-view__canvas" aria-label={props.label} />
      {status === 'loading' && (
        <div className="map-view__overlay" role="status">
          <span className="map-view__spinner" aria-hidden="true" />
          {t('pages.map.loading')}
        </div>
      )}
      {status === 'error' && (
        <div className="map-view__overlay map-view__overlay--error" role="alert">
          {t('pages.map.failed')}
        </div>
      )}
    </div>
  );
}

/** The zones map, loaded only on the zones screen (Leaflet and Leaflet-Geoman stay out of every other chunk). */
import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { ZoneMapProps } from './zone-map.tsx';

const ZoneMap = lazy(() => import('./zone-map.tsx'));

export function LazyZoneMap(props: ZoneMapProps) {
  return (
    <Suspense fallback={<Skeleton height="100%" mih={420} />}>
      <ZoneMap {...props} />
    </Suspense>
  );
}

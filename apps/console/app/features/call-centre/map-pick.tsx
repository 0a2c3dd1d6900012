/** The delivery point picker; Leaflet is loaded only when a delivery address is being chosen. */
import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { LeafletPickProps } from './leaflet-pick.tsx';

const LeafletPick = lazy(() => import('./leaflet-pick.tsx'));

export function MapPick(props: LeafletPickProps) {
  return (
    <Suspense fallback={<Skeleton height={200} />}>
      <LeafletPick {...props} />
    </Suspense>
  );
}

/** The delivery point on a map: Leaflet, loaded only when an order with an address is opened. */
import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';

const LeafletPoint = lazy(() => import('./leaflet-point.tsx'));

export function OrderMap(props: { latitude: number; longitude: number; label: string }) {
  return (
    <Suspense fallback={<Skeleton height={180} />}>
      <LeafletPoint {...props} />
    </Suspense>
  );
}

/**
 * The delivery point chosen on /choose-address (this browser's, decision 090) fills an empty checkout address
 * once: it is posted with intent=use-address, which takes a saved address's extras when the point is one.
 */
import { useEffect, useRef } from 'react';
import type { FetcherWithComponents } from 'react-router';
import { DELIVERY_ADDRESS_KEY, type DeliveryChoice } from '../../lib/delivery-choice.ts';

function readDeliveryChoice(): DeliveryChoice | null {
  try {
    const raw = globalThis.localStorage?.getItem(DELIVERY_ADDRESS_KEY);
    const v = raw ? (JSON.parse(raw) as Partial<DeliveryChoice>) : null;
    if (!v || typeof v.latitude !== 'number' || typeof v.longitude !== 'number') return null;
    return {
      id: typeof v.id === 'number' ? v.id : null,
      latitude: v.latitude,
      longitude: v.longitude,
      streetName: typeof v.streetName === 'string' ? v.streetName : '',
      houseNumber: typeof v.houseNumber === 'string' ? v.houseNumber : '',
    };
  } catch {
    return null;
  }
}

/** `wanted`: the basket has products and the checkout has no address yet. */
export function useAdoptChosenAddress(
  wanted: boolean,
  saver: Pick<FetcherWithComponents<unknown>, 'submit'>,
) {
  const adopted = useRef(false);
  useEffect(() => {
    if (adopted.current || !wanted) return;
    adopted.current = true;
    const choice = readDeliveryChoice();
    if (!choice) return;
    saver.submit(
      {
        intent: 'use-address',
        js: '1',
        latitude: String(choice.latitude),
        longitude: String(choice.longitude),
        streetName: choice.streetName,
        houseNumber: choice.houseNumber,
      },
      { method: 'post' },
    );
  }, [wanted, saver]);
}

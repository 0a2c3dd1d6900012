/** An order's address as one line a courier or operator reads. */
import type { OrderAddress } from '@dasturxon/contracts';
import type { Translate } from '../../i18n/index.tsx';

export function addressLine(address: OrderAddress, t: Translate): string {
  const street = [address.streetName, address.houseNumber].filter(Boolean).join(' ');
  const parts = [
    address.name || street || address.description,
    address.name && street ? street : null,
    address.entrance ? t('order.entrance', { v: address.entrance }) : null,
    address.floor ? t('order.floor', { v: address.floor }) : null,
    address.office ? t('order.office', { v: address.office }) : null,
    address.domophone ? t('order.domophone', { v: address.domophone }) : null,
    address.details,
  ];
  return (
    parts.filter(Boolean).join(', ') || `${address.latitude.toFixed(5)}, ${address.longitude.toFixed(5)}`
  );
}

/** Assign one of the merchant's couriers to a delivery (GET /staff/v1/couriers). */
import { type StaffCourier, staffEndpoints } from '@dasturxon/contracts';
import { Select } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useT } from '../../i18n/index.tsx';
import { api } from '../../lib/runtime.ts';

export function CourierPicker(props: {
  value: number | null;
  busy: boolean;
  onPick: (courierId: number) => void;
}) {
  const t = useT();
  const [couriers, setCouriers] = useState<StaffCourier[] | null>(null);
  useEffect(() => {
    let alive = true;
    void api.call(staffEndpoints.couriers).then(([, list]) => {
      if (alive) setCouriers(list ?? []);
    });
    return () => {
      alive = false;
    };
  }, []);
  return (
    <Select
      size="xs"
      label={t('order.attach')}
      placeholder={couriers && couriers.length === 0 ? t('order.noCouriers') : t('order.courier')}
      data={(couriers ?? []).map((c) => ({
        value: String(c.id),
        label: c.phone ? `${c.name} · ${c.phone}` : c.name,
      }))}
      value={props.value === null ? null : String(props.value)}
      onChange={(v) => v && props.onPick(Number(v))}
      disabled={props.busy || couriers === null}
      searchable
      nothingFoundMessage={t('order.noCouriers')}
    />
  );
}

/** The board's branch filter, from the branches of the orders on it; remembered per browser. */
import type { StaffOrder } from '@dasturxon/contracts';
import { Select } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useLang, useT } from '../i18n/index.tsx';

const KEY = 'dx-console-branch';

export function useBranchChoice(): [number | null, (id: number | null) => void] {
  const [branchId, setBranchId] = useState<number | null>(() => {
    const stored = Number(globalThis.localStorage?.getItem(KEY));
    return Number.isInteger(stored) && stored > 0 ? stored : null;
  });
  const choose = (id: number | null) => {
    setBranchId(id);
    try {
      if (id === null) localStorage.removeItem(KEY);
      else localStorage.setItem(KEY, String(id));
    } catch {
      // Not remembered.
    }
  };
  return [branchId, choose];
}

export function BranchFilter(props: {
  orders: readonly StaffOrder[];
  value: number | null;
  onChange: (id: number | null) => void;
}) {
  const t = useT();
  const [lang] = useLang();
  const options = useMemo(() => {
    const byId = new Map<number, string>();
    for (const o of props.orders) byId.set(o.branch.id, o.branch.name[lang] || o.branch.name.ru);
    if (props.value !== null && !byId.has(props.value)) byId.set(props.value, `#${props.value}`);
    return [
      { value: '', label: t('board.branchAll') },
      ...[...byId]
        .sort((a, b) => a[1].localeCompare(b[1]))
        .map(([id, name]) => ({ value: String(id), label: name })),
    ];
  }, [props.orders, props.value, lang, t]);
  return (
    <Select
      size="xs"
      w={220}
      aria-label={t('board.branch')}
      data={options}
      value={props.value === null ? '' : String(props.value)}
      onChange={(v) => props.onChange(v ? Number(v) : null)}
      allowDeselect={false}
    />
  );
}

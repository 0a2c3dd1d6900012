/**
 * On the board: how many orders were handed over without their money and not brought in yet (decision 363),
 * a link to them in the order search. Read again whenever the board hears an order change.
 */
import { type StaffOrderEvent, staffEndpoints } from '@dasturxon/contracts';
import { Badge } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../i18n/index.tsx';
import { api } from '../../lib/runtime.ts';

export function CashDueLink({ heard }: { heard: StaffOrderEvent | null }) {
  const t = useT();
  const [count, setCount] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each heard event may change the count.
  useEffect(() => {
    let alive = true;
    void api
      .call(staffEndpoints.orders, { query: { cashDue: 'true', page: 0, size: 1 } })
      .then(([error, page]) => {
        if (alive && !error) setCount(page.totalElements);
      });
    return () => {
      alive = false;
    };
  }, [heard]);
  if (count === 0) return null;
  return (
    <Badge
      component={Link}
      to="/search?cashDue=true"
      color="red"
      variant="filled"
      style={{ cursor: 'pointer' }}
      data-testid="cash-due-link"
    >
      {t('cashDue.boardLink', { n: count })}
    </Badge>
  );
}

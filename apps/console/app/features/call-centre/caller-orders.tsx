/**
 * The caller's last orders (found by their phone in the staff orders list): what they usually take, and one
 * click to put an earlier order's dishes and options in the basket again. Dishes no longer on the menu are
 * left out; the quote then says what the branch cannot make now.
 */
import {
  type CallCentreCustomer,
  type Lang,
  type Product,
  type StaffOrder,
  staffEndpoints,
} from '@dasturxon/contracts';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useLang, useT } from '../../i18n/index.tsx';
import type { ConsoleApi } from '../../lib/api.ts';
import { formatAmount, formatDayClock } from '../../lib/format.ts';

const LAST = 5;
const nameIn = (name: Record<Lang, string>, lang: Lang) => name[lang] || name.ru;

export function CallerOrders(props: {
  api: ConsoleApi;
  customer: CallCentreCustomer;
  products: readonly Product[];
  onRepeat: (
    lines: { product: Product; modifications: { id: number; count: number }[]; count: number }[],
  ) => void;
}) {
  const { api, customer, products } = props;
  const t = useT();
  const [lang] = useLang();
  const [orders, setOrders] = useState<StaffOrder[] | null>(null);

  useEffect(() => {
    let live = true;
    setOrders(null);
    void api
      .call(staffEndpoints.orders, { query: { phone: customer.phone, page: 0, size: LAST } })
      .then(([, page]) => {
        if (live) setOrders(page?.content.filter((o) => o.customer.id === customer.id) ?? []);
      });
    return () => {
      live = false;
    };
  }, [api, customer]);

  if (!orders || orders.length === 0) return null;

  const repeat = (order: StaffOrder) => {
    const byId = new Map(products.map((p) => [p.id, p]));
    props.onRepeat(
      order.items.flatMap((item) => {
        const product = byId.get(item.productId);
        return product
          ? [
              {
                product,
                count: item.count,
                modifications: item.modifications.map((m) => ({ id: m.id, count: m.count })),
              },
            ]
          : [];
      }),
    );
  };

  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-label={t('cc.lastOrders')}>
      <Title order={2} fz="md" mb="xs">
        {t('cc.lastOrders')}
      </Title>
      <Stack gap="xs">
        {orders.map((order) => (
          <div key={order.id}>
            <Group justify="space-between" gap={4} wrap="nowrap">
              <Text size="sm" fw={600}>
                {t('board.number', { number: order.number })}
                <Text span size="xs" c="dimmed">
                  {' '}
                  {formatDayClock(order.createdDate, lang)}
                </Text>
              </Text>
              <Badge size="xs" variant="light" color="gray">
                {t(`status.${order.status}`)}
              </Badge>
            </Group>
            <Text size="xs" c="dimmed" lineClamp={2}>
              {order.items.map((i) => `${nameIn(i.name, lang)} ×${i.count}`).join(', ')}
            </Text>
            <Group justify="space-between" gap={4}>
              <Text size="xs">{t('money.sum', { amount: formatAmount(order.totals.totalPrice) })}</Text>
              <Button
                size="compact-xs"
                variant="light"
                aria-label={t('cc.repeatOrder', { number: order.number })}
                onClick={() => repeat(order)}
              >
                {t('cc.repeat')}
              </Button>
            </Group>
          </div>
        ))}
      </Stack>
    </Paper>
  );
}

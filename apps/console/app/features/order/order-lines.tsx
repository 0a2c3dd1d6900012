/** Items with modifiers, and the totals (spec §9 formula as the server computed it). */
import type { Lang, StaffOrder } from '@dasturxon/contracts';
import { Divider, Group, Stack, Table, Text } from '@mantine/core';
import { useLang, useT } from '../../i18n/index.tsx';
import { formatAmount } from '../../lib/format.ts';

const text = (v: { uz: string; ru: string; eng: string }, lang: Lang) => v[lang] || v.ru;

export function OrderLines({ order }: { order: StaffOrder }) {
  const t = useT();
  const [lang] = useLang();
  const totals = order.totals;
  const rows: [string, number][] = [
    [t('order.products'), totals.productPrice],
    [t('order.discount'), -(totals.productDiscount + totals.promoProductDiscount)],
    [t('order.delivery'), totals.deliveryPrice - totals.deliveryDiscount],
    [t('order.serviceFee'), totals.serviceFee],
    [t('order.cashback'), -totals.cashback],
  ];
  return (
    <Stack gap={4}>
      <Table verticalSpacing={4} horizontalSpacing={4} fz="sm">
        <Table.Tbody>
          {order.items.map((item, i) => (
            <Table.Tr key={i}>
              <Table.Td w={36} fw={700}>
                {item.count}×
              </Table.Td>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {text(item.name, lang)}
                </Text>
                {item.modifications.map((m) => (
                  <Text key={m.id} size="xs" c="teal.9" fw={600}>
                    + {m.count > 1 ? `${m.count}× ` : ''}
                    {text(m.name, lang)}
                  </Text>
                ))}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatAmount(item.linePrice)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {rows
        .filter(([, v]) => v !== 0)
        .map(([label, v]) => (
          <Group key={label} justify="space-between">
            <Text size="sm" c="dimmed">
              {label}
            </Text>
            <Text size="sm">{formatAmount(v)}</Text>
          </Group>
        ))}
      <Divider />
      <Group justify="space-between">
        <Text fw={700}>{t('order.total')}</Text>
        <Text fw={700}>{t('money.sum', { amount: formatAmount(totals.totalPrice) })}</Text>
      </Group>
    </Stack>
  );
}

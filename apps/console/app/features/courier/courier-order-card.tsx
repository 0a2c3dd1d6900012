/** One of the courier's orders, phone sized: where, who, how much to collect, and the next move. */
import type { OrderStatus, StaffOrder } from '@dasturxon/contracts';
import { Badge, Button, Card, Group, Menu, Stack, Text } from '@mantine/core';
import { useT } from '../../i18n/index.tsx';
import { formatAmount, formatPhone, telHref } from '../../lib/format.ts';
import { canHandOverUnpaid } from '../cash-due/handover-unpaid.ts';
import { addressLine } from '../order/address-text.ts';
import { navigationLinks } from './navigation-links.ts';

const COURIER_MOVES: OrderStatus[] = ['ATTACHED', 'ON_WAY', 'DELIVERED'];

export function CourierOrderCard(props: {
  order: StaffOrder;
  busy: boolean;
  onMove: (order: StaffOrder, status: OrderStatus) => void;
  /** Handed over without (all) the money (decision 363). */
  onNotPaid: (order: StaffOrder) => void;
}) {
  const { order } = props;
  const t = useT();
  const moves = order.nextStatuses.filter((s) => COURIER_MOVES.includes(s) && s !== 'ATTACHED');
  return (
    <Card withBorder padding="sm" radius="md" data-testid={`courier-order-${order.number}`}>
      <Stack gap={8}>
        <Group justify="space-between">
          <Text fw={800} fz={22}>
            {t('board.number', { number: order.number })}
          </Text>
          <Badge size="lg" variant="light" color={order.status === 'ON_WAY' ? 'blue' : 'gray'}>
            {t(`status.${order.status}`)}
          </Badge>
        </Group>
        {order.address ? (
          <Text fz={17} fw={600}>
            {addressLine(order.address, t)}
          </Text>
        ) : null}
        {order.courierComment ? (
          <Text fz={15} c="orange.9" fw={600}>
            {order.courierComment}
          </Text>
        ) : null}
        <Group justify="space-between" wrap="nowrap">
          <div>
            <Text fz={16}>{order.customer.name || t('board.noName')}</Text>
            {order.customer.phone ? (
              <Text fz={15} c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {formatPhone(order.customer.phone)}
              </Text>
            ) : null}
          </div>
          {order.isPaid ? (
            <Badge size="xl" color="teal" variant="filled" style={{ flexShrink: 0 }}>
              {t('courier.paid')}
            </Badge>
          ) : (
            <div style={{ textAlign: 'right', flexShrink: 0 }}>
              <Text fz={13} fw={600} c="dimmed">
                {t('courier.toCollect')} · {t(`payment.${order.paymentType}`)}
              </Text>
              <Text fz={22} fw={800} c="red.8" style={{ whiteSpace: 'nowrap' }}>
                {t('money.sum', { amount: formatAmount(order.totals.totalPrice) })}
              </Text>
            </div>
          )}
        </Group>
        <Group grow gap="xs">
          {order.customer.phone ? (
            <Button component="a" href={telHref(order.customer.phone)} variant="default" size="lg">
              {t('courier.call')}
            </Button>
          ) : null}
          {order.address ? (
            <Menu position="bottom-end">
              <Menu.Target>
                <Button variant="default" size="lg">
                  {t('courier.navigate')}
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                {navigationLinks(order.address.latitude, order.address.longitude).map((link) => (
                  <Menu.Item key={link.id} component="a" href={link.href} target="_blank" rel="noopener">
                    {link.label}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
          ) : null}
        </Group>
        {moves.map((status) => (
          <Button
            key={status}
            size="xl"
            h={60}
            color={status === 'DELIVERED' ? 'teal' : 'blue'}
            loading={props.busy}
            onClick={() => props.onMove(order, status)}
          >
            {t(`order.move.${status}`)}
          </Button>
        ))}
        {moves.includes('DELIVERED') && canHandOverUnpaid(order) ? (
          <Button
            size="lg"
            variant="outline"
            color="red"
            disabled={props.busy}
            onClick={() => props.onNotPaid(order)}
          >
            {t('cashDue.handOverUnpaid')}
          </Button>
        ) : null}
      </Stack>
    </Card>
  );
}

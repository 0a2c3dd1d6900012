/** The order's detail beside the board: who, what, where, how paid, its history, and what to do next. */
import {
  type Lang,
  type StaffOrderDetail,
  type StaffOrderEvent,
  type StaffRole,
  staffEndpoints,
} from '@dasturxon/contracts';
import { Alert, Anchor, Badge, Divider, Drawer, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useLang, useT } from '../../i18n/index.tsx';
import { errorText } from '../../lib/error-text.ts';
import { formatDayClock, formatPhone, telHref } from '../../lib/format.ts';
import { api } from '../../lib/runtime.ts';
import { CashDueLine } from '../cash-due/cash-due-line.tsx';
import { addressLine } from './address-text.ts';
import { OrderActions } from './order-actions.tsx';
import { OrderHistory } from './order-history.tsx';
import { OrderLines } from './order-lines.tsx';
import { OrderMap } from './order-map.tsx';
import { RefundLine } from './refund-line.tsx';

const text = (v: { uz: string; ru: string; eng: string }, lang: Lang) => v[lang] || v.ru;

export interface OrderDrawerProps {
  orderId: number;
  role: StaffRole;
  merchantName: string;
  onClose: () => void;
  onChanged?: (order: StaffOrderDetail) => void;
  /** A live event about this order: it changed elsewhere (the courier delivered it, now paid; decision 354). */
  heard?: StaffOrderEvent | null;
}

export function OrderDrawer(props: OrderDrawerProps) {
  const t = useT();
  const [lang] = useLang();
  const [order, setOrder] = useState<StaffOrderDetail | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  // Every read of the order takes a ticket; only the newest one's answer is shown. A read is never dropped because
  // the board heard something else meanwhile (on a busy board the next event is usually another order's).
  const reads = useRef(0);

  useEffect(() => {
    const ticket = ++reads.current;
    setOrder(null);
    setFailed(null);
    void api.call(staffEndpoints.order, { params: { id: props.orderId } }).then(([error, detail]) => {
      if (ticket !== reads.current) return;
      if (error) setFailed(errorText(error, t));
      else setOrder(detail);
    });
    return () => {
      reads.current++;
    };
  }, [props.orderId, t]);

  // Changed by someone else while open: read again in place, without the skeleton (a failed read keeps it as is).
  const { heard, orderId } = props;
  useEffect(() => {
    if (!heard) return;
    const ticket = ++reads.current;
    void api.call(staffEndpoints.order, { params: { id: orderId } }).then(([error, detail]) => {
      if (ticket === reads.current && !error) setOrder(detail);
    });
  }, [heard, orderId]);

  const changed = (next: StaffOrderDetail) => {
    // Newer than any read still on its way.
    reads.current++;
    setOrder(next);
    props.onChanged?.(next);
  };

  return (
    <Drawer
      opened
      onClose={props.onClose}
      position="right"
      size={560}
      padding="md"
      title={
        order ? (
          <Group gap="xs">
            <Title order={2} size="h3">
              {t('order.title', { number: order.number })}
            </Title>
            <Badge variant="light">{t(`status.${order.status}`)}</Badge>
          </Group>
        ) : (
          <Skeleton height={28} width={200} />
        )
      }
    >
      {failed ? (
        <Alert color="red" variant="light">
          {failed}
        </Alert>
      ) : !order ? (
        <Stack gap="sm" aria-busy="true">
          <Skeleton height={80} />
          <Skeleton height={140} />
          <Skeleton height={100} />
        </Stack>
      ) : (
        <Stack gap="md">
          <OrderActions
            order={order}
            role={props.role}
            merchantName={props.merchantName}
            onChanged={changed}
          />
          <Divider />
          <Group justify="space-between" align="flex-start">
            <div>
              <Text size="xs" c="dimmed">
                {t('order.customer')}
              </Text>
              <Text fw={600}>{order.customer.name || t('board.noName')}</Text>
              {order.customer.phone ? (
                <Anchor href={telHref(order.customer.phone)} fw={600}>
                  {formatPhone(order.customer.phone)}
                </Anchor>
              ) : null}
            </div>
            <Stack gap={2} align="flex-end">
              <Badge variant="light" color={order.serviceType === 'DELIVERY' ? 'blue' : 'grape'}>
                {t(`service.${order.serviceType}`)}
              </Badge>
              <Text size="xs" c="dimmed">
                {t('order.created')}: {formatDayClock(order.createdDate, lang)}
              </Text>
              <Text size="xs" fw={600}>
                {t('order.scheduled')}:{' '}
                {order.deliveryAt ? formatDayClock(order.deliveryAt, lang) : t('time.asap')}
              </Text>
            </Stack>
          </Group>
          <RefundLine order={order} staffRole={props.role} onChanged={changed} />
          <CashDueLine order={order} staffRole={props.role} onChanged={changed} />
          <Group gap="xs">
            <Text size="sm">{t('order.payment')}:</Text>
            <Text size="sm" fw={600}>
              {t(`payment.${order.paymentType}`)}
            </Text>
            <Badge
              color={order.isPaid ? 'teal' : 'gray'}
              variant={order.isPaid ? 'filled' : 'outline'}
              data-testid="order-paid"
              data-paid={order.isPaid}
            >
              {order.isPaid ? t('paid.yes') : t('paid.no')}
            </Badge>
          </Group>
          <Text size="sm">
            {t('order.branch')}: <b>{text(order.branch.name, lang)}</b>
            {order.tableId !== null ? ` · ${t('order.table', { n: order.tableId })}` : ''}
            {order.hallId !== null ? ` · ${t('order.hall', { n: order.hallId })}` : ''}
          </Text>
          {order.address ? (
            <Stack gap={4}>
              <Text size="sm">
                {t('order.address')}: <b>{addressLine(order.address, t)}</b>
              </Text>
              <OrderMap
                latitude={order.address.latitude}
                longitude={order.address.longitude}
                label={addressLine(order.address, t)}
              />
            </Stack>
          ) : null}
          {order.comment ? (
            <Alert color="yellow" variant="light" title={t('order.comment')} p="xs">
              {order.comment}
            </Alert>
          ) : null}
          {order.courierComment ? (
            <Alert color="gray" variant="light" title={t('order.courierComment')} p="xs">
              {order.courierComment}
            </Alert>
          ) : null}
          <div>
            <Text size="sm" fw={700} mb={4}>
              {t('order.items')}
            </Text>
            <OrderLines order={order} />
          </div>
          <div>
            <Text size="sm" fw={700} mb={4}>
              {t('order.history')}
            </Text>
            <OrderHistory history={order.history} />
          </div>
        </Stack>
      )}
    </Drawer>
  );
}

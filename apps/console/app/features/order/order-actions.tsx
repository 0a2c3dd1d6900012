/**
 * What staff may do with the order now: only the moves the server lists in `nextStatuses` for this role
 * (decision 101), accept with a promised time, assign a courier, cancel with a reason, print.
 */
import type { StaffOrderDetail, StaffRole } from '@dasturxon/contracts';
import { Button, Group, SegmentedControl, Stack } from '@mantine/core';
import { useState } from 'react';
import { useLang, useT } from '../../i18n/index.tsx';
import { canHandOverUnpaid } from '../cash-due/handover-unpaid.ts';
import { HandoverUnpaidModal } from '../cash-due/handover-unpaid-modal.tsx';
import { AcceptForm } from './accept-form.tsx';
import { CancelModal } from './cancel-modal.tsx';
import { CourierPicker } from './courier-picker.tsx';
import { CustomerReceipt, KitchenTicket, type Paper } from './print-docs.tsx';
import { useOrderActions } from './use-order-actions.ts';
import { readPaper, storePaper, usePrint } from './use-print.tsx';

const COURIER_STATUSES = ['ACCEPTED', 'COOKING', 'DONE', 'ATTACHED'];

export function OrderActions(props: {
  order: StaffOrderDetail;
  role: StaffRole;
  merchantName: string;
  onChanged: (order: StaffOrderDetail) => void;
}) {
  const { order } = props;
  const t = useT();
  const [lang] = useLang();
  const actions = useOrderActions(order.id, props.onChanged);
  const [cancelling, setCancelling] = useState(false);
  const [unpaid, setUnpaid] = useState(false);
  const [paper, setPaper] = useState<Paper>(readPaper);
  const printer = usePrint(paper);
  const moves = order.nextStatuses.filter((s) => s !== 'ACCEPTED' && s !== 'CANCELED');
  const desk = props.role === 'ADMIN' || props.role === 'OPERATOR';
  const docProps = { order, lang, t, merchantName: props.merchantName };

  return (
    <Stack gap="sm">
      {order.nextStatuses.includes('ACCEPTED') ? (
        <AcceptForm busy={actions.busy === 'accept'} onAccept={(m) => void actions.accept(m)} />
      ) : null}
      {moves.length > 0 ? (
        <Group gap="xs" grow>
          {moves.map((status) => (
            <Button
              key={status}
              loading={actions.busy === 'move'}
              onClick={() => void actions.move(status)}
              color={status === 'DONE' || status === 'DELIVERED' || status === 'CLOSED' ? 'teal' : 'blue'}
            >
              {t(`order.move.${status}`)}
            </Button>
          ))}
        </Group>
      ) : null}
      {canHandOverUnpaid(order) ? (
        <Button variant="outline" color="red" onClick={() => setUnpaid(true)}>
          {t('cashDue.handOverUnpaid')}
        </Button>
      ) : null}
      {desk && order.serviceType === 'DELIVERY' && COURIER_STATUSES.includes(order.status) ? (
        <CourierPicker
          value={order.courierId}
          busy={actions.busy === 'courier'}
          onPick={(id) => void actions.attach(id)}
        />
      ) : null}
      <Group gap="xs" justify="space-between">
        <Group gap="xs">
          <Button size="xs" variant="default" onClick={() => printer.print(<KitchenTicket {...docProps} />)}>
            {t('order.printKitchen')}
          </Button>
          <Button
            size="xs"
            variant="default"
            onClick={() => printer.print(<CustomerReceipt {...docProps} />)}
          >
            {t('order.printReceipt')}
          </Button>
          <SegmentedControl
            size="xs"
            aria-label={t('order.paper')}
            value={paper}
            onChange={(v) => {
              setPaper(v as Paper);
              storePaper(v as Paper);
            }}
            data={[
              { value: '58', label: '58 mm' },
              { value: '80', label: '80 mm' },
            ]}
          />
        </Group>
        {order.nextStatuses.includes('CANCELED') ? (
          <Button size="xs" color="red" variant="light" onClick={() => setCancelling(true)}>
            {t('order.cancel')}
          </Button>
        ) : null}
      </Group>
      <CancelModal
        opened={cancelling}
        number={order.number}
        paid={order.isPaid}
        busy={actions.busy === 'cancel'}
        onClose={() => setCancelling(false)}
        onCancel={async (reason) => {
          if (await actions.cancel(reason)) setCancelling(false);
        }}
      />
      <HandoverUnpaidModal
        opened={unpaid}
        number={order.number}
        total={order.totals.totalPrice}
        busy={actions.busy === 'unpaid'}
        onClose={() => setUnpaid(false)}
        onSubmit={async (input) => {
          if (await actions.handoverUnpaid(input)) setUnpaid(false);
        }}
      />
      {printer.root}
    </Stack>
  );
}

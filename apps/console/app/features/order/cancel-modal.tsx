/** Cancel with a reason (StaffCancelSchema): usual reasons as one tap, or typed. Paid orders warn of the refund. */
import { type StaffCancel, StaffCancelSchema } from '@dasturxon/contracts';
import { Alert, Button, Chip, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type MessageKey, useT } from '../../i18n/index.tsx';
import { contractResolver } from '../../lib/form.ts';

const REASONS: MessageKey[] = [
  'order.reason.customer',
  'order.reason.stock',
  'order.reason.delivery',
  'order.reason.duplicate',
];

export function CancelModal(props: {
  opened: boolean;
  number: number;
  paid: boolean;
  busy: boolean;
  onClose: () => void;
  onCancel: (reason: string) => void;
}) {
  const t = useT();
  const form = useForm<StaffCancel>({
    initialValues: { reason: '' },
    validate: contractResolver<StaffCancel>(StaffCancelSchema, t),
  });
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t('order.cancelTitle', { number: props.number })}
      centered
    >
      <form onSubmit={form.onSubmit((v) => props.onCancel(v.reason.trim()))}>
        <Stack gap="sm">
          {props.paid ? (
            <Alert color="orange" variant="light">
              {t('order.cancelPaid')}
            </Alert>
          ) : null}
          <Group gap={4}>
            {REASONS.map((key) => (
              <Chip
                key={key}
                size="xs"
                variant="outline"
                checked={form.getValues().reason === t(key)}
                onChange={() => form.setFieldValue('reason', t(key))}
              >
                {t(key)}
              </Chip>
            ))}
          </Group>
          <Textarea label={t('order.cancelReason')} autosize minRows={2} {...form.getInputProps('reason')} />
          <Button type="submit" color="red" loading={props.busy}>
            {t('order.cancelConfirm')}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}

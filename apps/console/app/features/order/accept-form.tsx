/** Accept with a promised time: a few usual minutes as one tap, or any number (StaffAcceptSchema). */
import { type StaffAccept, StaffAcceptSchema } from '@dasturxon/contracts';
import { Button, Chip, Group, NumberInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useT } from '../../i18n/index.tsx';
import { contractResolver } from '../../lib/form.ts';

const USUAL_MINUTES = [10, 15, 20, 30, 45, 60];

export function AcceptForm(props: {
  busy: boolean;
  onAccept: (minutes: number) => void;
  initialMinutes?: number;
}) {
  const t = useT();
  const form = useForm<StaffAccept>({
    initialValues: { minutes: props.initialMinutes ?? 20 },
    validate: contractResolver<StaffAccept>(StaffAcceptSchema, t),
  });
  const minutes = form.getValues().minutes;
  return (
    <form onSubmit={form.onSubmit((v) => props.onAccept(v.minutes))}>
      <Stack gap={6}>
        <Text size="sm" fw={600}>
          {t('order.promised')}
        </Text>
        <Group gap={4}>
          {USUAL_MINUTES.map((m) => (
            <Chip
              key={m}
              size="xs"
              checked={minutes === m}
              onChange={() => form.setFieldValue('minutes', m)}
              variant="outline"
            >
              {t('time.minutes', { n: m })}
            </Chip>
          ))}
          <NumberInput
            size="xs"
            w={80}
            min={1}
            max={1440}
            aria-label={t('order.promised')}
            {...form.getInputProps('minutes')}
          />
        </Group>
        <Button type="submit" color="teal" loading={props.busy}>
          {t('order.acceptIn', { n: minutes })}
        </Button>
      </Stack>
    </form>
  );
}

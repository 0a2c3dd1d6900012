/**
 * The halls screen's dialogs: a hall (name in three languages, active, order) and a table (number, label, seats,
 * active). Each validates with the API's own contract (lib/form.ts) and shows the server's translated refusal.
 */
import {
  type DiningTableInput,
  DiningTableInputSchema,
  type HallInput,
  HallInputSchema,
} from '@dasturxon/contracts';
import { Alert, Button, Group, Modal, NumberInput, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useT } from '../../i18n/index.tsx';
import { contractResolver } from '../../lib/form.ts';

interface DialogProps<V> {
  opened: boolean;
  title: string;
  initial: V;
  busy: boolean;
  error: string | null;
  onClose: () => void;
  onSubmit: (values: V) => void;
}

function Refusal({ error }: { error: string | null }) {
  return error ? (
    <Alert color="red" role="alert">
      {error}
    </Alert>
  ) : null;
}

export function HallDialog(props: DialogProps<HallInput>) {
  const t = useT();
  const form = useForm<HallInput>({
    initialValues: props.initial,
    validate: contractResolver<HallInput>(HallInputSchema, t),
  });
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={props.title} centered>
      <form onSubmit={form.onSubmit(props.onSubmit)}>
        <Stack gap="sm">
          <TextInput
            label={`${t('dining.hallName')} (uz)`}
            {...form.getInputProps('name.uz')}
            data-autofocus
          />
          <TextInput label={`${t('dining.hallName')} (ru)`} {...form.getInputProps('name.ru')} />
          <TextInput label={`${t('dining.hallName')} (eng)`} {...form.getInputProps('name.eng')} />
          <NumberInput label={t('dining.priority')} min={0} max={999} {...form.getInputProps('priority')} />
          <Switch label={t('dining.active')} {...form.getInputProps('isActive', { type: 'checkbox' })} />
          <Refusal error={props.error} />
          <Group justify="flex-end">
            <Button type="submit" loading={props.busy}>
              {t('dining.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

interface TableValues extends Omit<DiningTableInput, 'name'> {
  name: string;
}

export function TableDialog(props: DialogProps<DiningTableInput>) {
  const t = useT();
  const form = useForm<TableValues>({
    initialValues: { ...props.initial, name: props.initial.name ?? '' },
    validate: (values) =>
      contractResolver<DiningTableInput>(DiningTableInputSchema, t)({ ...values, name: values.name || null }),
  });
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={props.title} centered>
      <form onSubmit={form.onSubmit((v) => props.onSubmit({ ...v, name: v.name.trim() || null }))}>
        <Stack gap="sm">
          <NumberInput
            label={t('dining.number')}
            min={1}
            max={9999}
            {...form.getInputProps('number')}
            data-autofocus
          />
          <TextInput label={t('dining.tableName')} {...form.getInputProps('name')} />
          <NumberInput label={t('dining.seats')} min={1} max={50} {...form.getInputProps('seats')} />
          <Switch label={t('dining.active')} {...form.getInputProps('isActive', { type: 'checkbox' })} />
          <Refusal error={props.error} />
          <Group justify="flex-end">
            <Button type="submit" loading={props.busy}>
              {t('dining.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

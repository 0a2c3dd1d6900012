/** The category and group forms (modals), checked with the API's contracts before they are sent. */
import {
  NAVIGATION_TYPES,
  SCROLL_TYPES,
  type StaffCategoryInput,
  StaffCategoryInputSchema,
  type StaffGroup,
  type StaffGroupInput,
  StaffGroupInputSchema,
  VIEW_TYPES,
} from '@dasturxon/contracts';
import {
  Alert,
  Button,
  ColorInput,
  Group,
  Input,
  Modal,
  SegmentedControl,
  Select,
  Stack,
  Switch,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useLang, useT } from '../../i18n/index.tsx';
import type { ConsoleApiError } from '../../lib/api.ts';
import { errorText } from '../../lib/error-text.ts';
import { contractResolver } from '../../lib/form.ts';
import { ImageField } from '../../ui/image-field.tsx';
import { NameRow } from './form-fields.tsx';

interface DialogProps<T> {
  title: string;
  initial: T;
  busy: boolean;
  error: ConsoleApiError | null;
  onSubmit: (values: T) => void;
  onClose: () => void;
  onDelete?: () => void;
}

function Footer({
  busy,
  error,
  onDelete,
}: {
  busy: boolean;
  error: ConsoleApiError | null;
  onDelete?: () => void;
}) {
  const t = useT();
  return (
    <>
      {error ? (
        <Alert color="red" variant="light" py={6} role="alert">
          {errorText(error, t)}
        </Alert>
      ) : null}
      <Group justify="space-between">
        <Button type="submit" loading={busy}>
          {t('menu.save')}
        </Button>
        {onDelete ? (
          <Button variant="subtle" color="red" onClick={onDelete}>
            {t('menu.delete')}
          </Button>
        ) : null}
      </Group>
    </>
  );
}

export function CategoryDialog(props: DialogProps<StaffCategoryInput> & { groups: StaffGroup[] }) {
  const t = useT();
  const [lang] = useLang();
  const form = useForm<StaffCategoryInput>({
    initialValues: props.initial,
    validate: contractResolver<StaffCategoryInput>(StaffCategoryInputSchema, t),
  });
  const values = form.getValues();
  const segment = <K extends 'viewType' | 'scrollType' | 'navigationType'>(
    key: K,
    options: readonly string[],
    prefix: 'menu.view' | 'menu.scroll' | 'menu.nav',
  ) => (
    <Input.Wrapper label={t(`menu.field.${key}`)}>
      <SegmentedControl
        fullWidth
        size="xs"
        data={options.map((o) => ({ value: o, label: t(`${prefix}.${o}` as never) }))}
        value={values[key]}
        onChange={(v) => form.setFieldValue(key, v as never)}
      />
    </Input.Wrapper>
  );
  return (
    <Modal opened onClose={props.onClose} title={props.title} size="lg">
      <form onSubmit={form.onSubmit((v) => props.onSubmit(StaffCategoryInputSchema.parse(v)))} noValidate>
        <Stack gap="sm">
          <Input.Wrapper label={t('menu.field.name')} withAsterisk>
            <NameRow form={form} path="name" label={t('menu.field.name')} />
          </Input.Wrapper>
          <Select
            label={t('menu.field.group')}
            data={props.groups.map((g) => ({ value: String(g.id), label: g.name[lang] }))}
            value={String(values.groupId)}
            onChange={(v) => v && form.setFieldValue('groupId', Number(v))}
            allowDeselect={false}
          />
          {segment('viewType', VIEW_TYPES, 'menu.view')}
          {segment('scrollType', SCROLL_TYPES, 'menu.scroll')}
          {segment('navigationType', NAVIGATION_TYPES, 'menu.nav')}
          <Group grow align="flex-start">
            <ColorInput
              label={t('menu.field.textColor')}
              value={values.textColor ?? ''}
              error={form.errors.textColor}
              onChange={(v) => form.setFieldValue('textColor', v || null)}
            />
            <Switch
              mt={28}
              label={t('menu.field.isWithoutCart')}
              {...form.getInputProps('isWithoutCart', { type: 'checkbox' })}
            />
          </Group>
          <ImageField
            label={t('menu.field.image')}
            value={values.image}
            onChange={(path) => form.setFieldValue('image', path)}
            previewSize={56}
          />
          <Footer
            busy={props.busy}
            error={props.error}
            {...(props.onDelete ? { onDelete: props.onDelete } : {})}
          />
        </Stack>
      </form>
    </Modal>
  );
}

export function GroupDialog(props: DialogProps<StaffGroupInput>) {
  const t = useT();
  const form = useForm<StaffGroupInput>({
    initialValues: props.initial,
    validate: contractResolver<StaffGroupInput>(StaffGroupInputSchema, t),
  });
  const values = form.getValues();
  const colour = (key: 'bgColor' | 'iconBgColor') => (
    <ColorInput
      label={t(`menu.field.${key}`)}
      value={values[key] ?? ''}
      error={form.errors[key]}
      onChange={(v) => form.setFieldValue(key, v || null)}
    />
  );
  return (
    <Modal opened onClose={props.onClose} title={props.title} size="lg">
      <form onSubmit={form.onSubmit((v) => props.onSubmit(StaffGroupInputSchema.parse(v)))} noValidate>
        <Stack gap="sm">
          <Input.Wrapper label={t('menu.field.name')} withAsterisk>
            <NameRow form={form} path="name" label={t('menu.field.name')} />
          </Input.Wrapper>
          <Group grow>
            {colour('bgColor')}
            {colour('iconBgColor')}
          </Group>
          <Group grow align="flex-start">
            <ImageField
              label={t('menu.field.icon')}
              value={values.icon}
              onChange={(p) => form.setFieldValue('icon', p)}
              previewSize={48}
            />
            <ImageField
              label={t('menu.field.image')}
              value={values.image}
              onChange={(p) => form.setFieldValue('image', p)}
              previewSize={48}
            />
          </Group>
          <Footer
            busy={props.busy}
            error={props.error}
            {...(props.onDelete ? { onDelete: props.onDelete } : {})}
          />
        </Stack>
      </form>
    </Modal>
  );
}

/**
 * The product form (issue 12): every field the storefront shows, checked with the API's own contract
 * (StaffProductInputSchema) before it is sent; names and descriptions in uz / ru / eng tabs (a tab with an error
 * is marked), modifiers, branches, the image (H2's ImageField, decision 257).
 */
import {
  LANGS,
  type StaffMenu,
  type StaffProductInput,
  StaffProductInputSchema,
  UNITS,
} from '@dasturxon/contracts';
import {
  Alert,
  Button,
  Chip,
  Divider,
  Group,
  Indicator,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Tabs,
  TagsInput,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useLang, useT } from '../../i18n/index.tsx';
import type { ConsoleApiError } from '../../lib/api.ts';
import { errorText } from '../../lib/error-text.ts';
import { contractResolver } from '../../lib/form.ts';
import { ImageField, type ImageFieldProps } from '../../ui/image-field.tsx';
import { NumberField } from './form-fields.tsx';
import { ModifiersEditor } from './modifiers-editor.tsx';
import { langsWithErrors } from './product-values.ts';

export interface ProductFormProps {
  menu: Pick<StaffMenu, 'categories' | 'branches'>;
  initial: StaffProductInput;
  busy?: boolean;
  error?: ConsoleApiError | null;
  onSubmit: (values: StaffProductInput) => void;
  onCancel: () => void;
  onDelete?: () => void;
  /** Tests hand a fake uploader to the image field. */
  uploader?: ImageFieldProps['uploader'];
}

export function ProductForm({
  menu,
  initial,
  busy,
  error,
  onSubmit,
  onCancel,
  onDelete,
  uploader,
}: ProductFormProps) {
  const t = useT();
  const [lang] = useLang();
  const form = useForm<StaffProductInput>({
    initialValues: initial,
    validate: contractResolver<StaffProductInput>(StaffProductInputSchema, t),
  });
  const values = form.getValues();
  const badLangs = langsWithErrors(form.errors, ['name', 'description']);
  const hasErrors = Object.keys(form.errors).length > 0;

  return (
    <form onSubmit={form.onSubmit((v) => onSubmit(StaffProductInputSchema.parse(v)))} noValidate>
      <Stack gap="sm">
        <Tabs defaultValue={lang} keepMounted>
          <Tabs.List>
            {LANGS.map((l) => (
              <Tabs.Tab key={l} value={l} data-error={badLangs.has(l) || undefined}>
                <Indicator disabled={!badLangs.has(l)} color="red" size={7} offset={-4}>
                  {t(`menu.lang.${l}`)}
                </Indicator>
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {LANGS.map((l) => (
            <Tabs.Panel key={l} value={l} pt="xs">
              <Stack gap={6}>
                <TextInput label={t('menu.field.name')} withAsterisk {...form.getInputProps(`name.${l}`)} />
                <Textarea
                  label={t('menu.field.description')}
                  rows={3}
                  {...form.getInputProps(`description.${l}`)}
                />
              </Stack>
            </Tabs.Panel>
          ))}
        </Tabs>

        <SimpleGrid cols={3} spacing="xs" verticalSpacing={6}>
          <Select
            label={t('menu.field.category')}
            data={menu.categories.map((c) => ({ value: String(c.id), label: c.name[lang] }))}
            value={String(values.categoryId)}
            onChange={(v) => v && form.setFieldValue('categoryId', Number(v))}
            allowDeselect={false}
          />
          <NumberField form={form} path="costPrice" label={t('menu.field.price')} withAsterisk />
          <NumberField form={form} path="discount" label={t('menu.field.discount')} />
          <Select
            label={t('menu.field.unit')}
            data={UNITS.map((u) => ({ value: u, label: t(`menu.unit.${u}`) }))}
            {...form.getInputProps('unit')}
            allowDeselect={false}
          />
          <NumberField form={form} path="measure" nullable label={t('menu.field.measure')} decimalScale={3} />
          <NumberField form={form} path="calorie" nullable label={t('menu.field.calorie')} min={0} />
          <NumberField
            form={form}
            path="timeCookingMin"
            nullable
            label={t('menu.field.cookingMin')}
            min={0}
          />
          <NumberField
            form={form}
            path="timeCookingMax"
            nullable
            label={t('menu.field.cookingMax')}
            min={0}
          />
          <NumberField form={form} path="amount" label={t('menu.field.amount')} min={1} />
        </SimpleGrid>

        <TagsInput
          label={t('menu.field.labels')}
          description={t('menu.field.labelsHint')}
          {...form.getInputProps('labels')}
        />
        <Group gap="lg" align="flex-end">
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('menu.field.systems')}
            </Text>
            <Chip.Group
              multiple
              value={values.systems}
              onChange={(v) => form.setFieldValue('systems', v as StaffProductInput['systems'])}
            >
              <Group gap={6}>
                <Chip size="xs" value="WEB">
                  {t('menu.field.web')}
                </Chip>
                <Chip size="xs" value="TG">
                  {t('menu.field.tg')}
                </Chip>
              </Group>
            </Chip.Group>
          </Stack>
          <Switch label={t('menu.field.active')} {...form.getInputProps('active', { type: 'checkbox' })} />
          <Switch
            label={t('menu.field.deliveryEnabled')}
            {...form.getInputProps('deliveryEnabled', { type: 'checkbox' })}
          />
          <Switch
            label={t('menu.field.isCartRecommendation')}
            {...form.getInputProps('isCartRecommendation', { type: 'checkbox' })}
          />
        </Group>
        <MultiSelect
          label={t('menu.field.branches')}
          placeholder={values.branchIds.length === 0 ? t('menu.field.branchesHint') : undefined}
          data={menu.branches.map((b) => ({ value: String(b.id), label: b.name[lang] }))}
          value={values.branchIds.map(String)}
          onChange={(v) => form.setFieldValue('branchIds', v.map(Number))}
          clearable
        />
        <ImageField
          label={t('menu.field.image')}
          value={values.image}
          onChange={(path) => form.setFieldValue('image', path)}
          error={form.errors.image}
          previewSize={72}
          {...(uploader ? { uploader } : {})}
        />

        <Divider label={t('menu.section.modifiers')} labelPosition="left" />
        <ModifiersEditor form={form} />

        <Divider label={t('menu.section.codes')} labelPosition="left" />
        <SimpleGrid cols={3} spacing="xs">
          {(
            [
              ['barcode', 'menu.field.barcode'],
              ['mxicCode', 'menu.field.mxic'],
              ['integrationId', 'menu.field.integrationId'],
            ] as const
          ).map(([path, label]) => (
            <TextInput
              key={path}
              label={t(label)}
              value={values[path] ?? ''}
              error={form.errors[path]}
              onChange={(e) =>
                form.setFieldValue(path, e.currentTarget.value.trim() ? e.currentTarget.value : null)
              }
            />
          ))}
        </SimpleGrid>

        {hasErrors ? (
          <Alert color="red" variant="light" py={6}>
            {t('menu.formInvalid')}
          </Alert>
        ) : null}
        {error ? (
          <Alert color="red" variant="light" py={6} role="alert">
            {errorText(error, t)}
          </Alert>
        ) : null}
        <Group justify="space-between">
          <Group gap="xs">
            <Button type="submit" loading={busy ?? false}>
              {t('menu.save')}
            </Button>
            <Button variant="default" onClick={onCancel}>
              {t('menu.cancel')}
            </Button>
          </Group>
          {onDelete ? (
            <Button variant="subtle" color="red" onClick={onDelete}>
              {t('menu.delete')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}

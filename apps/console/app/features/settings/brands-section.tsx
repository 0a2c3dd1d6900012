/** Brand tabs of the merchant's company: how each tab looks (name, colour, image, order); saved per tab. */
import { type BrandTabAdmin, BrandTabInputSchema, staffSettingsEndpoints } from '@dasturxon/contracts';
import { Button, Card, ColorInput, Group, NumberInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { useT } from '../../i18n/index.tsx';
import type { ConsoleApi } from '../../lib/api.ts';
import { errorText } from '../../lib/error-text.ts';
import { contractResolver } from '../../lib/form.ts';
import { ImageField } from '../../ui/image-field.tsx';
import { ListSkeleton } from '../../ui/skeletons.tsx';
import { MultilingualInput } from './form-parts.tsx';

type BrandInput = Pick<BrandTabAdmin, 'name' | 'color' | 'image' | 'priority'>;

function BrandCard({ api, brand }: { api: ConsoleApi; brand: BrandTabAdmin }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const form = useForm<BrandInput>({
    initialValues: { name: brand.name, color: brand.color, image: brand.image, priority: brand.priority },
    validate: contractResolver<BrandInput>(BrandTabInputSchema, t),
  });
  const save = form.onSubmit(async (values) => {
    setBusy(true);
    const [error] = await api.call(staffSettingsEndpoints.saveBrand, {
      params: { id: brand.id },
      body: values,
    });
    setBusy(false);
    if (error) notifications.show({ color: 'red', message: errorText(error, t) });
    else {
      form.resetDirty();
      notifications.show({ color: 'teal', message: t('settings.saved') });
    }
  });
  return (
    <Card withBorder radius="md" padding="md" data-testid={`brand-${brand.sub}`}>
      <form onSubmit={save}>
        <Stack gap="sm">
          <Group justify="space-between">
            <Text fw={600}>
              {brand.sub}
              {brand.domainUrl ? ` · ${brand.domainUrl}` : ''}
            </Text>
            <Button type="submit" size="xs" loading={busy} disabled={!form.isDirty()}>
              {t('settings.save')}
            </Button>
          </Group>
          <MultilingualInput form={form} path="name" label={t('settings.brands.name')} />
          <Group align="flex-start" gap="md">
            <ColorInput
              label={t('settings.brands.color')}
              format="hex"
              w={180}
              {...form.getInputProps('color')}
            />
            <NumberInput
              label={t('settings.brands.priority')}
              w={120}
              min={0}
              max={10_000}
              {...form.getInputProps('priority')}
            />
            <ImageField
              label={t('settings.brands.image')}
              value={form.values.image}
              onChange={(path) => form.setFieldValue('image', path)}
              previewSize={56}
            />
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

export function BrandsSection({ api }: { api: ConsoleApi }) {
  const t = useT();
  const [brands, setBrands] = useState<BrandTabAdmin[] | null>(null);
  useEffect(() => {
    void api.call(staffSettingsEndpoints.brands).then(([, list]) => setBrands(list ?? []));
  }, [api]);
  if (!brands) return <ListSkeleton rows={2} />;
  if (brands.length === 0) return <Text c="dimmed">{t('settings.brands.empty')}</Text>;
  return (
    <Stack gap="md" maw={900}>
      {brands.map((b) => (
        <BrandCard key={b.id} api={api} brand={b} />
      ))}
    </Stack>
  );
}

/** Look: colours with a live preview and the contrast rule, logo, favicon, title, footer texts, languages. */
import {
  Checkbox,
  ColorInput,
  Group,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
} from '@mantine/core';
import { useT } from '../../i18n/index.tsx';
import { ImageField } from '../../ui/image-field.tsx';
import { MultilingualInput, type SettingsForm } from './form-parts.tsx';
import { type MainColorType, ThemePreview } from './theme-preview.tsx';

const LANGUAGES = [
  { flag: 'uzLangActive', value: 'uz', label: "O'zbekcha" },
  { flag: 'ruLangActive', value: 'ru', label: 'Русский' },
  { flag: 'engLangActive', value: 'eng', label: 'English' },
] as const;

export function LookSection({ form }: { form: SettingsForm }) {
  const t = useT();
  const v = form.values;
  const languageError = form.errors.uzLangActive ? t('settings.noLanguage') : null;
  return (
    <Group align="flex-start" gap="xl" wrap="nowrap">
      <Stack gap="md" style={{ flex: 1, minWidth: 0 }}>
        <Group align="flex-end" gap="md">
          <ColorInput
            label={t('settings.mainColor')}
            format="hex"
            w={200}
            swatches={['#FCE000', '#E53935', '#1B5E20', '#0D47A1', '#6A1B9A', '#FF6F00', '#212121']}
            {...form.getInputProps('mainColor')}
            data-testid="main-color"
          />
          <div>
            <Text size="sm" fw={500} mb={4}>
              {t('settings.textOnColor')}
            </Text>
            <SegmentedControl
              data={[
                { value: 'light', label: t('settings.textOnColor.light') },
                { value: 'dark', label: t('settings.textOnColor.dark') },
              ]}
              {...form.getInputProps('mainColorType')}
            />
          </div>
          <Switch
            label={t('settings.isDark')}
            mb={6}
            {...form.getInputProps('isDark', { type: 'checkbox' })}
          />
        </Group>
        <SimpleGrid cols={2} spacing="md">
          <ImageField
            label={t('settings.logo')}
            value={v.logo}
            onChange={(path) => form.setFieldValue('logo', path)}
            error={form.errors.logo}
            previewSize={72}
          />
          <ImageField
            label={t('settings.favicon')}
            value={v.favicon}
            onChange={(path) => form.setFieldValue('favicon', path)}
            error={form.errors.favicon}
            previewSize={72}
          />
        </SimpleGrid>
        <MultilingualInput form={form} path="title" label={t('settings.pageTitle')} />
        <MultilingualInput form={form} path="leftCopyWrite" label={t('settings.leftCopy')} />
        <MultilingualInput form={form} path="rightCopyWrite" label={t('settings.rightCopy')} />
        <Group align="flex-start" gap="xl">
          <Checkbox.Group
            label={t('settings.languages')}
            error={languageError}
            value={activeLanguages(v)}
            onChange={(values) => {
              for (const l of LANGUAGES) form.setFieldValue(l.flag, values.includes(l.value));
            }}
          >
            <Group mt={6}>
              {LANGUAGES.map((l) => (
                <Checkbox key={l.value} value={l.value} label={l.label} />
              ))}
            </Group>
          </Checkbox.Group>
          <Select
            label={t('settings.mainLanguage')}
            w={180}
            clearable
            data={LANGUAGES.filter((l) => v[l.flag]).map((l) => ({ value: l.value, label: l.label }))}
            value={v.mainLanguage}
            error={form.errors.mainLanguage ? t('settings.mainLanguageInactive') : null}
            onChange={(value) =>
              form.setFieldValue('mainLanguage', (value as 'uz' | 'ru' | 'eng' | null) ?? null)
            }
          />
        </Group>
      </Stack>
      <ThemePreview
        mainColor={v.mainColor}
        mainColorType={v.mainColorType}
        isDark={v.isDark}
        logo={v.logo}
        title={v.title}
        onFix={(type: MainColorType) => form.setFieldValue('mainColorType', type)}
      />
    </Group>
  );
}

function activeLanguages(v: SettingsForm['values']): string[] {
  return LANGUAGES.filter((l) => v[l.flag]).map((l) => l.value);
}

/**
 * Live preview of the storefront's header, button and price chip in the colours being edited, and the spec §9
 * contrast rule (decision 270): the button text colour must reach 4.5:1 on the main colour, or the server
 * refuses the save. Below it, a warning offers the other text colour (black or white always passes on one side).
 */
import type { MultilingualText } from '@dasturxon/contracts';
import {
  buttonTextContrast,
  DEFAULT_PRIMARY_COLOR,
  MIN_TEXT_CONTRAST,
  normalizeHexColor,
  textColorOn,
} from '@dasturxon/domain';
import { Alert, Badge, Box, Button, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { useLang, useT } from '../../i18n/index.tsx';

export type MainColorType = 'dark' | 'light';

export interface ContrastCheck {
  ratio: number | null;
  ok: boolean;
  /** The text colour choice that would pass, when the current one does not. */
  fix: MainColorType | null;
}

export function checkContrast(mainColor: string, type: MainColorType): ContrastCheck {
  const ratio = buttonTextContrast(mainColor, type);
  if (ratio === null) return { ratio, ok: false, fix: null };
  const ok = ratio >= MIN_TEXT_CONTRAST;
  const other: MainColorType = type === 'dark' ? 'light' : 'dark';
  const otherRatio = buttonTextContrast(mainColor, other) ?? 0;
  return { ratio, ok, fix: !ok && otherRatio >= MIN_TEXT_CONTRAST ? other : null };
}

export interface ThemePreviewProps {
  mainColor: string;
  mainColorType: MainColorType;
  isDark: boolean;
  logo: string | null;
  title: MultilingualText;
  onFix(type: MainColorType): void;
}

/** An uploaded image path ("images/...") as the console can show it; a full URL as is. */
export function imageSrc(path: string | null): string | null {
  if (!path) return null;
  return /^(https?:)?\/\//.test(path) || path.startsWith('/') ? path : `/${path}`;
}

export function ThemePreview({ mainColor, mainColorType, isDark, logo, title, onFix }: ThemePreviewProps) {
  const t = useT();
  const [lang] = useLang();
  const primary = normalizeHexColor(mainColor, DEFAULT_PRIMARY_COLOR);
  const onPrimary = textColorOn(mainColorType);
  const check = checkContrast(mainColor, mainColorType);
  const page = isDark ? '#121212' : '#FFFFFF';
  const ink = isDark ? '#F5F5F5' : '#1A1A1A';
  const card = isDark ? '#1E1E1E' : '#F4F4F4';
  const src = imageSrc(logo);

  return (
    <Stack gap="xs" data-testid="theme-preview">
      <Group justify="space-between">
        <Text fw={600}>{t('settings.preview')}</Text>
        {check.ratio !== null && (
          <Badge color={check.ok ? 'green' : 'red'} variant="light" data-testid="contrast-ratio">
            {t('settings.contrast', { ratio: check.ratio.toFixed(1) })}
          </Badge>
        )}
      </Group>
      <Paper withBorder radius="md" style={{ overflow: 'hidden', background: page, color: ink }} w={300}>
        <Group px="sm" py={10} gap="xs" style={{ borderBottom: `1px solid ${isDark ? '#333' : '#E5E5E5'}` }}>
          {src ? (
            <Image src={src} alt="" h={28} w="auto" maw={96} fit="contain" radius="sm" />
          ) : (
            <Box w={28} h={28} style={{ background: primary, borderRadius: 6 }} />
          )}
          <Text fw={700} size="sm" c={ink} truncate maw={150}>
            {title[lang] || title.ru || title.uz}
          </Text>
          <Box
            ml="auto"
            px={10}
            py={4}
            style={{
              background: primary,
              color: onPrimary,
              borderRadius: 999,
              fontSize: 12,
              fontWeight: 600,
            }}
          >
            {t('settings.preview.dish')}
          </Box>
        </Group>
        <Stack p="sm" gap={8}>
          <Box style={{ background: card, borderRadius: 12, height: 86 }} />
          <Group justify="space-between">
            <Text size="sm" fw={600} c={ink}>
              {t('settings.preview.dish')}
            </Text>
            <Box
              data-testid="preview-price"
              px={10}
              py={2}
              style={{
                background: primary,
                color: onPrimary,
                borderRadius: 8,
                fontWeight: 700,
                fontSize: 13,
              }}
            >
              45 000
            </Box>
          </Group>
          <Box
            data-testid="preview-button"
            py={10}
            style={{
              background: primary,
              color: onPrimary,
              borderRadius: 12,
              textAlign: 'center',
              fontWeight: 600,
            }}
          >
            {t('settings.preview.button')}
          </Box>
        </Stack>
      </Paper>
      {!check.ok && check.ratio !== null && (
        <Alert color="red" variant="light" maw={420} data-testid="contrast-warning">
          <Stack gap={6}>
            <Text size="sm">{t('settings.contrastLow')}</Text>
            {check.fix && (
              <Button size="xs" variant="white" color="red" w="fit-content" onClick={() => onFix(check.fix!)}>
                {t('settings.contrastFix', { choice: t(`settings.textOnColor.${check.fix}`) })}
              </Button>
            )}
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}

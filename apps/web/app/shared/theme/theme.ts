/**
 * The merchant's theme as the server renders it into the first HTML (no flash of another theme): CSS custom
 * properties on <html> and the colour scheme. Spec §3 settings (mainColor, mainColorType, isDark), §9 text
 * colour rule (white on a dark main colour, else black), §8 defaults when settings fail.
 */
import type { MerchantSettings } from '@dasturxon/contracts';
import { DEFAULT_PRIMARY_COLOR, normalizeHexColor, textColorOn } from '@dasturxon/domain';
import type { CSSProperties } from 'react';

export interface Theme {
  /** `#RRGGBB`, safe to inline in a style attribute (normalizeHexColor refuses anything else). */
  primary: string;
  onPrimary: string;
  dark: boolean;
}

export const DEFAULT_THEME: Theme = {
  primary: DEFAULT_PRIMARY_COLOR,
  onPrimary: textColorOn(null),
  dark: false,
};

export function themeFromSettings(
  settings: Pick<MerchantSettings, 'mainColor' | 'mainColorType' | 'isDark'> | null,
): Theme {
  if (!settings) return DEFAULT_THEME;
  return {
    primary: normalizeHexColor(settings.mainColor, DEFAULT_PRIMARY_COLOR),
    onPrimary: textColorOn(settings.mainColorType),
    dark: settings.isDark,
  };
}

/** The style attribute of <html>; the stylesheet derives every other colour from these and the scheme. */
export function themeStyle(theme: Theme): CSSProperties {
  return {
    '--primary': theme.primary,
    '--on-primary': theme.onPrimary,
    colorScheme: theme.dark ? 'dark' : 'light',
  } as CSSProperties;
}

import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME, themeFromSettings, themeStyle } from './theme.ts';

describe('themeFromSettings', () => {
  it('uses the merchant colour with white text on a dark main colour', () => {
    expect(themeFromSettings({ mainColor: '#e2a33b', mainColorType: 'dark', isDark: true })).toEqual({
      primary: '#E2A33B',
      onPrimary: '#FFFFFF',
      dark: true,
    });
  });

  it('uses black text on a light main colour and a light scheme', () => {
    expect(themeFromSettings({ mainColor: '#2a9d8f', mainColorType: 'light', isDark: false })).toMatchObject({
      onPrimary: '#000000',
      dark: false,
    });
  });

  it('falls back to the default yellow for a value that is not a colour (never inlines it)', () => {
    const theme = themeFromSettings({
      mainColor: 'red;background:url(x)',
      mainColorType: 'light',
      isDark: false,
    });
    expect(theme.primary).toBe('#FCE000');
  });

  it('uses the defaults of spec §8/§9 without settings', () => {
    expect(themeFromSettings(null)).toEqual({ primary: '#FCE000', onPrimary: '#000000', dark: false });
  });

  it('renders the custom properties and colour scheme for <html>', () => {
    expect(themeStyle(DEFAULT_THEME)).toEqual({
      '--primary': '#FCE000',
      '--on-primary': '#000000',
      colorScheme: 'light',
    });
  });
});

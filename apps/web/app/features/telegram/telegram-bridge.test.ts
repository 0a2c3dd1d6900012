import { describe, expect, it } from 'vitest';
import { bridgeFromLaunchParams, contactPhone, launchParams, themeVariables } from './telegram-bridge.ts';

const INIT_DATA = 'query_id=Q&user=%7B%22id%22%3A1%7D&auth_date=1700000000&hash=abc';

describe('launchParams', () => {
  it("reads Telegram's launch parameters from the fragment, else the query", () => {
    const hash = `#tgWebAppData=${encodeURIComponent(INIT_DATA)}&tgWebAppPlatform=ios`;
    expect(launchParams({ hash, search: '' })?.get('tgWebAppData')).toBe(INIT_DATA);
    expect(launchParams({ hash: '', search: '?tgWebAppPlatform=android' })?.get('tgWebAppPlatform')).toBe(
      'android',
    );
  });

  it('is null on the normal web, even with look-alike text', () => {
    expect(launchParams({ hash: '', search: '?vendor=navruz' })).toBeNull();
    expect(launchParams({ hash: '#menu', search: '?q=tgWebApp' })).toBeNull();
  });
});

describe('bridgeFromLaunchParams', () => {
  it('gives initData and the theme without Telegram’s script', () => {
    const params = new URLSearchParams({
      tgWebAppData: INIT_DATA,
      tgWebAppThemeParams: JSON.stringify({ bg_color: '#17212b' }),
    });
    expect(bridgeFromLaunchParams(params)).toEqual({
      initData: INIT_DATA,
      themeParams: { bg_color: '#17212b' },
    });
    const broken = new URLSearchParams({ tgWebAppData: INIT_DATA, tgWebAppThemeParams: '{oops' });
    expect(bridgeFromLaunchParams(broken)).toEqual({ initData: INIT_DATA });
  });
});

describe('themeVariables', () => {
  it("maps Telegram's colours onto the storefront's surfaces and exposes each as --tg-theme-*", () => {
    const vars = themeVariables({
      themeParams: {
        bg_color: '#17212b',
        text_color: '#f5f5f5',
        hint_color: '#708499',
        secondary_bg_color: '#232e3c',
        button_color: '#5288c1',
      },
    });
    expect(vars).toMatchObject({
      '--bg': '#17212b',
      '--text': '#f5f5f5',
      '--muted': '#708499',
      '--surface': '#232e3c',
      '--tg-theme-bg-color': '#17212b',
      '--tg-theme-button-color': '#5288c1',
    });
    // The merchant's brand colour is not Telegram's to change.
    expect(vars['--primary']).toBeUndefined();
  });

  it('ignores values that are not colours', () => {
    const vars = themeVariables({ themeParams: { bg_color: 'red; background: url(x)', text_color: '#fff' } });
    expect(vars).toEqual({});
  });
});

describe('contactPhone', () => {
  it('turns the phone of a Telegram contact into the API form', () => {
    expect(contactPhone('+998 90 123-45-67')).toBe('998901234567');
    expect(contactPhone('998901234567')).toBe('998901234567');
    expect(contactPhone('901234567')).toBe('998901234567');
  });

  it('refuses numbers outside Uzbekistan and empty values', () => {
    expect(contactPhone('+7 912 345 67 89')).toBeNull();
    expect(contactPhone('')).toBeNull();
    expect(contactPhone(undefined)).toBeNull();
  });
});

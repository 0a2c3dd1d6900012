import { LANGS } from '@dasturxon/contracts';
import { describe, expect, it } from 'vitest';
import { langFromAcceptLanguage, resolveLang } from './lang.ts';
import { duration, formatDuration, type MessageKey, messages, translate } from './messages.ts';

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('server message catalogue', () => {
  const keys = Object.keys(messages.uz) as MessageKey[];

  it.each(LANGS)('%s has every key, each a non-empty message', (lang) => {
    expect(Object.keys(messages[lang]).sort()).toEqual([...keys].sort());
    for (const key of keys) expect(messages[lang][key].trim(), `${lang}.${key}`).not.toBe('');
  });

  it.each(LANGS)('%s keeps the same placeholders as uz', (lang) => {
    for (const key of keys) {
      expect(placeholders(messages[lang][key]), `${lang}.${key}`).toEqual(placeholders(messages.uz[key]));
    }
  });

  it('the languages are actually translated, not copies', () => {
    const same = keys.filter((k) => messages.ru[k] === messages.uz[k] || messages.eng[k] === messages.ru[k]);
    expect(same).toEqual([]);
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(translate('eng', 'routeNotFound', { method: 'GET', path: '/api/x' })).toBe(
      'There is no such API path: GET /api/x',
    );
    expect(translate('eng', 'routeNotFound', { method: 'GET' })).toContain('{path}');
  });

  it('writes a wait in hours, minutes and seconds of the language, never as a pile of seconds', () => {
    expect(formatDuration('eng', 1579)).toBe('26 min 19 s');
    expect(formatDuration('ru', 1579)).toBe('26 мин 19 с');
    expect(formatDuration('uz', 1579)).toBe('26 daqiqa 19 soniya');
    expect(formatDuration('eng', 45)).toBe('45 s');
    expect(formatDuration('eng', 600)).toBe('10 min');
    expect(formatDuration('eng', 3661)).toBe('1 h 1 min 1 s');
    expect(formatDuration('eng', 0.2)).toBe('1 s');
    expect(translate('ru', 'codeLimitClient', { wait: duration(1579) })).toBe(
      'Запрошено слишком много кодов. Попробуйте через 26 мин 19 с.',
    );
  });
});

describe('answer language', () => {
  it.each([
    ['ru', 'ru'],
    ['ru-RU,ru;q=0.9,en;q=0.8', 'ru'],
    ['en-US,en;q=0.9', 'eng'],
    ['eng', 'eng'],
    ['uz-Latn-UZ', 'uz'],
    ['de-DE,fr;q=0.9,ru;q=0.5', 'ru'],
    ['en;q=0.4, ru;q=0.8', 'ru'],
    ['ru;q=0, en', 'eng'],
  ] as const)('Accept-Language %s -> %s', (header, lang) => {
    expect(langFromAcceptLanguage(header)).toBe(lang);
  });

  it('falls back to the lang cookie, then uz', () => {
    expect(resolveLang('de-DE', 'ru')).toBe('ru');
    expect(resolveLang(undefined, 'en')).toBe('eng');
    expect(resolveLang(undefined, 'xx')).toBe('uz');
    expect(resolveLang('*', undefined)).toBe('uz');
    expect(resolveLang('ru', 'eng')).toBe('ru');
  });
});

import { describe, expect, it } from 'vitest';
import { activeLangs, resolveRequestLang } from './lang.ts';

const all = { mainLanguage: null, uzLangActive: true, ruLangActive: true, engLangActive: true } as const;

describe('resolveRequestLang', () => {
  it("follows the visitor's cookie, then the merchant's main language, then uz", () => {
    const base = { merchantKeys: ['m1', 'navruz'], forcedRussian: [] };
    expect(resolveRequestLang({ ...base, cookieLang: 'eng', settings: { ...all, mainLanguage: 'ru' } })).toBe(
      'eng',
    );
    expect(resolveRequestLang({ ...base, cookieLang: null, settings: { ...all, mainLanguage: 'ru' } })).toBe(
      'ru',
    );
    expect(resolveRequestLang({ ...base, cookieLang: undefined, settings: all })).toBe('uz');
  });

  it('puts merchants of the configured list on Russian, by sub-domain or id', () => {
    const settings = { ...all, mainLanguage: 'uz' as const };
    expect(
      resolveRequestLang({
        cookieLang: null,
        settings,
        merchantKeys: ['m1', 'navruz'],
        forcedRussian: ['NAVRUZ'],
      }),
    ).toBe('ru');
    expect(
      resolveRequestLang({ cookieLang: null, settings, merchantKeys: ['m1', 'x'], forcedRussian: ['m1'] }),
    ).toBe('ru');
    expect(
      resolveRequestLang({ cookieLang: null, settings, merchantKeys: ['m2', 'y'], forcedRussian: ['m1'] }),
    ).toBe('uz');
  });

  it('never answers a language the merchant switched off', () => {
    const settings = { ...all, engLangActive: false };
    expect(resolveRequestLang({ cookieLang: 'eng', settings, merchantKeys: [], forcedRussian: [] })).toBe(
      'uz',
    );
    expect(activeLangs(settings)).toEqual(['uz', 'ru']);
    expect(activeLangs({ ...all, uzLangActive: false, ruLangActive: false, engLangActive: false })).toEqual([
      'uz',
    ]);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { langFromAcceptLanguage, langTag, parseLang, resolveLanguage } from './language.ts';

describe('parseLang', () => {
  it.each([
    ['uz', 'uz'],
    ['ru', 'ru'],
    ['eng', 'eng'],
    ['en', 'eng'],
    ['EN', 'eng'],
    [' ru ', 'ru'],
    ['ru-RU', 'ru'],
    ['en_US', 'eng'],
    ['uz-Latn-UZ', 'uz'],
  ] as const)('reads %j as %s', (input, lang) => {
    expect(parseLang(input)).toBe(lang);
  });

  it.each([null, undefined, 42, ['ru'], '', 'de', 'english', 'rus', 'u', '*'])('refuses %j', (input) => {
    expect(parseLang(input)).toBeNull();
  });
});

describe('langTag', () => {
  it('maps eng to the BCP 47 tag en', () => {
    expect([langTag('uz'), langTag('ru'), langTag('eng')]).toEqual(['uz', 'ru', 'en']);
  });
});

describe('langFromAcceptLanguage', () => {
  it('takes the best supported language by q-value', () => {
    expect(langFromAcceptLanguage('de-DE,de;q=0.9,ru;q=0.8,en;q=0.7')).toBe('ru');
    expect(langFromAcceptLanguage('en;q=0.5, uz;q=0.9')).toBe('uz');
    expect(langFromAcceptLanguage('eng')).toBe('eng');
  });

  it('keeps header order for equal q-values and skips q=0', () => {
    expect(langFromAcceptLanguage('ru, uz')).toBe('ru');
    expect(langFromAcceptLanguage('ru;q=0, uz;q=0.1')).toBe('uz');
  });

  it('is null when none is ours', () => {
    expect(langFromAcceptLanguage('de, fr;q=0.5')).toBeNull();
    expect(langFromAcceptLanguage('')).toBeNull();
    expect(langFromAcceptLanguage(undefined)).toBeNull();
  });
});

describe('resolveLanguage', () => {
  const allOn = { uz: true, ru: true, eng: true };

  it('defaults to uz', () => {
    expect(resolveLanguage({})).toBe('uz');
  });

  it("lets the shopper's cookie win over everything", () => {
    expect(
      resolveLanguage({
        cookieLang: 'eng',
        sessionDefault: 'ru',
        forcedRussian: true,
        merchantMainLanguage: 'uz',
      }),
    ).toBe('eng');
  });

  it('uses a session default when there is no cookie', () => {
    expect(resolveLanguage({ sessionDefault: 'eng', forcedRussian: true, merchantMainLanguage: 'uz' })).toBe(
      'eng',
    );
  });

  it('puts forced-Russian merchants on Russian', () => {
    expect(resolveLanguage({ forcedRussian: true, merchantMainLanguage: 'uz' })).toBe('ru');
  });

  it("uses the merchant's main language next", () => {
    expect(resolveLanguage({ merchantMainLanguage: 'ru' })).toBe('ru');
    expect(resolveLanguage({ merchantMainLanguage: null })).toBe('uz');
  });

  it('ignores values that are not languages', () => {
    expect(resolveLanguage({ cookieLang: 'de', sessionDefault: 'xx', merchantMainLanguage: 'ru' })).toBe(
      'ru',
    );
  });

  it('skips languages the merchant switched off', () => {
    const noEng = { ...allOn, eng: false };
    expect(resolveLanguage({ cookieLang: 'eng', merchantMainLanguage: 'ru', active: noEng })).toBe('ru');
    const noRu = { ...allOn, ru: false };
    expect(resolveLanguage({ forcedRussian: true, merchantMainLanguage: 'eng', active: noRu })).toBe('eng');
    expect(resolveLanguage({ merchantMainLanguage: 'ru', active: noRu })).toBe('uz');
  });

  it('falls back to a language that is on when uz is off', () => {
    expect(resolveLanguage({ active: { uz: false, ru: false, eng: true } })).toBe('eng');
    expect(resolveLanguage({ active: { uz: false, ru: true, eng: true } })).toBe('ru');
  });

  it('still answers uz when the merchant switched every language off', () => {
    expect(resolveLanguage({ cookieLang: 'ru', active: { uz: false, ru: false, eng: false } })).toBe('uz');
  });

  it('always answers a language the merchant has on, when any is on', () => {
    const lang = fc.constantFrom('uz', 'ru', 'eng', 'en', 'de', '', null, undefined);
    fc.assert(
      fc.property(
        lang,
        lang,
        fc.boolean(),
        fc.constantFrom('uz', 'ru', 'eng', null) as fc.Arbitrary<'uz' | null>,
        fc.record({ uz: fc.boolean(), ru: fc.boolean(), eng: fc.boolean() }),
        (cookieLang, sessionDefault, forcedRussian, merchantMainLanguage, active) => {
          const out = resolveLanguage({
            cookieLang,
            sessionDefault,
            forcedRussian,
            merchantMainLanguage,
            active,
          });
          if (active.uz || active.ru || active.eng) expect(active[out]).toBe(true);
          const cookie = parseLang(cookieLang);
          if (cookie && active[cookie]) expect(out).toBe(cookie);
        },
      ),
    );
  });
});

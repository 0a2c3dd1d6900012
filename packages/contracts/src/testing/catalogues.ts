/**
 * The checks every message catalogue passes, in the storefront and in the console alike (each app has its own
 * catalogue modules, `{ uz, ru, eng }` of key -> text): call `checkCatalogues(catalogueModules)` inside the app's
 * `describe`, next to the checks of its own.
 */
import { expect, it } from 'vitest';
import { LANGS } from '../common.ts';

export function checkCatalogues(catalogueModules: Record<string, unknown>): void {
  for (const [name, module] of Object.entries(catalogueModules)) {
    const byLang = module as Record<string, Record<string, string>>;
    const allKeys = [...new Set(LANGS.flatMap((l) => Object.keys(byLang[l] ?? {})))].sort();

    it.each(LANGS)(`${name}: every key exists in %s with a non-empty text`, (lang) => {
      const messages = byLang[lang] ?? {};
      const missing = allKeys.filter((k) => !(k in messages));
      const empty = Object.entries(messages)
        .filter(([, v]) => typeof v !== 'string' || v.trim() === '')
        .map(([k]) => k);
      expect({ missing, empty }).toEqual({ missing: [], empty: [] });
    });

    it(`${name}: uses the same {placeholders} in every language`, () => {
      const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      for (const key of allKeys) {
        const uz = placeholders(byLang.uz?.[key] ?? '');
        for (const lang of LANGS)
          expect([key, lang, placeholders(byLang[lang]?.[key] ?? '')]).toEqual([key, lang, uz]);
      }
    });
  }

  it('never lets two modules define the same key', () => {
    const seen = new Map<string, string>();
    const dupes: string[] = [];
    for (const [name, module] of Object.entries(catalogueModules)) {
      for (const key of Object.keys((module as Record<string, object>).uz ?? {})) {
        if (seen.has(key)) dupes.push(`${key} (${seen.get(key)} and ${name})`);
        seen.set(key, name);
      }
    }
    expect(dupes).toEqual([]);
  });
}

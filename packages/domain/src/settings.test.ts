import { MerchantSettingsSchema } from '@dasturxon/contracts';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PRIMARY_COLOR } from './color.ts';
import { fallbackMerchantSettings } from './settings.ts';

describe('fallbackMerchantSettings (spec §8)', () => {
  const settings = fallbackMerchantSettings('6f1c2a52-8d1e-4a43-9b7c-2f4ad1f0a9e1');

  it('is a complete settings object, no field missing or extra', () => {
    expect(() => MerchantSettingsSchema.strict().parse(settings)).not.toThrow();
  });

  it('switches every feature off but keeps Uzbek, the default language, and the default colour', () => {
    const on = Object.entries(settings)
      .filter(([, v]) => v === true)
      .map(([k]) => k);
    expect(on).toEqual(['uzLangActive']);
    expect(settings.mainColor).toBe(DEFAULT_PRIMARY_COLOR);
    expect(settings.mainColorType).toBe('light');
  });
});

import { MerchantSettingsSchema } from '@dasturxon/contracts';
import { describe, expect, it } from 'vitest';
import type { MerchantRecord } from './repository.ts';
import { defaultSettings, mergeSettings, storedSetting } from './settings.ts';

const merchant: MerchantRecord = {
  id: '0b0a1f5e-8c1d-4a57-9d0e-5d3c1f9a7b21',
  name: { uz: "Navro'z", ru: 'Навруз', eng: 'Navruz' },
  logo: 'images/logos/navruz.svg',
  color: '#E2A33B',
  sub: 'navruz',
  theme: 'DARK',
  mapProvider: 'LEAFLET',
  yandexMapKey: null,
  isActive: true,
  deleted: false,
  latitude: 41.3,
  longitude: 69.2,
  mainCityId: null,
  domainUrl: null,
  companyKey: null,
  createdDate: new Date(),
  lastModifiedDate: new Date(),
};

describe('merchant settings', () => {
  it('defaults satisfy the full schema, with every flag off but Uzbek, the default language', () => {
    const defaults = MerchantSettingsSchema.strict().parse(defaultSettings(merchant));
    const flags = Object.entries(defaults).filter(([, v]) => typeof v === 'boolean');
    expect(flags.length).toBeGreaterThan(40);
    // isDark follows the merchant's theme; a storefront needs one language; every other flag is off.
    expect(flags.filter(([k, v]) => v && k !== 'isDark').map(([k]) => k)).toEqual(['uzLangActive']);
    expect(defaults.isDark).toBe(true);
    expect(defaults.mainColorType).toBe('light');
    expect(defaults.title).toEqual(merchant.name);
  });

  it('takes stored values that fit, ignores ones that do not, never the merchant id', () => {
    const merged = mergeSettings(merchant, {
      promoActive: true,
      mainColor: '#112233',
      cashActive: 'yes',
      merchantId: 'someone-else',
      smsPassword: 'hunter2',
    });
    expect(merged.promoActive).toBe(true);
    expect(merged.mainColor).toBe('#112233');
    expect(merged.cashActive).toBe(false);
    expect(merged.merchantId).toBe(merchant.id);
    expect('smsPassword' in merged).toBe(false);
  });

  it('reads one stored setting by the same rule: absent or of the wrong type is undefined (the default)', () => {
    expect(storedSetting({ cancelOrderActive: true }, 'cancelOrderActive')).toBe(true);
    expect(storedSetting({ cancelOrderActive: false }, 'cancelOrderActive')).toBe(false);
    expect(storedSetting({ cancelOrderActive: 'true' }, 'cancelOrderActive')).toBeUndefined();
    expect(storedSetting({}, 'cancelOrderActive')).toBeUndefined();
    expect(storedSetting(null, 'cancelOrderActive')).toBeUndefined();
    expect(storedSetting({ logo: null }, 'logo')).toBeNull();
  });
});

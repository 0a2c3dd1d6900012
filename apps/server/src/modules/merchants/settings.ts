/**
 * Web settings as served: the stored jsonb merged over full defaults, field by field.
 *
 * Spec §8 says a storefront without settings uses "all flags off, default colours", so that is the default of
 * every flag. Identity fields a merchant already has on its record (logo, title, colour, dark theme, map
 * provider) default to that record instead of blanks. A stored value of the wrong type is ignored (the default
 * is used) rather than failing the whole answer, and stored keys the schema does not name are dropped.
 */
import { type MerchantSettings, MerchantSettingsSchema } from '@dasturxon/contracts';
import type { MerchantRecord } from './repository.ts';

const EMPTY_TEXT = { uz: '', ru: '', eng: '' };

export function defaultSettings(merchant: MerchantRecord): MerchantSettings {
  const flags = Object.fromEntries(
    Object.entries(MerchantSettingsSchema.shape)
      .filter(([, schema]) => schema.safeParse(false).success)
      .map(([key]) => [key, false]),
  );
  return {
    ...(flags as Record<string, boolean>),
    merchantId: merchant.id,
    logo: merchant.logo,
    brand: null,
    favicon: null,
    domain: merchant.domainUrl,
    mainColor: merchant.color || '#FCE000',
    mainColorType: 'light',
    mainLanguage: null,
    iosAppLink: null,
    androidAppLink: null,
    telegramBotLink: null,
    contactsPhone: null,
    telegram: null,
    instagram: null,
    facebook: null,
    isDark: merchant.theme === 'DARK',
    mapType: merchant.mapProvider,
    smsContent: null,
    groupView: 'GROUP',
    categoryView: 'ALL',
    title: merchant.name,
    leftCopyWrite: EMPTY_TEXT,
    rightCopyWrite: EMPTY_TEXT,
    amoCRMId: null,
    yandexMetricsId: null,
    yandexMetricsKeys: [],
    basketPosition: 'NAVIGATION_BAR',
    modificationViewType: 'NAME_ONLY',
    allowedExternalHosts: [],
    contacts: [],
    // Flags come from the schema above; settings.test.ts proves the whole object satisfies the schema.
  } as unknown as MerchantSettings;
}

export function mergeSettings(
  merchant: MerchantRecord,
  stored: Record<string, unknown> | null,
): MerchantSettings {
  const merged: Record<string, unknown> = { ...defaultSettings(merchant) };
  if (stored) {
    for (const [key, schema] of Object.entries(MerchantSettingsSchema.shape)) {
      if (key === 'merchantId' || !(key in stored)) continue;
      const parsed = schema.safeParse(stored[key]);
      if (parsed.success) merged[key] = parsed.data;
    }
  }
  return merged as MerchantSettings;
}

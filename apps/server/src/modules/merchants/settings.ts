/**
 * Web settings as served: the stored jsonb merged over full defaults, field by field.
 *
 * Spec §8 says a storefront without settings uses "all flags off, default colours", so that is the default of
 * every flag. Identity fields a merchant already has on its record (logo, title, colour, dark theme, map
 * provider) default to that record instead of blanks. A stored value of the wrong type is ignored (the default
 * is used) rather than failing the whole answer, and stored keys the schema does not name are dropped.
 */
import { type MerchantSettings, MerchantSettingsSchema } from '@dasturxon/contracts';
import { DEFAULT_PRIMARY_COLOR, fallbackMerchantSettings } from '@dasturxon/domain';
import type { MerchantRecord } from './repository.ts';

/** Spec §8's fallback (packages/domain), with the identity the merchant already has on its record. */
export function defaultSettings(merchant: MerchantRecord): MerchantSettings {
  return {
    ...fallbackMerchantSettings(merchant.id),
    logo: merchant.logo,
    domain: merchant.domainUrl,
    mainColor: merchant.color || DEFAULT_PRIMARY_COLOR,
    isDark: merchant.theme === 'DARK',
    mapType: merchant.mapProvider,
    title: merchant.name,
  };
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

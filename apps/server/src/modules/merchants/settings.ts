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

/**
 * One stored field as served: its value when stored with the right type, else undefined (the default applies).
 * The one rule for reading a stored setting: mergeSettings reads every field with it, and a caller that needs
 * a single flag without the merchant's record (the order presenter's cancelOrderActive) reads it here.
 */
export function storedSetting<K extends Exclude<keyof MerchantSettings, 'merchantId'>>(
  stored: Record<string, unknown> | null,
  key: K,
): MerchantSettings[K] | undefined {
  if (!stored || !(key in stored)) return undefined;
  const parsed = MerchantSettingsSchema.shape[key].safeParse(stored[key]);
  return parsed.success ? (parsed.data as MerchantSettings[K]) : undefined;
}

export function mergeSettings(
  merchant: MerchantRecord,
  stored: Record<string, unknown> | null,
): MerchantSettings {
  const merged: Record<string, unknown> = { ...defaultSettings(merchant) };
  for (const key of Object.keys(MerchantSettingsSchema.shape) as Array<keyof MerchantSettings>) {
    if (key === 'merchantId') continue;
    const value = storedSetting(stored, key);
    if (value !== undefined) merged[key] = value;
  }
  return merged as MerchantSettings;
}

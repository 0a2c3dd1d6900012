/**
 * The settings a storefront uses when a merchant's own cannot be had (spec §8: "defaults used: all flags off,
 * default colours"): every feature off, the default primary colour, only Uzbek active (the default language of
 * spec §9). The server serves these, overlaid with the merchant record's identity, for a merchant that has
 * stored none; the web falls back to them when the settings call fails.
 */
import { type MerchantSettings, merchantSettingsAllOff } from '@dasturxon/contracts';
import { DEFAULT_PRIMARY_COLOR } from './color.ts';

export function fallbackMerchantSettings(merchantId: string): MerchantSettings {
  return merchantSettingsAllOff(merchantId, DEFAULT_PRIMARY_COLOR);
}

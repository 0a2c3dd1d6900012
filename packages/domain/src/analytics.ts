/** Yandex Metrica (spec §5: the counter 98329667 is skipped). */
import type { MerchantSettings } from '@dasturxon/contracts';

/** A counter id the storefront must never load (spec §5). */
export const SKIPPED_METRICA_ID = '98329667';

/**
 * The Metrica counter to load for a merchant, or null: only when the merchant enabled it and gave a counter
 * id, never the skipped one. Counter ids are digits only; anything else is refused because the id is written
 * into an inline script.
 */
export function metricaIdToLoad(
  settings: Pick<MerchantSettings, 'yandexMetricsEnabled' | 'yandexMetricsId'>,
): string | null {
  if (!settings.yandexMetricsEnabled) return null;
  const id = settings.yandexMetricsId?.trim() ?? '';
  if (!/^\d+$/.test(id) || id === SKIPPED_METRICA_ID) return null;
  return id;
}

/** City choice at start-up (spec §4). */
import type { City } from '@dasturxon/contracts';

/**
 * The city the storefront starts in: the merchant's main city, else the city of the shopper's profile
 * address, else the first city. When the merchant names no main city (or one it no longer serves), a city
 * flagged `isMain` stands in for it. Null only when the merchant has no city at all.
 */
export function chooseCity(
  cities: readonly City[],
  opts: { merchantMainCityId: number | null; profileAddressCityId?: number | null },
): City | null {
  const byId = (id: number | null | undefined) =>
    id === null || id === undefined ? undefined : cities.find((c) => c.id === id);
  return (
    byId(opts.merchantMainCityId) ??
    cities.find((c) => c.isMain) ??
    byId(opts.profileAddressCityId) ??
    cities[0] ??
    null
  );
}

import type { Branch, City, Lang } from '@dasturxon/contracts';

export interface CityGroup {
  cityId: number;
  cityName: string;
  branches: Branch[];
}

function byMainThenName(lang: Lang) {
  return (a: Branch, b: Branch) =>
    Number(b.isMain) - Number(a.isMain) || a.name[lang].localeCompare(b.name[lang], undefined);
}

/**
 * Active branches grouped by city: the merchant's main city first, then by city name; inside a city the
 * main branch first, then by name. `cityId` narrows to one city (the filter chips of /branches); an
 * unknown id is ignored rather than showing an empty page for a stale link.
 */
export function groupBranchesByCity(
  branches: readonly Branch[],
  cities: readonly City[],
  lang: Lang,
  cityId?: number | null,
): CityGroup[] {
  const active = branches.filter((b) => b.isActive);
  const cityById = new Map(cities.map((c) => [c.id, c]));
  const groups = new Map<number, CityGroup>();
  for (const b of active) {
    let g = groups.get(b.cityId);
    if (!g) {
      g = { cityId: b.cityId, cityName: cityById.get(b.cityId)?.name[lang] ?? '', branches: [] };
      groups.set(b.cityId, g);
    }
    g.branches.push(b);
  }
  const sorted = [...groups.values()].sort(
    (a, b) =>
      Number(cityById.get(b.cityId)?.isMain ?? false) - Number(cityById.get(a.cityId)?.isMain ?? false) ||
      a.cityName.localeCompare(b.cityName),
  );
  for (const g of sorted) g.branches.sort(byMainThenName(lang));
  const chosen = cityId == null ? undefined : sorted.find((g) => g.cityId === cityId);
  return chosen ? [chosen] : sorted;
}

/** Cities that have at least one active branch, in the order of `groupBranchesByCity`. */
export function citiesWithBranches(
  branches: readonly Branch[],
  cities: readonly City[],
  lang: Lang,
): CityGroup[] {
  return groupBranchesByCity(branches, cities, lang, null);
}

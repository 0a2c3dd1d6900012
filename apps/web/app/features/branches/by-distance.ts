/**
 * The branch picker's order (issue 10, decision 326): with the customer's position, the branches of the nearest
 * branch's city by distance, then the other cities (each by its closest branch), every row with its distance;
 * the nearest open branch is the one to preselect. Without a position: the city grouping of /branches (main
 * city and main branch first) and nothing preselected. Pure, so both lists and their tests share it.
 */
import type { Branch, City, Lang } from '@dasturxon/contracts';
import { distanceMeters } from '@dasturxon/domain';
import { groupBranchesByCity } from './group-by-city.ts';

export interface Point {
  latitude: number;
  longitude: number;
}

export interface DistanceRow<B extends Branch = Branch> {
  branch: B;
  /** Metres from the customer; null without a position. */
  distance: number | null;
}

export interface DistanceSection<B extends Branch = Branch> {
  cityId: number;
  cityName: string;
  /** A city other than the customer's (the nearest branch's): listed under "Other cities". */
  other: boolean;
  rows: DistanceRow<B>[];
}

export interface BranchArrangement<B extends Branch = Branch> {
  sections: DistanceSection<B>[];
  /** The branch to preselect: the nearest one that is open (else the nearest); null without a position. */
  nearestId: number | null;
}

export function arrangeByDistance<B extends Branch>(
  branches: readonly B[],
  cities: readonly City[],
  lang: Lang,
  from: Point | null,
  isOpen: (branch: B) => boolean,
): BranchArrangement<B> {
  if (!from) {
    const groups = groupBranchesByCity(branches, cities, lang);
    return {
      sections: groups.map((g, i) => ({
        cityId: g.cityId,
        cityName: g.cityName,
        other: i > 0,
        rows: (g.branches as B[]).map((branch) => ({ branch, distance: null })),
      })),
      nearestId: null,
    };
  }
  const rows = branches
    .filter((b) => b.isActive)
    .map((branch) => ({ branch, distance: distanceMeters(from, branch) }))
    .sort((a, b) => a.distance - b.distance || a.branch.id - b.branch.id);
  const cityName = new Map(cities.map((c) => [c.id, c.name[lang] || c.name.uz]));
  const sections = new Map<number, DistanceSection<B>>();
  for (const row of rows) {
    const cityId = row.branch.cityId;
    let section = sections.get(cityId);
    if (!section) {
      // Rows come nearest first, so the first city met is the customer's and sections are by closest branch.
      section = { cityId, cityName: cityName.get(cityId) ?? '', other: sections.size > 0, rows: [] };
      sections.set(cityId, section);
    }
    section.rows.push(row);
  }
  const nearest = rows.find((r) => isOpen(r.branch)) ?? rows[0];
  return { sections: [...sections.values()], nearestId: nearest?.branch.id ?? null };
}

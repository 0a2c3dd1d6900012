/**
 * Modifier choice of a basket line (spec §5 "choose minimum" / "choose up to"). Counts of the chosen modifiers
 * are summed per group and must lie within [min, max]; a group with max 1 is a single choice (two different
 * modifiers, or one modifier twice, exceed it). A chosen id that belongs to no group of the product is UNKNOWN
 * (groupId 0, min and max 0). Chosen entries with a count of 0 or less are not chosen.
 * Problems come in group order, then UNKNOWN ones in the order chosen.
 */

export interface ModifierChoiceProblem {
  groupId: number;
  problem: 'MIN' | 'MAX' | 'UNKNOWN';
  min: number;
  max: number;
}

export function checkModifierChoice(
  groups: readonly { id: number; min: number; max: number; modifiers: readonly { id: number }[] }[],
  chosen: readonly { id: number; count: number }[],
): ModifierChoiceProblem[] {
  const groupOf = new Map<number, number>();
  for (const g of groups) for (const m of g.modifiers) if (!groupOf.has(m.id)) groupOf.set(m.id, g.id);

  const sums = new Map<number, number>();
  const unknown: ModifierChoiceProblem[] = [];
  for (const c of chosen) {
    const count = Number.isFinite(c.count) ? Math.trunc(c.count) : 0;
    if (count <= 0) continue;
    const groupId = groupOf.get(c.id);
    if (groupId === undefined) {
      unknown.push({ groupId: 0, problem: 'UNKNOWN', min: 0, max: 0 });
      continue;
    }
    sums.set(groupId, (sums.get(groupId) ?? 0) + count);
  }

  const problems: ModifierChoiceProblem[] = [];
  for (const g of groups) {
    const sum = sums.get(g.id) ?? 0;
    if (sum < g.min) problems.push({ groupId: g.id, problem: 'MIN', min: g.min, max: g.max });
    else if (sum > g.max) problems.push({ groupId: g.id, problem: 'MAX', min: g.min, max: g.max });
  }
  return [...problems, ...unknown];
}

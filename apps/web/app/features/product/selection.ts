/**
 * Modifier choice on the product page (spec §5 "choose minimum" / "choose up to"): a required single choice
 * (min 1, max 1) is a radio group; anything else is checkboxes, refused past the maximum.
 */
import type { ModifierGroupView } from './product-view.ts';

/** Chosen modifier ids per group id. */
export type Selection = Readonly<Record<number, readonly number[]>>;

export function isRadioGroup(group: Pick<ModifierGroupView, 'min' | 'max'>): boolean {
  return group.min === 1 && group.max === 1;
}

/** Defaults marked by the merchant, within each group's maximum. */
export function initialSelection(groups: readonly ModifierGroupView[]): Selection {
  const out: Record<number, number[]> = {};
  for (const g of groups) {
    out[g.id] = g.modifiers
      .filter((m) => m.isDefault)
      .slice(0, g.max)
      .map((m) => m.id);
  }
  return out;
}

export function toggleModifier(
  group: ModifierGroupView,
  selection: Selection,
  modifierId: number,
): Selection {
  if (!group.modifiers.some((m) => m.id === modifierId)) return selection;
  const current = selection[group.id] ?? [];
  let next: readonly number[];
  if (isRadioGroup(group)) next = [modifierId];
  else if (current.includes(modifierId)) next = current.filter((id) => id !== modifierId);
  else if (current.length >= group.max) return selection;
  else next = [...current, modifierId];
  return { ...selection, [group.id]: next };
}

export function isMaxReached(group: ModifierGroupView, selection: Selection): boolean {
  return !isRadioGroup(group) && (selection[group.id]?.length ?? 0) >= group.max;
}

export function isSelectionComplete(groups: readonly ModifierGroupView[], selection: Selection): boolean {
  return groups.every((g) => {
    const n = selection[g.id]?.length ?? 0;
    return n >= g.min && n <= g.max;
  });
}

/** One unit's price: the product's price plus every chosen modifier's price. */
export function unitPrice(
  basePrice: number,
  groups: readonly ModifierGroupView[],
  selection: Selection,
): number {
  let total = basePrice;
  for (const g of groups) {
    for (const id of selection[g.id] ?? []) total += g.modifiers.find((m) => m.id === id)?.price ?? 0;
  }
  return total;
}

import { describe, expect, it } from 'vitest';
import type { ModifierGroupView } from './product-view.ts';
import {
  initialSelection,
  isMaxReached,
  isRadioGroup,
  isSelectionComplete,
  toggleModifier,
  unitPrice,
} from './selection.ts';

const mods = (ids: number[], price = 1000, defaults: number[] = []) =>
  ids.map((id) => ({ id, name: `m${id}`, price: price * id, image: null, isDefault: defaults.includes(id) }));

const size: ModifierGroupView = { id: 1, name: 'Size', min: 1, max: 1, modifiers: mods([1, 2, 3]) };
const extras: ModifierGroupView = { id: 2, name: 'Extras', min: 0, max: 2, modifiers: mods([4, 5, 6], 500) };

describe('modifier selection', () => {
  it('treats a required single choice as radio and the rest as checkboxes', () => {
    expect(isRadioGroup(size)).toBe(true);
    expect(isRadioGroup(extras)).toBe(false);
    expect(isRadioGroup({ min: 0, max: 1 })).toBe(false);
  });

  it('starts from the merchant defaults, never past the maximum', () => {
    const g = { ...extras, modifiers: mods([4, 5, 6], 500, [4, 5, 6]) };
    expect(initialSelection([size, g])).toEqual({ 1: [], 2: [4, 5] });
  });

  it('replaces the choice in a radio group', () => {
    let s = initialSelection([size]);
    s = toggleModifier(size, s, 1);
    s = toggleModifier(size, s, 3);
    expect(s[1]).toEqual([3]);
  });

  it('adds and removes checkboxes and refuses one past the maximum', () => {
    let s = initialSelection([extras]);
    s = toggleModifier(extras, s, 4);
    s = toggleModifier(extras, s, 5);
    expect(isMaxReached(extras, s)).toBe(true);
    expect(toggleModifier(extras, s, 6)).toBe(s);
    s = toggleModifier(extras, s, 4);
    expect(s[2]).toEqual([5]);
    expect(isMaxReached(extras, s)).toBe(false);
  });

  it('ignores a modifier of another group', () => {
    const s = initialSelection([size]);
    expect(toggleModifier(size, s, 4)).toBe(s);
  });

  it('is complete only when every minimum is met', () => {
    const groups = [size, extras];
    let s = initialSelection(groups);
    expect(isSelectionComplete(groups, s)).toBe(false);
    s = toggleModifier(size, s, 2);
    expect(isSelectionComplete(groups, s)).toBe(true);
  });

  it('adds the chosen modifier prices to the unit price', () => {
    const groups = [size, extras];
    let s = toggleModifier(size, initialSelection(groups), 2);
    s = toggleModifier(extras, s, 6);
    expect(unitPrice(30_000, groups, s)).toBe(30_000 + 2000 + 3000);
  });
});

import { describe, expect, it } from 'vitest';
import { fieldChanges, replacedSecrets } from './audit.ts';

describe('audit changes', () => {
  it('lists only the fields that changed, with both values', () => {
    const before = { price: 45_000, name: { uz: 'Osh', ru: 'Плов', eng: 'Plov' }, priority: 1 };
    const after = { price: 47_000, name: { uz: 'Osh', ru: 'Плов', eng: 'Plov' }, priority: 1 };
    expect(fieldChanges(before, after, ['price', 'name', 'priority'])).toEqual({
      price: { from: 45_000, to: 47_000 },
    });
  });

  it('shows a created thing as changes from nothing', () => {
    expect(fieldChanges(null, { price: 10_000 }, ['price'])).toEqual({ price: { from: null, to: 10_000 } });
  });

  it('never carries a secret value, only that it was replaced', () => {
    expect(replacedSecrets(['paymeKey'])).toEqual({ paymeKey: 'replaced' });
  });
});

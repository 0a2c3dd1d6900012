import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkModifierChoice } from './modifier-choice.ts';

const size = { id: 1, min: 1, max: 1, modifiers: [{ id: 11 }, { id: 12 }, { id: 13 }] };
const sauces = { id: 2, min: 0, max: 3, modifiers: [{ id: 21 }, { id: 22 }] };
const sides = { id: 3, min: 2, max: 4, modifiers: [{ id: 31 }, { id: 32 }] };

describe('checkModifierChoice', () => {
  it('accepts a choice inside every group limit', () => {
    expect(checkModifierChoice([size, sauces], [{ id: 12, count: 1 }])).toEqual([]);
    expect(
      checkModifierChoice(
        [size, sauces, sides],
        [
          { id: 11, count: 1 },
          { id: 21, count: 2 },
          { id: 22, count: 1 },
          { id: 31, count: 4 },
        ],
      ),
    ).toEqual([]);
  });

  it('reports a required group left empty as MIN with its limits', () => {
    expect(checkModifierChoice([size, sauces], [{ id: 21, count: 1 }])).toEqual([
      { groupId: 1, problem: 'MIN', min: 1, max: 1 },
    ]);
  });

  it('sums counts per group: two different options of a single choice exceed it', () => {
    expect(
      checkModifierChoice(
        [size],
        [
          { id: 11, count: 1 },
          { id: 12, count: 1 },
        ],
      ),
    ).toEqual([{ groupId: 1, problem: 'MAX', min: 1, max: 1 }]);
    expect(checkModifierChoice([size], [{ id: 13, count: 2 }])).toEqual([
      { groupId: 1, problem: 'MAX', min: 1, max: 1 },
    ]);
  });

  it('accepts exactly the maximum and refuses one more', () => {
    expect(
      checkModifierChoice(
        [sauces],
        [
          { id: 21, count: 2 },
          { id: 22, count: 1 },
        ],
      ),
    ).toEqual([]);
    expect(
      checkModifierChoice(
        [sauces],
        [
          { id: 21, count: 2 },
          { id: 22, count: 2 },
        ],
      ),
    ).toEqual([{ groupId: 2, problem: 'MAX', min: 0, max: 3 }]);
  });

  it('accepts exactly the minimum and refuses one less, summed over options', () => {
    expect(
      checkModifierChoice(
        [sides],
        [
          { id: 31, count: 1 },
          { id: 32, count: 1 },
        ],
      ),
    ).toEqual([]);
    expect(checkModifierChoice([sides], [{ id: 32, count: 1 }])).toEqual([
      { groupId: 3, problem: 'MIN', min: 2, max: 4 },
    ]);
  });

  it('reports a modifier of no group of the product as UNKNOWN with group 0', () => {
    expect(
      checkModifierChoice(
        [size],
        [
          { id: 11, count: 1 },
          { id: 99, count: 1 },
        ],
      ),
    ).toEqual([{ groupId: 0, problem: 'UNKNOWN', min: 0, max: 0 }]);
    expect(checkModifierChoice([], [{ id: 11, count: 1 }])).toEqual([
      { groupId: 0, problem: 'UNKNOWN', min: 0, max: 0 },
    ]);
  });

  it('does not count entries with a count of zero or less', () => {
    expect(
      checkModifierChoice(
        [size],
        [
          { id: 11, count: 1 },
          { id: 12, count: 0 },
          { id: 99, count: 0 },
        ],
      ),
    ).toEqual([]);
    expect(checkModifierChoice([size], [{ id: 11, count: -1 }])).toEqual([
      { groupId: 1, problem: 'MIN', min: 1, max: 1 },
    ]);
  });

  it('lists every problem: groups in order, then unknown ids', () => {
    const problems = checkModifierChoice(
      [size, sauces, sides],
      [
        { id: 77, count: 1 },
        { id: 21, count: 4 },
      ],
    );
    expect(problems.map((p) => [p.groupId, p.problem])).toEqual([
      [1, 'MIN'],
      [2, 'MAX'],
      [3, 'MIN'],
      [0, 'UNKNOWN'],
    ]);
  });
});

describe('checkModifierChoice: properties', () => {
  it('reports a group exactly when its summed count leaves [min, max]', () => {
    const groupsArb = fc
      .array(
        fc.tuple(
          fc.integer({ min: 0, max: 3 }),
          fc.integer({ min: 1, max: 4 }),
          fc.integer({ min: 1, max: 3 }),
        ),
        {
          minLength: 1,
          maxLength: 4,
        },
      )
      .map((specs) =>
        specs.map(([min, extra, size], g) => ({
          id: g + 1,
          min,
          max: min + extra - 1 || 1,
          modifiers: Array.from({ length: size }, (_, m) => ({ id: (g + 1) * 100 + m })),
        })),
      );
    fc.assert(
      fc.property(
        groupsArb,
        fc.array(fc.tuple(fc.integer({ min: 0, max: 20 }), fc.integer({ min: 0, max: 4 })), {
          maxLength: 10,
        }),
        (groups, picks) => {
          const all = groups.flatMap((g) => g.modifiers.map((m) => m.id));
          const chosen = picks.map(([i, count]) => ({ id: all[i % all.length] as number, count }));
          const problems = checkModifierChoice(groups, chosen);
          for (const g of groups) {
            const ids = new Set(g.modifiers.map((m) => m.id));
            const sum = chosen.filter((c) => ids.has(c.id)).reduce((s, c) => s + c.count, 0);
            const problem = problems.find((p) => p.groupId === g.id)?.problem;
            expect(problem).toBe(sum < g.min ? 'MIN' : sum > g.max ? 'MAX' : undefined);
          }
          expect(problems.some((p) => p.problem === 'UNKNOWN')).toBe(false);
        },
      ),
    );
  });
});

import { makeAddress, makeModifier, makeModifierGroup, makeProduct } from '@dasturxon/contracts/testing';
import { describe, expect, it } from 'vitest';
import { type BasketLine, basketReducer } from './basket.ts';
import { buildOrderRequest, EMPTY_DRAFT, type OrderDraft, pointOfSavedAddress } from './order-draft.ts';

const small = makeModifier({ id: 11 });
const large = makeModifier({ id: 12, price: 10_000 });
const burger = makeProduct({
  id: 5,
  modificationGroups: [makeModifierGroup({ id: 1, min: 1, max: 1, modifiers: [small, large] })],
});
const plov = makeProduct({ id: 6 });

function basket(...actions: Parameters<typeof basketReducer>[1][]): BasketLine[] {
  return actions.reduce(basketReducer, [] as BasketLine[]);
}

describe('the call-centre basket', () => {
  it('merges the same product with the same modifiers and keeps another choice on its own line', () => {
    const lines = basket(
      { type: 'add', product: burger, modifications: [{ id: 12, count: 1 }] },
      { type: 'add', product: burger, modifications: [{ id: 12, count: 1 }], count: 2 },
      { type: 'add', product: burger, modifications: [{ id: 11, count: 1 }] },
      { type: 'add', product: plov, modifications: [] },
    );
    expect(lines.map((l) => [l.product.id, l.count, l.modifications])).toEqual([
      [5, 3, [{ id: 12, count: 1 }]],
      [5, 1, [{ id: 11, count: 1 }]],
      [6, 1, []],
    ]);
  });

  it('drops a line whose count goes to zero and caps counts at 99', () => {
    let lines = basket({ type: 'add', product: plov, modifications: [] });
    const key = lines[0]!.key;
    lines = basketReducer(lines, { type: 'count', key, count: 150 });
    expect(lines[0]!.count).toBe(99);
    expect(basketReducer(lines, { type: 'count', key, count: 0 })).toEqual([]);
  });
});

describe('buildOrderRequest', () => {
  const lines = basket({ type: 'add', product: plov, modifications: [], count: 2 });
  const draft: OrderDraft = { ...EMPTY_DRAFT, branchId: 3 };

  it('says what is missing, in the order of the screen', () => {
    expect(buildOrderRequest(draft, []).problem).toBe('EMPTY_BASKET');
    expect(buildOrderRequest({ ...draft, branchId: null }, lines).problem).toBe('NO_BRANCH');
    expect(buildOrderRequest(draft, lines).problem).toBe('NO_ADDRESS');
    expect(
      buildOrderRequest({ ...draft, serviceType: 'PICK_UP', later: { day: '2026-11-26', time: '' } }, lines)
        .problem,
    ).toBe('NO_TIME');
  });

  it('turns a delivery to a saved address, later, by terminal into the contract request', () => {
    const saved = makeAddress({
      id: 44,
      latitude: 41.3,
      longitude: 69.24,
      streetName: 'Navoiy',
      floor: null,
    });
    const { request } = buildOrderRequest(
      {
        ...draft,
        address: pointOfSavedAddress(saved),
        later: { day: '2026-11-26', time: '19:30' },
        paymentType: 'TERMINAL',
        comment: '  ring twice ',
      },
      lines,
    );
    expect(request).toMatchObject({
      serviceType: 'DELIVERY',
      branchId: 3,
      paymentType: 'TERMINAL',
      cartItems: [{ productId: 6, count: 2, modifications: [] }],
      address: { savedAddressId: 44, latitude: 41.3, longitude: 69.24, streetName: 'Navoiy', floor: null },
      later: true,
      day: '2026-11-26',
      time: '19:30',
      comment: 'ring twice',
    });
  });

  it('sends no address with a pick-up, and ASAP as not later', () => {
    const { request } = buildOrderRequest(
      { ...draft, serviceType: 'PICK_UP', address: { latitude: 41, longitude: 69 } },
      lines,
    );
    expect(request).toMatchObject({ serviceType: 'PICK_UP', address: null, later: false, day: null });
  });

  it('refuses what the contract refuses (a time that is no time of day)', () => {
    expect(
      buildOrderRequest(
        { ...draft, serviceType: 'PICK_UP', later: { day: '2026-11-26', time: '25:00' } },
        lines,
      ).problem,
    ).toBe('INVALID');
  });
});

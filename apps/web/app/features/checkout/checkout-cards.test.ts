import type { Card } from '@dasturxon/contracts';
import { describe, expect, it } from 'vitest';
import { checkoutCards, chosenCardGone, chosenCardId } from './checkout-cards.ts';

const card = (id: number, masked: string): Card => ({
  id,
  maskedNumber: masked,
  expire: '03/99',
  name: null,
  brand: masked.startsWith('9860') ? 'HUMO' : 'UZCARD',
  createdDate: '2026-11-20T10:00:00.000Z',
});

describe('saved cards at checkout (decision 319)', () => {
  const cards = [card(7, '860006******6311'), card(3, '986012******0042')];

  it('shows only the brand and the last four digits', () => {
    expect(checkoutCards(cards)).toEqual([
      { id: 7, brand: 'UZCARD', last4: '6311', name: null },
      { id: 3, brand: 'HUMO', last4: '0042', name: null },
    ]);
  });

  it('offers the newest card until the customer chooses; 0 is Payme’s page', () => {
    expect(chosenCardId(cards, null)).toBe(7);
    expect(chosenCardId(cards, 3)).toBe(3);
    expect(chosenCardId(cards, 0)).toBeNull();
    expect(chosenCardId([], null)).toBeNull();
    expect(chosenCardGone(cards, null)).toBe(false);
    expect(chosenCardGone(cards, 0)).toBe(false);
    expect(chosenCardGone(cards, 3)).toBe(false);
  });

  it('never takes another card in place of a chosen card that was removed: nothing is chosen (decision 324)', () => {
    expect(chosenCardId(cards, 99)).toBeNull();
    expect(chosenCardGone(cards, 99)).toBe(true);
    // No saved card left: Payme's page is the only way, nothing to ask.
    expect(chosenCardId([], 99)).toBeNull();
    expect(chosenCardGone([], 99)).toBe(false);
  });
});

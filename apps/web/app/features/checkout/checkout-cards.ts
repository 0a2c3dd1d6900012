/**
 * Saved cards at checkout (issue 10, decision 319): which card a Payme order is paid with. Pure, shared by the
 * loader, the action and the screen. The customer's choice is kept in the checkout state: a card's id, or 0 for
 * Payme's own page; with no choice yet the newest card (the list comes newest first) is offered.
 */
import type { Card } from '@dasturxon/contracts';

/** A card as the checkout shows it: never more than the brand and the last four digits. */
export interface CheckoutCard {
  id: number;
  brand: Card['brand'];
  last4: string;
  name: string | null;
}

export function checkoutCards(cards: readonly Card[]): CheckoutCard[] {
  return cards.map((c) => ({ id: c.id, brand: c.brand, last4: c.maskedNumber.slice(-4), name: c.name }));
}

/** The card to pay with: the chosen one while it is still saved, else the newest; null for Payme's page. */
export function chosenCardId(cards: readonly { id: number }[], chosen: number | null): number | null {
  if (chosen === 0) return null;
  if (chosen !== null && cards.some((c) => c.id === chosen)) return chosen;
  return cards[0]?.id ?? null;
}

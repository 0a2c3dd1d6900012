/**
 * Saved cards at checkout (issue 10, decision 319): which card a Payme order is paid with. Pure, shared by the
 * loader, the action and the screen. The customer's choice is kept in the checkout state: a card's id, or 0 for
 * Payme's own page; with no choice yet the newest card (the list comes newest first) is offered. A chosen card that
 * is no longer saved is never replaced by another: nothing is chosen and the customer is asked (decision 324).
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

/**
 * The card the customer chose is no longer saved (removed on the cards screen, on another device) and other cards
 * are: the customer is asked which way to pay. With no saved card left, Payme's page is the only way (no question).
 */
export function chosenCardGone(cards: readonly { id: number }[], chosen: number | null): boolean {
  return cards.length > 0 && chosen !== null && chosen !== 0 && !cards.some((c) => c.id === chosen);
}

/**
 * The card to pay with: the chosen one while it is still saved, the newest while none was chosen; null for
 * Payme's page, and null when the chosen card is gone (chosenCardGone: the checkout asks, decision 324).
 */
export function chosenCardId(cards: readonly { id: number }[], chosen: number | null): number | null {
  if (chosen === 0) return null;
  if (chosen !== null) return cards.some((c) => c.id === chosen) ? chosen : null;
  return cards[0]?.id ?? null;
}

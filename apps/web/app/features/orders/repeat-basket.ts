/**
 * Repeating an order into the basket (decision 321): the lines the server says can be ordered now are added to
 * what the basket already holds (same dish and choice: counts add up, within the basket's caps); the answer
 * says what was added and what was not, for the order screen to explain. Pure; tested in repeat-basket.test.ts.
 */
import type { RepeatLine } from '@dasturxon/contracts';
import { addLine, type BasketLine } from '../../lib/basket-codec.ts';

export interface RepeatOutcome {
  lines: BasketLine[];
  /** Dishes added (sum of counts). */
  added: number;
  /** Lines with something to explain: not OK, in the order of the order. */
  changed: RepeatLine[];
  /** Some addable lines did not fit (the basket's line or count limits). */
  full: boolean;
}

export function repeatIntoBasket(basket: readonly BasketLine[], plan: readonly RepeatLine[]): RepeatOutcome {
  let lines = [...basket];
  let added = 0;
  let full = false;
  for (const line of plan) {
    if (line.count <= 0) continue;
    const outcome = addLine(lines, {
      productId: line.productId,
      count: line.count,
      modifications: line.modifications,
    });
    if (outcome.ok) {
      lines = outcome.lines;
      added += line.count;
    } else full = true;
  }
  return { lines, added, changed: plan.filter((l) => l.state !== 'OK'), full };
}

// @vitest-environment happy-dom
/** The card's add control: "+" becomes a counter keeping the focus, 0 removes the dish, unavailable is refused. */
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CardAdd } from './card-add.tsx';
import { basketNow, clearBasketCookie, renderIn } from './test-basket-ui.tsx';

describe('adding to the basket from a card', () => {
  beforeEach(clearBasketCookie);
  afterEach(cleanup);

  it('turns the card "+" into a counter, and removes the dish at 0', async () => {
    await renderIn(<CardAdd product={{ id: 7, name: 'Tea', available: true }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add to the basket: Tea' }));
    expect(basketNow()).toEqual([{ key: '7', productId: 7, count: 1, modifications: [] }]);
    const increase = await screen.findByRole('button', { name: 'Increase: Tea' });
    // The "+" was replaced by the counter: the keyboard focus went with it.
    expect(document.activeElement).toBe(increase);
    fireEvent.click(increase);
    expect(basketNow()[0]?.count).toBe(2);
    fireEvent.click(screen.getByRole('button', { name: 'Decrease: Tea' }));
    fireEvent.click(screen.getByRole('button', { name: 'Decrease: Tea' }));
    expect(basketNow()).toEqual([]);
    expect(document.activeElement).toBe(
      await screen.findByRole('button', { name: 'Add to the basket: Tea' }),
    );
  });

  it('refuses an unavailable dish from its card with the §8 message', async () => {
    await renderIn(<CardAdd product={{ id: 8, name: 'Soup', available: false }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add to the basket: Soup' }));
    await screen.findByText('Product not available: Soup.');
    expect(basketNow()).toEqual([]);
  });
});

// @vitest-environment happy-dom
/** The card's add control: "+" becomes a counter keeping the focus, 0 removes the dish, unavailable is refused. */
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CardAdd } from './card-add.tsx';
import { basketNow, clearBasketCookie, renderIn, routerFor } from './test-basket-ui.tsx';

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

  it('moves the focus to the counter when "+" is tapped the moment the card appears, before its effects ran', async () => {
    // As in the browser, not in act(): the router shows the page in a transition, whose effects React runs in a
    // later task. A tap that comes first (a MutationObserver's microtask here) must still move the focus.
    const actEnvironment = Reflect.get(globalThis, 'IS_REACT_ACT_ENVIRONMENT');
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false);
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    try {
      const tapped = new Promise<void>((resolve) => {
        const observer = new MutationObserver(() => {
          const add = container.querySelector<HTMLButtonElement>(
            'button[aria-label="Add to the basket: Tea"]',
          );
          if (!add) return;
          observer.disconnect();
          add.click();
          resolve();
        });
        observer.observe(container, { childList: true, subtree: true });
      });
      root.render(
        <RouterProvider router={routerFor(<CardAdd product={{ id: 7, name: 'Tea', available: true }} />)} />,
      );
      await tapped;
      const increase = await vi.waitFor(() => {
        const found = container.querySelector('button[aria-label="Increase: Tea"]');
        if (!found) throw new Error('no counter yet');
        return found;
      });
      expect(basketNow()).toEqual([{ key: '7', productId: 7, count: 1, modifications: [] }]);
      expect(document.activeElement).toBe(increase);
    } finally {
      root.unmount();
      container.remove();
      Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', actEnvironment);
    }
  });

  it('refuses an unavailable dish from its card with the §8 message', async () => {
    await renderIn(<CardAdd product={{ id: 8, name: 'Soup', available: false }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add to the basket: Soup' }));
    await screen.findByText('Product not available: Soup.');
    expect(basketNow()).toEqual([]);
  });
});

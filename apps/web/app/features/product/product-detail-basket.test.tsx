// @vitest-environment happy-dom
/** The product detail's add button: the required choice, the quantity capped by the stock, the §8 messages. */
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { basketNow, clearBasketCookie, renderIn } from '../../shared/basket/test-basket-ui.tsx';
import { ProductDetail } from './product-detail.tsx';
import type { ProductDetailView } from './product-view.ts';

const pizza: ProductDetailView = {
  id: 5,
  name: 'Pizza',
  description: '',
  images: ['/p.png'],
  price: 50000,
  oldPrice: null,
  discount: 0,
  available: true,
  stock: null,
  navigationType: 'POP_UP',
  categoryId: 1,
  categoryName: 'Pizza',
  calorie: null,
  cookingTime: null,
  groups: [
    {
      id: 1,
      name: 'Size',
      min: 1,
      max: 1,
      modifiers: [
        { id: 11, name: 'Small', price: 0, image: null, isDefault: false },
        { id: 12, name: 'Large', price: 15000, image: null, isDefault: false },
      ],
    },
  ],
};

describe('adding to the basket from the product detail', () => {
  beforeEach(clearBasketCookie);
  afterEach(cleanup);

  it('keeps the detail button disabled until the required choice is made, then adds that choice', async () => {
    await renderIn(<ProductDetail product={pizza} titleId="t" />);
    const add = screen.getByRole('button', { name: /^Add to basket/ });
    expect((add as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: /^Large/ }));
    expect((add as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Increase' }));
    fireEvent.click(add);
    expect(basketNow()).toEqual([
      { key: '5-12', productId: 5, count: 2, modifications: [{ id: 12, count: 1 }] },
    ]);
    await screen.findByText('Added to the basket: Pizza');
  });

  it('caps the detail quantity at the stock left after what is already in the basket', async () => {
    await renderIn(<ProductDetail product={{ ...pizza, groups: [], stock: 2 }} titleId="t" />);
    const more = screen.getByRole('button', { name: 'Increase' }) as HTMLButtonElement;
    fireEvent.click(more);
    expect(more.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: /^Add to basket/ }));
    expect(basketNow()[0]?.count).toBe(2);
    // Everything there is is in the basket now: one more is refused with the §8 message.
    fireEvent.click(screen.getByRole('button', { name: /^Add to basket/ }));
    await screen.findByText('Not enough products: Pizza (at most 2).');
    expect(basketNow()[0]?.count).toBe(2);
  });
});

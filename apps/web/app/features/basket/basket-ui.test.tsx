// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseCookies } from '../../lib/cookies.ts';
import { messagesFor } from '../../shared/i18n/catalog/index.ts';
import { I18nProvider } from '../../shared/i18n/index.tsx';
import { Toaster } from '../../shared/toast/toaster.tsx';
import { ProductDetail } from '../product/product-detail.tsx';
import type { ProductDetailView } from '../product/product-view.ts';
import type { ShellData } from '../shell/shell-types.ts';
import { basketCookieName, readBasket } from './basket-codec.ts';
import { CardAdd } from './card-add.tsx';

const MERCHANT = 'm-ui';

function shell(): ShellData {
  return {
    merchant: { id: MERCHANT, favourites: false, basket: { position: 'NAVIGATION_BAR', page: true } },
    user: null,
    basket: [],
  } as unknown as ShellData;
}

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

let content: React.ReactNode = null;

function Page() {
  return (
    <I18nProvider lang="eng" messages={messagesFor('eng')}>
      {content}
      <p data-testid="ready">ready</p>
      <Toaster />
    </I18nProvider>
  );
}

function Nothing() {
  return null;
}

async function renderIn(node: React.ReactNode) {
  content = node;
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: () => shell(),
        HydrateFallback: Nothing,
        Component: Page,
        children: [{ path: '*', Component: Nothing }],
      },
    ],
    { initialEntries: ['/product/5'] },
  );
  render(<RouterProvider router={router} />);
  await screen.findByTestId('ready');
}

const basketNow = () => readBasket(parseCookies(document.cookie), MERCHANT);

describe('adding to the basket', () => {
  beforeEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: resetting the test document's basket cookie.
    document.cookie = `${basketCookieName(MERCHANT)}=; Path=/; Max-Age=0`;
  });
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

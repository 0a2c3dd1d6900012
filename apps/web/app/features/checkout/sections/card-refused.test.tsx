// @vitest-environment happy-dom
/**
 * The saved card refused after the order was placed (decision 338): the checkout says what happened in the
 * customer's words, that the order is kept, and offers another way to pay it — never a generic error.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { messagesFor } from '../../../shared/i18n/catalog/index.ts';
import { I18nProvider } from '../../../shared/i18n/index.tsx';
import type { CardRefused } from '../checkout-action.server.ts';
import { CardRefusedPanel } from './card-refused.tsx';

const refused: CardRefused = {
  orderId: 77,
  number: 1077,
  last4: '0002',
  payUrl: '/sandbox/pay/payme?order=77',
};

function show(code: string, lang: 'eng' | 'ru' = 'eng', what: CardRefused = refused) {
  const router = createMemoryRouter(
    [
      {
        path: '/checkout',
        element: (
          <I18nProvider lang={lang} messages={messagesFor(lang)}>
            <CardRefusedPanel code={code} refused={what} />
          </I18nProvider>
        ),
      },
    ],
    { initialEntries: ['/checkout'] },
  );
  render(<RouterProvider router={router} />);
  return screen.getByRole('alert');
}

afterEach(cleanup);

describe('a refused saved card at checkout', () => {
  it.each([
    ['CARD_NO_FUNDS', 'There is not enough money on the card •••• 0002. Nothing was charged.'],
    ['CARD_EXPIRED', 'The card •••• 0002 has expired. Nothing was charged.'],
    ['CARD_REMOVED', 'The payment provider no longer knows the card •••• 0002 (removed or blocked).'],
    ['CARD_ERROR', 'The payment provider did not accept the card •••• 0002. Nothing was charged.'],
  ])('%s says what happened and that the order is kept', (code, words) => {
    const panel = show(code);
    expect(within(panel).getByRole('heading').textContent).toBe('The card payment did not go through');
    expect(panel.textContent).toContain(words);
    expect(panel.textContent).toContain('Your order No. 1077 is saved and waits for payment.');
  });

  it('offers Payme’s page for another card, and the order itself', () => {
    const panel = show('CARD_NO_FUNDS');
    expect(
      within(panel).getByRole('link', { name: "Pay with another card on Payme's page" }).getAttribute('href'),
    ).toBe('/sandbox/pay/payme?order=77');
    expect(within(panel).getByRole('link', { name: 'Open the order' }).getAttribute('href')).toBe(
      '/profile/orders/77',
    );
  });

  it('speaks Russian to a Russian visitor, and leaves out Payme’s page when there is none', () => {
    const panel = show('CARD_NO_FUNDS', 'ru', { ...refused, payUrl: null });
    expect(panel.textContent).toContain('На карте •••• 0002 недостаточно средств.');
    expect(within(panel).queryByRole('link', { name: /Payme/ })).toBeNull();
    expect(within(panel).getByRole('link', { name: 'Открыть заказ' })).toBeTruthy();
  });
});

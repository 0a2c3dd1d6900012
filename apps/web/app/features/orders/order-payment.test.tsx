// @vitest-environment happy-dom
/**
 * The order screen's payment block: while the server takes online payments in its sandbox (decision 173) the
 * pay button comes with a "demo payment, no real money" note in the customer's language; otherwise none.
 */
import type { Lang } from '@dasturxon/contracts';
import { makeOrder } from '@dasturxon/contracts/testing';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { messagesFor } from '../../shared/i18n/catalog/index.ts';
import { I18nProvider } from '../../shared/i18n/index.tsx';
import { OrderPayment } from './order-detail.tsx';

/** Order 101, unpaid, payable with Payme, 50 000 so'm. */
const order = makeOrder({ id: 101, number: 1042, paymentType: 'PAYME', isPaid: false, canPay: true });

function renderPayment(lang: Lang, props: { demo: boolean; paid?: boolean }) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <I18nProvider lang={lang} messages={messagesFor(lang)}>
            <OrderPayment order={order} paid={props.paid ?? false} demo={props.demo} />
          </I18nProvider>
        ),
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
}

afterEach(cleanup);

describe('order payment', () => {
  it('marks the pay button as a demo payment in each language', async () => {
    for (const [lang, text] of [
      ['uz', 'Sinov to‘lovi: haqiqiy pul yechilmaydi.'],
      ['ru', 'Демо-оплата: настоящие деньги не списываются.'],
      ['eng', 'Demo payment: no real money is charged.'],
    ] as const) {
      renderPayment(lang, { demo: true });
      expect((await screen.findByRole('note')).textContent).toBe(text);
      expect(screen.getByRole('button')).toBeTruthy();
      cleanup();
    }
  });

  it('shows no note for live payments, nor once the order is paid', async () => {
    renderPayment('eng', { demo: false });
    await screen.findByRole('button', { name: /Pay/ });
    expect(screen.queryByRole('note')).toBeNull();
    cleanup();
    renderPayment('eng', { demo: true, paid: true });
    await screen.findByText('Payment');
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

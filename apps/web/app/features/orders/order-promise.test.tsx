// @vitest-environment happy-dom
/**
 * The order screen's progress card tells the time to expect (decision 320): the time the restaurant promised
 * when staff accepted the order (Order.promisedAt), in the customer's language and Tashkent time, as "ready by"
 * or, for a delivery, "delivered by"; before that the checkout's estimate, or "the restaurant will confirm the
 * time"; and a cancelled order whose money went back says "refunded" instead of "unpaid" (decision 246).
 */
import type { Lang, Order } from '@dasturxon/contracts';
import { makeOrder } from '@dasturxon/contracts/testing';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { messagesFor } from '../../shared/i18n/catalog/index.ts';
import { I18nProvider } from '../../shared/i18n/index.tsx';
import { OrderPayment } from './order-detail.tsx';
import { OrderProgress } from './order-track.tsx';

const NOW = '2026-11-21T09:00:00Z';
/** 09:35 UTC is 14:35 in Tashkent. */
const PROMISED = '2026-11-21T09:35:00Z';

function renderIn(lang: Lang, ui: ReactNode) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <I18nProvider lang={lang} messages={messagesFor(lang)}>
            {ui}
          </I18nProvider>
        ),
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
}

const place = (lang: Lang, order: Order) =>
  renderIn(lang, <OrderProgress order={order} now={NOW} live={false} reason={null} />);

afterEach(cleanup);

describe('promised time on the order screen', () => {
  it('says when a pick-up will be ready and a delivery will arrive, in each language', async () => {
    const pickUp = makeOrder({ status: 'ACCEPTED', serviceType: 'PICK_UP', promisedAt: PROMISED });
    const delivery = makeOrder({ status: 'COOKING', serviceType: 'DELIVERY', promisedAt: PROMISED });
    for (const [lang, order, text] of [
      ['eng', pickUp, 'Ready by 14:35'],
      ['ru', pickUp, 'Будет готов к 14:35'],
      ['uz', delivery, '14:35 gacha yetkaziladi'],
      ['eng', delivery, 'Delivered by 14:35'],
    ] as const) {
      place(lang, order);
      const promised = await screen.findByTestId('order-expected');
      expect(promised.querySelector('strong')?.textContent).toBe(text);
      expect(promised.dataset.kind).toBe('promised');
      cleanup();
    }
  });

  it('before staff accept: the checkout estimate, else a plain "to be confirmed"; nothing once delivered', async () => {
    const estimate = {
      minMinutes: 35,
      maxMinutes: 50,
      from: '2026-11-21T09:35:00Z',
      to: '2026-11-21T09:50:00Z',
    };
    place('ru', makeOrder({ status: 'OPEN', promisedAt: null, estimate }));
    expect((await screen.findByTestId('order-expected')).textContent).toBe('Ожидаемое время14:35–14:50');
    cleanup();
    place('eng', makeOrder({ status: 'OPEN', promisedAt: null, estimate: null }));
    expect((await screen.findByTestId('order-expected')).textContent).toBe(
      'ExpectedThe restaurant will confirm the time',
    );
    cleanup();
    place('eng', makeOrder({ status: 'DELIVERED', promisedAt: PROMISED }));
    await screen.findByText('Delivered. Enjoy your meal!');
    expect(screen.queryByTestId('order-expected')).toBeNull();
  });
});

describe('refunded order', () => {
  it('says refunded for a cancelled order whose money went back, unpaid otherwise', async () => {
    const refunded = makeOrder({ status: 'CANCELED', paymentType: 'PAYME', isPaid: false, refunded: true });
    renderIn('ru', <OrderPayment order={refunded} paid={false} demo={false} />);
    expect((await screen.findByText('Деньги возвращены')).getAttribute('data-refunded')).toBe('true');
    cleanup();
    const never = makeOrder({ status: 'CANCELED', paymentType: 'PAYME', isPaid: false, refunded: false });
    renderIn('eng', <OrderPayment order={never} paid={false} demo={false} />);
    expect(await screen.findByText('Unpaid')).toBeTruthy();
    expect(screen.queryByText('Refunded')).toBeNull();
  });
});

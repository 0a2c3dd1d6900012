// @vitest-environment happy-dom
/**
 * The thank-you after an online payment (decision 323) and the progress card's words (decision 320), rendered
 * in the customer's language: the payment's state comes from the order, the bar's value from its stage.
 */
import type { Lang, Order } from '@dasturxon/contracts';
import { makeOrder } from '@dasturxon/contracts/testing';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { messagesFor } from '../../shared/i18n/catalog/index.ts';
import { I18nProvider } from '../../shared/i18n/index.tsx';
import { OrderProgress, ThankYou } from './order-track.tsx';

const NOW = '2026-11-21T09:00:00Z';

function renderIn(lang: Lang, ui: ReactNode) {
  const element = (
    <I18nProvider lang={lang} messages={messagesFor(lang)}>
      {ui}
    </I18nProvider>
  );
  render(<RouterProvider router={createMemoryRouter([{ path: '/', element }])} />);
}

afterEach(cleanup);

describe('thank-you after an online payment', () => {
  it('says paid, still being checked (naming the provider), or failed', async () => {
    const cases: [Lang, Partial<Order>, string, string][] = [
      [
        'ru',
        { isPaid: true, status: 'OPEN', number: 1042 },
        'Спасибо!',
        'Оплата прошла. Заказ №1042 передан в ресторан.',
      ],
      [
        'uz',
        { isPaid: false, status: 'CREATED', paymentType: 'CLICK' },
        'To‘lov tekshirilmoqda',
        'Click to‘lovni tasdiqlashini kutyapmiz',
      ],
      ['eng', { isPaid: false, status: 'CANCELED' }, 'The payment did not go through', 'No money was taken'],
    ];
    for (const [lang, over, title, text] of cases) {
      renderIn(lang, <ThankYou order={makeOrder({ paymentType: 'PAYME', ...over })} />);
      const panel = await screen.findByTestId('order-thanks');
      expect(screen.getByRole('heading').textContent).toBe(title);
      expect(panel.textContent).toContain(text);
      cleanup();
    }
  });
});

describe('progress card', () => {
  it('reads the status in words and fills the bar to its stage', async () => {
    const order = makeOrder({
      status: 'COOKING',
      serviceType: 'PICK_UP',
      statusLog: [
        { status: 'OPEN', at: '2026-11-21T08:40:00Z' },
        { status: 'ACCEPTED', at: '2026-11-21T08:45:00Z' },
        { status: 'COOKING', at: '2026-11-21T08:50:00Z' },
      ],
    });
    renderIn('ru', <OrderProgress order={order} now={NOW} live={false} reason={null} />);
    expect((await screen.findByTestId('order-status')).textContent).toBe('Готовим ваш заказ');
    const bar = screen.getByRole('progressbar', { name: 'Ход заказа' });
    expect(bar.getAttribute('aria-valuenow')).toBe('50');
    expect(bar.getAttribute('aria-valuetext')).toBe('Готовим ваш заказ');
    // 08:45 UTC is 13:45 in Tashkent.
    expect(screen.getByText('Принят').nextElementSibling?.textContent).toBe('13:45');
    expect(screen.getByRole('link', { name: 'Ресторан на карте' }).getAttribute('href')).toBe(
      `/profile/orders/${order.id}/map`,
    );
  });
});

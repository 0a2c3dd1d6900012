// @vitest-environment happy-dom
import { makeOrderItem, makeStaffOrder } from '@dasturxon/contracts/testing';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { translatorFor } from '../../i18n/index.tsx';
import { CustomerReceipt, KitchenTicket } from './print-docs.tsx';
import { PrintRoot } from './use-print.tsx';

const t = translatorFor('eng');
const order = makeStaffOrder({
  number: 1042,
  serviceType: 'DINE_IN',
  tableId: 7,
  paymentType: 'CASH',
  isPaid: false,
  comment: 'No onions',
  items: [
    makeOrderItem({
      productId: 1,
      count: 2,
      name: { uz: 'Osh', ru: 'Плов', eng: 'Plov' },
      linePrice: 90_000,
      modifications: [
        { id: 4, groupId: 1, name: { uz: 'Katta', ru: 'Большой', eng: 'Large' }, price: 5000, count: 1 },
      ],
    }),
  ],
  totals: {
    productPrice: 90_000,
    productDiscount: 0,
    promoProductDiscount: 0,
    deliveryPrice: 0,
    deliveryDiscount: 0,
    serviceFee: 9000,
    cashback: 0,
    totalPrice: 99_000,
  },
});

// Amounts are grouped with a narrow no-break space (U+202F), as staff read them.
describe('prints', () => {
  afterEach(cleanup);

  it('prints a kitchen ticket on 58 mm paper: number, table, lines with modifiers, the comment, no prices', () => {
    render(
      <PrintRoot paper="58">
        <KitchenTicket order={order} lang="eng" t={t} merchantName="Navruz" />
      </PrintRoot>,
    );
    const root = screen.getByTestId('print-root');
    expect(root.getAttribute('data-paper')).toBe('58');
    expect(root.querySelector('style')?.textContent).toContain('size: 58mm auto');
    const ticket = within(screen.getByTestId('kitchen-ticket'));
    expect(ticket.getByText('No. 1042')).toBeTruthy();
    expect(ticket.getByText(/Dine-in · Table 7/)).toBeTruthy();
    expect(ticket.getByText('2 × Plov')).toBeTruthy();
    expect(ticket.getByText('+ Large')).toBeTruthy();
    expect(ticket.getByText('No onions')).toBeTruthy();
    expect(screen.getByTestId('kitchen-ticket').textContent).not.toContain('90');
  });

  it('prints a customer receipt on 80 mm paper with lines, fee, total and payment', () => {
    render(
      <PrintRoot paper="80">
        <CustomerReceipt order={order} lang="eng" t={t} merchantName="Navruz" />
      </PrintRoot>,
    );
    expect(screen.getByTestId('print-root').getAttribute('data-paper')).toBe('80');
    const receipt = within(screen.getByTestId('customer-receipt'));
    expect(receipt.getByText('Navruz')).toBeTruthy();
    expect(receipt.getByText('2 × Plov').closest('tr')?.textContent).toContain('90\u202f000');
    expect(receipt.getByText('Service fee').nextElementSibling?.textContent).toBe('9\u202f000');
    expect(receipt.getByText('Total').nextElementSibling?.textContent).toBe('99\u202f000 sum');
    expect(receipt.getByText(/Payment: Cash · Unpaid/)).toBeTruthy();
  });
});

// @vitest-environment happy-dom
import type { StaffOrderDetail, StaffRefund } from '@dasturxon/contracts';
import { makeStaffOrder } from '@dasturxon/contracts/testing';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../testing/render.tsx';
import { RefundLine } from './refund-line.tsx';

const refund = (over: Partial<StaffRefund>): StaffRefund => ({
  state: 'due',
  provider: null,
  amount: 45_000,
  transactionId: null,
  manualReason: null,
  refundedAt: null,
  byHand: null,
  ...over,
});

const cancelledPaid = (r: StaffRefund | null) =>
  makeStaffOrder({
    id: 7,
    number: 1042,
    status: 'CANCELED',
    paymentType: 'PAYME',
    isPaid: r?.state !== 'refunded',
    refundDue: r?.state !== 'refunded',
    refund: r,
  });

const line = () => screen.getByTestId('refund-line').textContent ?? '';

describe('refund line of the order drawer', () => {
  afterEach(cleanup);

  it('says what to give back by hand, where, with the transaction id; only an ADMIN may mark it', () => {
    const order = cancelledPaid(
      refund({ state: 'manual', provider: 'PAYME', transactionId: '5305e3bab097f420a62ced01' }),
    );
    const view = renderUi(<RefundLine order={order} staffRole="OPERATOR" onChanged={() => {}} />);
    expect(line()).toContain("Refund 45\u202f000 so'm by hand in the Payme cabinet.");
    expect(line()).toContain('Transaction: 5305e3bab097f420a62ced01');
    expect(screen.queryByRole('button', { name: 'Mark refunded by hand' })).toBeNull();
    view.rerender(<RefundLine order={order} staffRole="ADMIN" onChanged={() => {}} />);
    expect(screen.getByRole('button', { name: 'Mark refunded by hand' })).toBeTruthy();
  });

  it('shows a refund in progress and a refunded order, with who refunded it by hand', () => {
    const view = renderUi(
      <RefundLine
        order={cancelledPaid(refund({ state: 'inProgress', provider: 'CLICK' }))}
        staffRole="ADMIN"
        onChanged={() => {}}
      />,
    );
    expect(line()).toContain('Refund requested from Click');
    expect(screen.queryByRole('button')).toBeNull();
    view.rerender(
      <RefundLine
        order={cancelledPaid(
          refund({
            state: 'refunded',
            provider: 'PAYME',
            byHand: { staffName: 'Dilnoza', at: '2026-11-21T09:05:00Z', reference: 'cabinet #8841' },
          }),
        )}
        staffRole="ADMIN"
        onChanged={() => {}}
      />,
    );
    expect(line()).toContain('Refunded.');
    // Tashkent time (UTC+5), as the drawer's history shows times.
    expect(line()).toMatch(/Refunded by hand by Dilnoza, 21\.11,? 14:05: cabinet #8841/);
  });

  it('marks a refund by hand with the typed reference and shows the answer', async () => {
    const order = cancelledPaid(refund({ state: 'manual', provider: 'UZUM', transactionId: 'u-1' }));
    const answer = {
      ...order,
      isPaid: false,
      refundDue: false,
      refund: refund({ state: 'refunded' }),
      history: [],
    };
    const mark = vi.fn(async () => [null, answer as StaffOrderDetail] as [null, StaffOrderDetail]);
    const onChanged = vi.fn();
    renderUi(<RefundLine order={order} staffRole="ADMIN" onChanged={onChanged} mark={mark} />);
    const button = screen.getByRole('button', { name: 'Mark refunded by hand' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Reference (receipt, cabinet number)'), {
      target: { value: ' receipt 17 ' },
    });
    fireEvent.click(button);
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith(answer));
    expect(mark).toHaveBeenCalledWith(7, 'receipt 17');
  });

  it('shows nothing for an order with nothing to give back', () => {
    renderUi(
      <RefundLine order={makeStaffOrder({ status: 'OPEN' })} staffRole="ADMIN" onChanged={() => {}} />,
    );
    expect(screen.queryByTestId('refund-line')).toBeNull();
  });
});

// @vitest-environment happy-dom
/**
 * Cash not collected at handover (decision 363): who gets the action, the dialog's checks, the drawer's line, and
 * an admin's write-off (decision 375).
 */
import type { StaffHandoverUnpaid, StaffOrder, StaffOrderDetail } from '@dasturxon/contracts';
import { makeStaffOrder } from '@dasturxon/contracts/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../testing/render.tsx';
import { CashDueLine } from './cash-due-line.tsx';
import { canHandOverUnpaid } from './handover-unpaid.ts';
import { HandoverUnpaidModal } from './handover-unpaid-modal.tsx';

const server = vi.hoisted(() => ({ calls: [] as unknown[], answer: null as unknown }));
vi.mock('../../lib/runtime.ts', () => ({
  api: {
    call: vi.fn(async (endpoint: { path: string }, input: unknown) => {
      server.calls.push([endpoint.path, input]);
      return [null, server.answer];
    }),
  },
}));

const order = (over: Parameters<typeof makeStaffOrder>[0] = {}): StaffOrder =>
  makeStaffOrder({
    id: 7,
    number: 1042,
    paymentType: 'CASH',
    isPaid: false,
    nextStatuses: ['DELIVERED'],
    ...over,
  });

afterEach(() => {
  cleanup();
  server.calls = [];
});

describe('handing over unpaid', () => {
  it('is offered for an unpaid cash or terminal order this role may hand over, and nothing else', () => {
    expect(canHandOverUnpaid(order())).toBe(true);
    expect(canHandOverUnpaid(order({ paymentType: 'TERMINAL', nextStatuses: ['CLOSED'] }))).toBe(true);
    expect(canHandOverUnpaid(order({ isPaid: true }))).toBe(false);
    expect(canHandOverUnpaid(order({ paymentType: 'PAYME' }))).toBe(false);
    expect(canHandOverUnpaid(order({ nextStatuses: ['ON_WAY'] }))).toBe(false);
  });

  it('asks for the amount taken of a part payment, below the total, and sends the reason and note', async () => {
    const sent: StaffHandoverUnpaid[] = [];
    renderUi(
      <HandoverUnpaidModal
        opened
        number={1042}
        total={100_000}
        busy={false}
        onClose={() => {}}
        onSubmit={(input) => sent.push(input)}
      />,
    );
    fireEvent.click(await screen.findByRole('radio', { name: 'Paid a part' }));
    const amount = screen.getByRole('textbox', { name: 'Amount taken (sum)' });
    fireEvent.change(amount, { target: { value: '100000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm: handed over unpaid' }));
    expect(await screen.findByText('The amount taken is from 1 to less than the order total')).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.change(amount, { target: { value: '40000' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Note' }), { target: { value: ' Rest tomorrow ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm: handed over unpaid' }));
    expect(sent).toEqual([{ reason: 'PARTIAL', collected: 40_000, note: 'Rest tomorrow' }]);
  });
});

describe('the drawer line of a cash-due order', () => {
  const due = order({
    status: 'DELIVERED',
    cashDue: {
      reason: 'REFUSED',
      note: 'Not home',
      collected: null,
      due: 125_000,
      staffName: 'Jasur',
      at: '2026-03-10T09:40:00.000Z',
    },
  });

  it('says what is owed and why; the desk marks the money brought in', async () => {
    const paid = { ...due, isPaid: true, cashDue: null, history: [] } satisfies StaffOrderDetail;
    server.answer = paid;
    const changed: StaffOrderDetail[] = [];
    renderUi(<CashDueLine order={due} staffRole="OPERATOR" onChanged={(o) => changed.push(o)} />);
    expect(screen.getByText(/^Money not collected: 125\s000 sum$/)).toBeTruthy();
    expect(screen.getByText(/Customer did not pay · Not home/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Money brought in' }));
    await waitFor(() => expect(changed).toEqual([paid]));
    expect(server.calls).toEqual([['/staff/v1/orders/{id}/cash-received', { params: { id: 7 } }]]);
  });

  it('shows a courier what is owed without the button, and nothing for an order that owes nothing', () => {
    const view = renderUi(<CashDueLine order={due} staffRole="COURIER" onChanged={() => {}} />);
    expect(screen.getByTestId('cash-due-line')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Money brought in' })).toBeNull();
    view.rerender(<CashDueLine order={order()} staffRole="OPERATOR" onChanged={() => {}} />);
    expect(screen.queryByTestId('cash-due-line')).toBeNull();
  });

  it('lets an admin, and only an admin, write the money off with a reason', async () => {
    const writtenOff = {
      ...due,
      cashDue: null,
      cashWrittenOff: {
        amount: 125_000,
        note: 'Moved away',
        staffName: 'Malika',
        at: '2026-03-10T18:00:00.000Z',
      },
      history: [],
    } satisfies StaffOrderDetail;
    server.answer = writtenOff;
    const changed: StaffOrderDetail[] = [];
    const view = renderUi(<CashDueLine order={due} staffRole="OPERATOR" onChanged={() => {}} />);
    expect(screen.queryByRole('button', { name: 'Write off' })).toBeNull();
    view.rerender(<CashDueLine order={due} staffRole="ADMIN" onChanged={(o) => changed.push(o)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Write off' }));
    const dialog = await screen.findByRole('dialog', { name: 'No. 1042: write off the money' });
    const confirm = within(dialog).getByRole('button', { name: 'Write off' });
    fireEvent.click(confirm);
    expect(await within(dialog).findByText('Say why the money is written off')).toBeTruthy();
    expect(server.calls).toEqual([]);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), {
      target: { value: ' Moved away ' },
    });
    fireEvent.click(confirm);
    await waitFor(() => expect(changed).toEqual([writtenOff]));
    expect(server.calls).toEqual([
      ['/staff/v1/orders/{id}/cash-written-off', { params: { id: 7 }, body: { note: 'Moved away' } }],
    ]);
  });

  it('says what was written off, by whom and why, and still lets the desk take the money in', () => {
    const off = order({
      status: 'DELIVERED',
      cashWrittenOff: {
        amount: 80_000,
        note: 'Moved away',
        staffName: 'Malika',
        at: '2026-03-10T18:00:00.000Z',
      },
    });
    renderUi(<CashDueLine order={off} staffRole="OPERATOR" onChanged={() => {}} />);
    expect(screen.getByText(/^Written off: 80\s000 sum$/)).toBeTruthy();
    expect(screen.getByText('Moved away')).toBeTruthy();
    expect(screen.getByText(/^Malika, /)).toBeTruthy();
    expect(screen.queryByTestId('cash-due-line')).toBeNull();
    expect(screen.getByRole('button', { name: 'Money brought in' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Write off' })).toBeNull();
  });
});

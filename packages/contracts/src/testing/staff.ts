/** Builders of the staff API's shapes (staff.ts), for the console's tests. */
import type { Staff, StaffCourier, StaffLoginResponse, StaffOrder, StaffOrderPage } from '../staff.ts';
import { type DeepPartial, merge } from './merge.ts';
import { makeOrder } from './order.ts';
import { dateAt, nextId } from './sequence.ts';

/** An operator. */
export function makeStaff(overrides: DeepPartial<Staff> = {}): Staff {
  const id = overrides.id ?? nextId('staff');
  return merge<Staff>(
    { id, name: `Operator ${id}`, role: 'OPERATOR', login: `operator${id}`, courierId: null },
    overrides,
  );
}

/** A signed-in staff member's token, valid for twelve hours from the base date. */
export function makeStaffLoginResponse(overrides: DeepPartial<StaffLoginResponse> = {}): StaffLoginResponse {
  const { staff, ...rest } = overrides;
  return merge<StaffLoginResponse>(
    { token: 'staff_token_0123456789abcdef', expiresAt: dateAt(12 * 60), staff: makeStaff(staff) },
    rest,
  );
}

/** An order as the console sees it: makeOrder's, with its customer and the statuses it may move to. */
export function makeStaffOrder(overrides: DeepPartial<StaffOrder> = {}): StaffOrder {
  const { customer, nextStatuses, ...order } = overrides;
  const base = makeOrder(order);
  const staffOrder = {
    refundDue: false,
    refund: null,
    cashDue: null,
    cashWrittenOff: null,
    ...base,
    customer: merge<StaffOrder['customer']>(
      { id: base.userId, name: 'Aziza', phone: '998901234567' },
      customer,
    ),
    nextStatuses: nextStatuses ?? ['ACCEPTED', 'CANCELED'],
  };
  return merge<StaffOrder>(staffOrder, order as DeepPartial<StaffOrder>);
}

export function makeStaffOrderPage(
  orders: StaffOrder[] = [makeStaffOrder()],
  overrides: Partial<StaffOrderPage> = {},
): StaffOrderPage {
  return { content: orders, page: 0, size: 20, totalElements: orders.length, totalPages: 1, ...overrides };
}

export function makeStaffCourier(overrides: DeepPartial<StaffCourier> = {}): StaffCourier {
  const id = overrides.id ?? nextId('staffCourier');
  return merge<StaffCourier>(
    {
      id,
      name: `Kuryer ${id}`,
      phone: '998901112233',
      branchId: 1,
      status: 'NONE',
      latitude: null,
      longitude: null,
      locationAt: null,
    },
    overrides,
  );
}

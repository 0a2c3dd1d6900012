/**
 * A DINE_IN order names its table (issue 13, decision 281): the signed link of a table of the order's branch,
 * active; an edited signature, another branch's or merchant's table, a switched-off table, or no table at all
 * are refused with the translated TABLE_LINK_INVALID, in the quote and on submit.
 */
import {
  ApiErrorSchema,
  HallListSchema,
  LoginResponseSchema,
  OrderQuoteSchema,
  OrderSchema,
} from '@dasturxon/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createHallWithTables, setDiningSettings } from '../../db/factories/dining.ts';
import { createStaff, createStaffSession } from '../../db/factories/staff.ts';
import { createBranch } from '../../db/factories.ts';
import { diningTables } from '../../db/schema/index.ts';
import { databases } from '../../testing/test-db.ts';
import { useOrderWorld } from '../orders/order-test-world.ts';
import { ticketOf } from './dining-test-world.ts';

describe.each(databases())('dine-in orders on %s', (kind) => {
  const { t, world, call, pickUp, submit, quote, errorOf } = useOrderWorld(kind);

  async function table() {
    const w = await world({ settings: { dineInActive: true } });
    const { hall, tables } = await createHallWithTables(t.db, {
      merchantId: w.merchant.id,
      branchId: w.branch.id,
      numbers: [7, 8],
    });
    const admin = await createStaffSession(
      t.db,
      await createStaff(t.db, { merchantId: w.merchant.id, role: 'ADMIN' }),
    );
    const res = await call('GET', '/staff/v1/dining/halls', { merchant: w.merchant.id, token: admin });
    const links = HallListSchema.parse(res.json()).halls.flatMap((h) => h.tables.map((x) => x.link));
    const [seven, eight] = links.map(ticketOf);
    if (!seven || !eight) throw new Error('no tables');
    const dineIn = (ticket: typeof seven, extra: Record<string, unknown> = {}) =>
      pickUp(w, {
        serviceType: 'DINE_IN',
        branchId: ticket.branchId,
        hallId: ticket.hallId,
        tableId: ticket.tableId,
        tableSig: ticket.sig,
        ...extra,
      });
    return { w, hall, tables, seven, eight, dineIn };
  }

  it('places a dine-in order at the table of a signed link', async () => {
    const { w, seven, dineIn } = await table();
    const res = await submit(w, dineIn(seven));
    expect(res.statusCode).toBe(201);
    expect(OrderSchema.parse(res.json())).toMatchObject({
      serviceType: 'DINE_IN',
      hallId: seven.hallId,
      tableId: seven.tableId,
    });
  });

  it('refuses a wrong signature, another table, another branch and no table, translated', async () => {
    const { w, seven, eight, dineIn } = await table();
    const cases = [
      dineIn(seven, { tableSig: eight.sig }),
      dineIn(seven, { tableId: eight.tableId }),
      dineIn(seven, { tableSig: null }),
      pickUp(w, { serviceType: 'DINE_IN' }),
    ];
    for (const body of cases) {
      const res = await submit(w, body, { lang: 'eng' });
      expect(res.statusCode).toBe(422);
      expect(errorOf(res)).toMatchObject({
        code: 'TABLE_LINK_INVALID',
        message: "This table's QR code is not valid. Scan the code on your table again or ask a waiter.",
      });
    }
    // The table's link sent with another branch of the merchant (the old link picked the last pick-up branch).
    const other = await createBranch(t.db, { merchantId: w.merchant.id, cityId: w.city.id });
    const moved = await submit(w, dineIn(seven, { branchId: other.id }));
    expect(errorOf(moved).code).toBe('TABLE_LINK_INVALID');
    // The quote lists it among the problems.
    const q = OrderQuoteSchema.parse(
      (await quote(w, dineIn(seven, { tableSig: eight.sig }), { lang: 'ru' })).json(),
    );
    expect(q.problems.map((p) => p.code)).toContain('TABLE_LINK_INVALID');
  });

  it("refuses another merchant's table and a switched-off table", async () => {
    const a = await table();
    const b = await table();
    const foreign = await submit(a.w, a.dineIn(b.seven, { branchId: b.seven.branchId }));
    expect(foreign.statusCode).toBe(404);

    await t.db.update(diningTables).set({ isActive: false }).where(eq(diningTables.id, a.seven.tableId));
    const off = await submit(a.w, a.dineIn(a.seven), { lang: 'eng' });
    expect(off.statusCode).toBe(409);
    expect(ApiErrorSchema.parse(off.json()).message).toBe(
      'This table is not taking orders now. Please ask a waiter.',
    );
  });

  it('lets a guest at the table order dine-in without the SMS sign-in when the merchant allows it', async () => {
    const { w, seven, dineIn } = await table();
    const deviceId = '0b6f1c1e-7d1a-4c9e-9d3b-2f7a5e4c3b21';
    const guest = (ticket = seven) =>
      call('POST', '/dine-in/v1/guest', {
        merchant: w.merchant.id,
        lang: 'eng',
        body: { ...ticket, deviceId },
      });
    const off = await guest();
    expect(off.statusCode).toBe(403);
    expect(errorOf(off).message).toBe('Sign in with your phone number to order from the table.');

    await setDiningSettings(t.db, { merchantId: w.merchant.id, guestOrdering: true });
    const bad = await guest({ ...seven, sig: 'x'.repeat(22) });
    expect(errorOf(bad).code).toBe('TABLE_LINK_INVALID');
    const first = LoginResponseSchema.parse((await guest()).json());
    const again = LoginResponseSchema.parse((await guest()).json());
    expect(again.user.id).toBe(first.user.id);
    expect(first.user.phone ?? '').toBe('');

    const order = await submit(w, dineIn(seven), { token: first.token });
    expect(order.statusCode).toBe(201);
    expect(OrderSchema.parse(order.json())).toMatchObject({ serviceType: 'DINE_IN', tableId: seven.tableId });
    // A guest account orders to its table only.
    const pickUpOrder = await submit(w, pickUp(w), { token: first.token, lang: 'eng' });
    expect(pickUpOrder.statusCode).toBe(422);
    expect(errorOf(pickUpOrder).message).toBe('Sign in with your phone number to order from the table.');
  });
});

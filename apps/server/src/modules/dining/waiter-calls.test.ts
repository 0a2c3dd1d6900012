/**
 * The customer's table and waiter calls through the API (issue 13): signed links (an edited id, another
 * merchant's table, a switched-off table), the cooldown on a pinned clock, the console's notice, a call taken
 * once, the guest seeing it taken, and the roles.
 */
import {
  ApiErrorSchema,
  StaffWaiterCallListSchema,
  StaffWaiterCallSchema,
  TablePlaceSchema,
  WaiterCallStatusSchema,
} from '@dasturxon/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setDiningSettings } from '../../db/factories/dining.ts';
import { createStaff, createStaffSession } from '../../db/factories/staff.ts';
import { createOrder, createUser } from '../../db/factories.ts';
import { orders } from '../../db/schema/index.ts';
import { databases } from '../../testing/test-db.ts';
import { useDiningWorld } from './dining-test-world.ts';

const q = (ticket: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(ticket).map(([k, v]) => [k, String(v)])).toString();

describe.each(databases())('table links and waiter calls on %s', (kind) => {
  const { t, clock, heard, call, shop } = useDiningWorld(kind);

  it('recognises a signed table and refuses an edited, foreign or switched-off one, translated', async () => {
    const s = await shop();
    const ticket = await s.ticket(7);
    const ok = await call('GET', `/dine-in/v1/table?${q(ticket)}`, { merchant: s.merchant.id });
    expect(ok.statusCode).toBe(200);
    expect(TablePlaceSchema.parse(ok.json())).toMatchObject({
      number: 7,
      hallName: { eng: 'Terrace' },
      branchId: s.branch.id,
      guestOrdering: false,
    });

    // Another table's id under table 7's signature.
    const one = s.tables.find((x) => x.number === 1)?.id ?? 0;
    const edited = await call('GET', `/dine-in/v1/table?${q({ ...ticket, tableId: one })}`, {
      merchant: s.merchant.id,
      lang: 'eng',
    });
    expect(edited.statusCode).toBe(404);
    expect(ApiErrorSchema.parse(edited.json())).toMatchObject({
      code: 'TABLE_LINK_INVALID',
      message: "This table's QR code is not valid. Scan the code on your table again or ask a waiter.",
    });
    // The link of another merchant's table, sent to this merchant (and the other way round).
    const other = await shop();
    const foreign = await other.ticket(7);
    for (const [merchant, tk] of [
      [s.merchant.id, foreign],
      [other.merchant.id, ticket],
    ] as const) {
      const res = await call('GET', `/dine-in/v1/table?${q(tk)}`, { merchant, lang: 'ru' });
      expect(res.statusCode).toBe(404);
      expect(ApiErrorSchema.parse(res.json()).message).toContain('QR-код стола недействителен');
    }
    // Switched off in the console: the same good link now says the table is not taking orders.
    await call('PUT', `/staff/v1/dining/tables/${ticket.tableId}`, {
      merchant: s.merchant.id,
      token: s.adminToken,
      body: { number: 7, name: null, seats: 4, isActive: false },
    });
    const off = await call('GET', `/dine-in/v1/table?${q(ticket)}`, { merchant: s.merchant.id, lang: 'uz' });
    expect(off.statusCode).toBe(409);
    expect(ApiErrorSchema.parse(off.json()).message).toBe(
      "Bu stol hozir buyurtma qabul qilmaydi. Iltimos, ofitsiantdan so'rang.",
    );
    const call1 = await call('POST', '/dine-in/v1/calls', {
      merchant: s.merchant.id,
      body: { ...ticket, reason: 'CALL' },
    });
    expect(call1.statusCode).toBe(409);
  });

  it('calls a waiter once per cooldown; the console hears it; one taker wins; the guest sees it taken', async () => {
    const s = await shop();
    await setDiningSettings(t.db, { merchantId: s.merchant.id, waiterCallCooldownSeconds: 60 });
    const ticket = await s.ticket(7);
    const guest = { merchant: s.merchant.id, lang: 'eng' };
    heard.length = 0;

    const customer = await createUser(t.db, { merchantId: s.merchant.id });
    const dineIn = await createOrder(t.db, {
      merchantId: s.merchant.id,
      userId: customer.id,
      branchId: s.branch.id,
      serviceType: 'DINE_IN',
      status: 'ACCEPTED',
      hallId: ticket.hallId,
      tableId: ticket.tableId,
    });
    const first = await call('POST', '/dine-in/v1/calls', { ...guest, body: { ...ticket, reason: 'BILL' } });
    expect(first.statusCode).toBe(201);
    const mine = WaiterCallStatusSchema.parse(first.json());
    expect(mine).toMatchObject({ status: 'OPEN', reason: 'BILL', takenBy: null });
    expect(String(first.headers['set-cookie'])).toMatch(/dx_device=[0-9a-f-]{36}/);
    expect(heard).toHaveLength(1);
    expect(heard[0]).toMatchObject({
      merchantId: s.merchant.id,
      kind: 'waiter-call',
      event: { id: mine.id, tableNumber: 7, hallName: { eng: 'Terrace' }, takenAt: null },
    });

    // 30 s later: refused with the wait; two taps at once still make one call.
    clock.advance(30_000);
    const again = await call('POST', '/dine-in/v1/calls', { ...guest, body: { ...ticket, reason: 'CALL' } });
    expect(again.statusCode).toBe(429);
    expect(ApiErrorSchema.parse(again.json()).message).toBe(
      'A waiter has just been called. You can call again in 30 s.',
    );
    // Another table is not held back by table 7.
    const table1 = await s.ticket(1);
    expect(
      (await call('POST', '/dine-in/v1/calls', { ...guest, body: { ...table1, reason: 'OTHER' } }))
        .statusCode,
    ).toBe(201);
    clock.advance(30_000);
    const both = await Promise.all(
      [0, 1].map(() => call('POST', '/dine-in/v1/calls', { ...guest, body: { ...ticket, reason: 'CALL' } })),
    );
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 429]);

    // The console's list, then two takers: the first wins, the second is told who took it.
    const list = await call('GET', '/staff/v1/waiter-calls', {
      merchant: s.merchant.id,
      token: s.operatorToken,
    });
    expect(list.statusCode).toBe(200);
    expect(StaffWaiterCallListSchema.parse(list.json()).calls).toHaveLength(3);
    const take = (token: string) =>
      call('POST', `/staff/v1/waiter-calls/${mine.id}/take`, { merchant: s.merchant.id, token, lang: 'eng' });
    const taken = await take(s.operatorToken);
    expect(taken.statusCode).toBe(200);
    expect(StaffWaiterCallSchema.parse(taken.json())).toMatchObject({
      takenById: s.operator.id,
      takenByName: 'Malika Operator',
      takenAt: clock.now().toISOString(),
    });
    expect(heard.at(-1)).toMatchObject({
      kind: 'waiter-call',
      event: { id: mine.id, takenById: s.operator.id },
    });
    // The taker is now the waiter of the table's dine-in order in progress.
    const [served] = await t.db
      .select({ waiterId: orders.waiterId })
      .from(orders)
      .where(eq(orders.id, dineIn.id));
    expect(served?.waiterId).toBe(s.operator.id);
    const late = await take(s.adminToken);
    expect(late.statusCode).toBe(409);
    expect(ApiErrorSchema.parse(late.json()).message).toBe(
      'This call has already been taken by Malika Operator.',
    );

    const seen = await call('GET', `/dine-in/v1/calls/${mine.id}?${q(ticket)}`, { merchant: s.merchant.id });
    expect(WaiterCallStatusSchema.parse(seen.json())).toMatchObject({ status: 'TAKEN', takenBy: 'Malika' });
    // Another table's link does not read this call.
    const peek = await call('GET', `/dine-in/v1/calls/${mine.id}?${q(table1)}`, { merchant: s.merchant.id });
    expect(peek.statusCode).toBe(404);
  });

  it('keeps waiter calls to ADMIN and OPERATOR of the merchant', async () => {
    const s = await shop();
    const other = await shop();
    const ticket = await s.ticket(2);
    const made = WaiterCallStatusSchema.parse(
      (
        await call('POST', '/dine-in/v1/calls', {
          merchant: s.merchant.id,
          body: { ...ticket, reason: 'CALL' },
        })
      ).json(),
    );
    const kitchen = await createStaffSession(
      t.db,
      await createStaff(t.db, { merchantId: s.merchant.id, role: 'KITCHEN' }),
    );
    expect(
      (await call('GET', '/staff/v1/waiter-calls', { merchant: s.merchant.id, token: kitchen })).statusCode,
    ).toBe(403);
    const foreignTake = await call('POST', `/staff/v1/waiter-calls/${made.id}/take`, {
      merchant: other.merchant.id,
      token: other.adminToken,
    });
    expect(foreignTake.statusCode).toBe(404);
    const theirs = await call('GET', '/staff/v1/waiter-calls', {
      merchant: other.merchant.id,
      token: other.adminToken,
    });
    expect(StaffWaiterCallListSchema.parse(theirs.json()).calls).toEqual([]);
  });
});

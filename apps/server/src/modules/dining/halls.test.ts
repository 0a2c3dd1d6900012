/** Halls and tables in the console through the API (issue 13): CRUD, roles, other merchants' ids, QR sheets. */
import { ApiErrorSchema, DiningTableSchema, HallQrSheetSchema, HallSchema } from '@dasturxon/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createHallWithTables } from '../../db/factories/dining.ts';
import { createStaff, createStaffSession } from '../../db/factories/staff.ts';
import { ml } from '../../db/factories.ts';
import { auditLog } from '../../db/schema/index.ts';
import { databases } from '../../testing/test-db.ts';
import { ticketOf, useDiningWorld } from './dining-test-world.ts';

describe.each(databases())('halls and tables on %s', (kind) => {
  const { t, call, shop } = useDiningWorld(kind);

  it('lets ADMIN add, change and delete halls and tables, each change in the audit log', async () => {
    const s = await shop();
    const as = { merchant: s.merchant.id, token: s.adminToken };
    const created = await call('POST', '/staff/v1/dining/halls', {
      ...as,
      body: { branchId: s.branch.id, name: ml('Ayvon', 'Терраса', 'Terrace'), isActive: true, priority: 2 },
    });
    expect(created.statusCode).toBe(201);
    const hall = HallSchema.parse(created.json());
    expect(hall).toMatchObject({ branchId: s.branch.id, tables: [], priority: 2 });

    const table = await call('POST', `/staff/v1/dining/halls/${hall.id}/tables`, {
      ...as,
      body: { number: 7, name: 'Window', seats: 4, isActive: true },
    });
    expect(table.statusCode).toBe(201);
    const made = DiningTableSchema.parse(table.json());
    const ticket = ticketOf(made.link);
    expect(ticket).toMatchObject({ branchId: s.branch.id, hallId: hall.id, tableId: made.id });
    expect(made.link).toContain(`vendor=${s.merchant.sub}`);

    const twin = await call('POST', `/staff/v1/dining/halls/${hall.id}/tables`, {
      ...as,
      lang: 'eng',
      body: { number: 7, name: null, seats: 2, isActive: true },
    });
    expect(twin.statusCode).toBe(409);
    expect(ApiErrorSchema.parse(twin.json()).message).toBe('Table 7 already exists in this hall.');

    const changed = await call('PUT', `/staff/v1/dining/tables/${made.id}`, {
      ...as,
      body: { number: 8, name: null, seats: 6, isActive: false },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ number: 8, seats: 6, isActive: false });

    expect((await call('DELETE', `/staff/v1/dining/tables/${made.id}`, as)).statusCode).toBe(204);
    expect((await call('DELETE', `/staff/v1/dining/halls/${hall.id}`, as)).statusCode).toBe(204);
    const left = await s.halls();
    expect(left.map((h) => h.id)).toEqual([s.hall.id]);

    const audit = await t.db
      .select({ entity: auditLog.entity, action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.merchantId, s.merchant.id));
    expect(audit).toEqual(
      expect.arrayContaining([
        { entity: 'hall', action: 'create' },
        { entity: 'table', action: 'create' },
        { entity: 'table', action: 'update' },
        { entity: 'table', action: 'delete' },
        { entity: 'hall', action: 'delete' },
      ]),
    );
  });

  it('validates with the contracts: a nameless hall or a table without seats is refused', async () => {
    const s = await shop();
    const as = { merchant: s.merchant.id, token: s.adminToken };
    const nameless = await call('POST', '/staff/v1/dining/halls', {
      ...as,
      body: { branchId: s.branch.id, name: ml('', 'Зал', 'Hall'), isActive: true, priority: 0 },
    });
    expect(nameless.statusCode).toBe(400);
    const seatless = await call('POST', `/staff/v1/dining/halls/${s.hall.id}/tables`, {
      ...as,
      body: { number: 9, name: null, seats: 0, isActive: true },
    });
    expect(seatless.statusCode).toBe(400);
  });

  it('answers 404 for another merchant’s branch, hall, table and staff', async () => {
    const s = await shop();
    const other = await shop();
    const as = { merchant: s.merchant.id, token: s.adminToken };
    const body = { branchId: other.branch.id, name: ml('Zal', 'Зал', 'Hall'), isActive: true, priority: 0 };
    expect((await call('POST', '/staff/v1/dining/halls', { ...as, body })).statusCode).toBe(404);
    const table = { number: 3, name: null, seats: 2, isActive: true };
    expect(
      (await call('POST', `/staff/v1/dining/halls/${other.hall.id}/tables`, { ...as, body: table }))
        .statusCode,
    ).toBe(404);
    const otherTable = other.tables[0]?.id ?? 0;
    expect(
      (await call('PUT', `/staff/v1/dining/tables/${otherTable}`, { ...as, body: table })).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/staff/v1/dining/halls/${other.hall.id}`, as)).statusCode).toBe(404);
    expect((await call('GET', `/staff/v1/dining/halls/${other.hall.id}/qr`, as)).statusCode).toBe(404);
    const foreignStaff = await call('PUT', `/staff/v1/dining/halls/${s.hall.id}/staff`, {
      ...as,
      body: { staffIds: [other.operator.id] },
    });
    expect(foreignStaff.statusCode).toBe(404);
    // The other merchant's hall is untouched.
    expect((await other.halls()).map((h) => h.tables.length)).toEqual([3]);
  });

  it('keeps halls to ADMIN; OPERATOR and KITCHEN get 403', async () => {
    const s = await shop();
    const kitchen = await createStaff(t.db, { merchantId: s.merchant.id, role: 'KITCHEN' });
    for (const token of [s.operatorToken, await createStaffSession(t.db, kitchen)]) {
      const res = await call('GET', '/staff/v1/dining/halls', { merchant: s.merchant.id, token });
      expect(res.statusCode).toBe(403);
    }
    expect(
      (await call('GET', '/staff/v1/dining/halls', { merchant: s.merchant.id, token: '' })).statusCode,
    ).toBe(401);
  });

  it('assigns the merchant’s staff to a hall', async () => {
    const s = await shop();
    const res = await call('PUT', `/staff/v1/dining/halls/${s.hall.id}/staff`, {
      merchant: s.merchant.id,
      token: s.adminToken,
      body: { staffIds: [s.operator.id] },
    });
    expect(res.statusCode).toBe(200);
    expect(HallSchema.parse(res.json()).staffIds).toEqual([s.operator.id]);
  });

  it('prints one QR code per active table of a hall, each its own signed link', async () => {
    const s = await shop();
    const as = { merchant: s.merchant.id, token: s.adminToken };
    const off = s.tables.find((x) => x.number === 2);
    await call('PUT', `/staff/v1/dining/tables/${off?.id}`, {
      ...as,
      body: { number: 2, name: null, seats: 4, isActive: false },
    });
    const res = await call('GET', `/staff/v1/dining/halls/${s.hall.id}/qr`, as);
    expect(res.statusCode).toBe(200);
    const sheet = HallQrSheetSchema.parse(res.json());
    expect(sheet.tables.map((x) => x.number)).toEqual([1, 7]);
    for (const x of sheet.tables) {
      expect(x.svg.startsWith('<svg')).toBe(true);
      expect(ticketOf(x.link).tableId).toBe(x.id);
    }
    expect(new Set(sheet.tables.map((x) => ticketOf(x.link).sig)).size).toBe(2);
    // A second hall's tables do not appear on this sheet.
    await createHallWithTables(t.db, { merchantId: s.merchant.id, branchId: s.branch.id, numbers: [20] });
    const again = HallQrSheetSchema.parse(
      (await call('GET', `/staff/v1/dining/halls/${s.hall.id}/qr`, as)).json(),
    );
    expect(again.tables).toHaveLength(2);
  });
});

/**
 * The dine-in tests' world: the app with a pinned clock and a recorded staff notice bus, a merchant with a
 * branch, a hall of tables, an ADMIN and an OPERATOR signed in, and the tables' signed tickets as the staff API
 * hands them out (the links of GET /staff/v1/dining/halls).
 */
import { type Hall, HallListSchema, type TableTicket } from '@dasturxon/contracts';
import { createHallWithTables } from '../../db/factories/dining.ts';
import { createStaff, createStaffSession } from '../../db/factories/staff.ts';
import { createBranch, createCity, createMerchant } from '../../db/factories.ts';
import { createInProcessStaffNoticeBus, type StaffNotice } from '../../events/staff-notices.ts';
import { fakeClock } from '../../testing/clock.ts';
import { useTestApp } from '../../testing/test-app.ts';
import type { TestDbKind } from '../../testing/test-db.ts';

/** The ticket of a table link (`...&branch=1&hall=2&table=3&sig=...`). */
export function ticketOf(link: string): TableTicket {
  const q = new URL(link).searchParams;
  return {
    branchId: Number(q.get('branch')),
    hallId: Number(q.get('hall')),
    tableId: Number(q.get('table')),
    sig: q.get('sig') ?? '',
  };
}

export function useDiningWorld(kind: TestDbKind) {
  const clock = fakeClock();
  const notices = createInProcessStaffNoticeBus();
  const heard: StaffNotice[] = [];
  notices.subscribe((n) => heard.push(n));
  const t = useTestApp(kind, { clock: clock.now, staffNotices: notices });

  async function shop(opts: { dineIn?: boolean } = {}) {
    const merchant = await createMerchant(t.db, { settings: { dineInActive: true } });
    const city = await createCity(t.db);
    const branch = await createBranch(t.db, {
      merchantId: merchant.id,
      cityId: city.id,
      ...(opts.dineIn === false ? { settings: { dineInEnabled: false } } : {}),
    });
    const { hall, tables } = await createHallWithTables(t.db, {
      merchantId: merchant.id,
      branchId: branch.id,
      numbers: [1, 2, 7],
    });
    const admin = await createStaff(t.db, { merchantId: merchant.id, role: 'ADMIN', name: 'Aziz Karimov' });
    const operator = await createStaff(t.db, {
      merchantId: merchant.id,
      role: 'OPERATOR',
      name: 'Malika Operator',
    });
    const adminToken = await createStaffSession(t.db, admin);
    const operatorToken = await createStaffSession(t.db, operator);
    const halls = async (): Promise<Hall[]> => {
      const res = await t.call('GET', '/staff/v1/dining/halls', { merchant: merchant.id, token: adminToken });
      if (res.statusCode !== 200) throw new Error(`halls: ${res.statusCode} ${res.body}`);
      return HallListSchema.parse(res.json()).halls;
    };
    /** The signed ticket of table number `n` of the hall. */
    const ticket = async (n: number): Promise<TableTicket> => {
      const found = (await halls())
        .flatMap((h) => h.tables)
        .find((x) => x.number === n && x.hallId === hall.id);
      if (!found) throw new Error(`no table ${n}`);
      return ticketOf(found.link);
    };
    return {
      merchant,
      city,
      branch,
      hall,
      tables,
      admin,
      operator,
      adminToken,
      operatorToken,
      halls,
      ticket,
    };
  }

  return { t, clock, heard, call: t.call, shop };
}

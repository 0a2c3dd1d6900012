/**
 * Reports through the API (decisions 221-222): figures of a small seeded set (two branches, two Tashkent days,
 * cancellations, orders that never reached the merchant, another merchant), who may read them, and the CSV.
 */
import { ApiErrorSchema, type Report, ReportSchema, type StaffRole } from '@dasturxon/contracts';
import { describe, expect, it } from 'vitest';
import { createStaff, createStaffSession } from '../../db/factories/staff.ts';
import { createBranch, createCity, createMerchant, createOrder, createUser, ml } from '../../db/factories.ts';
import { orderEvents, orderItems } from '../../db/schema/index.ts';
import { fakeClock } from '../../testing/clock.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { databases } from '../../testing/test-db.ts';
import { CSV_BOM, csvField } from './csv.ts';
import { daysBetween } from './service.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** The Tashkent day (UTC+5) of an instant. */
const tashkentDay = (at: Date) => new Date(at.getTime() + 5 * HOUR).toISOString().slice(0, 10);
/** An instant at `hour`:`minute` Tashkent time on the Tashkent day of `at`, `days` later. */
function at(base: Date, days: number, hour: number, minute = 0): Date {
  const day = tashkentDay(new Date(base.getTime() + days * DAY));
  return new Date(`${day}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00+05:00`);
}

/** RFC 4180 CSV read back: quoted fields, doubled quotes, commas and line breaks inside quotes. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  if (field !== '' || row.length > 0) throw new Error('CSV does not end with CRLF');
  return rows;
}

const QUOTED_REASON = 'Customer, said "no"\nlater';

describe.each(databases())('reports on %s', (kind) => {
  const clock = fakeClock();
  const t = useTestApp(kind, { clock: clock.now });
  const call = t.call;

  /** The seeded set; D0 is yesterday and D1 today (Tashkent) by the pinned clock. */
  async function seed() {
    const now = clock.now();
    const merchant = await createMerchant(t.db);
    const city = await createCity(t.db);
    const a = await createBranch(t.db, { merchantId: merchant.id, cityId: city.id });
    const b = await createBranch(t.db, {
      merchantId: merchant.id,
      cityId: city.id,
      name: ml('Yunusobod filiali', 'Филиал Юнусабад', 'Yunusobod branch'),
    });
    const user = await createUser(t.db, { merchantId: merchant.id });
    const order = (
      branchId: number,
      createdDate: Date,
      o: Parameters<typeof createOrder>[1] extends infer X ? Partial<X> : never,
    ) => createOrder(t.db, { merchantId: merchant.id, userId: user.id, branchId, createdDate, ...o });
    const money = (total: number) => ({ totalPrice: total, productPrice: total });
    const unpaid = (collected: number | null, writtenOff = false) => ({
      handoverUnpaid: {
        reason: collected === null ? ('REFUSED' as const) : ('PARTIAL' as const),
        note: null,
        collected,
        staffId: 1,
        staffName: 'Jasur',
        at: now.toISOString(),
        ...(writtenOff
          ? { writtenOff: { staffId: 2, staffName: 'Malika', note: 'Gone', at: now.toISOString() } }
          : {}),
      },
    });

    // Handed over unpaid (decisions 363, 375): 5 000 taken of 45 000, so 40 000 still due.
    await order(a.id, at(now, 0, 10), { status: 'CLOSED', ...money(45_000), ...unpaid(5_000) });
    await order(a.id, at(now, 0, 11), {
      status: 'DELIVERED',
      serviceType: 'DELIVERY',
      paymentType: 'PAYME',
      isPaid: true,
      totalPrice: 100_000,
      productPrice: 90_000,
      deliveryPrice: 10_000,
    });
    const onB = await order(b.id, at(now, 0, 12), {
      status: 'ACCEPTED',
      paymentType: 'TERMINAL',
      ...money(60_000),
    });
    const cancelledOnB = await order(b.id, at(now, 0, 12, 30), {
      status: 'CANCELED',
      reason: QUOTED_REASON,
      ...money(30_000),
    });
    // 00:30 in Tashkent is still the previous day in UTC: it belongs to D1.
    // Handed over unpaid and written off; and on D0, handed over unpaid and the money brought in since.
    await order(a.id, at(now, 0, 0, 30), {
      status: 'CLOSED',
      serviceType: 'DINE_IN',
      ...money(20_000),
      ...unpaid(null, true),
    });
    await order(a.id, at(now, -1, 12), { status: 'CLOSED', ...money(50_000), ...unpaid(null), isPaid: true });
    await order(a.id, at(now, -1, 13), { status: 'CANCELED', reason: QUOTED_REASON, ...money(10_000) });
    // Ordered on D0 for D1: it is D1's.
    await order(a.id, at(now, -1, 20), {
      status: 'ACCEPTED',
      later: true,
      deliveryAt: at(now, 0, 14),
      ...money(40_000),
    });
    await order(a.id, at(now, 0, 9), { status: 'CANCELED', reason: '=cmd', ...money(15_000) });
    await order(a.id, at(now, 0, 9, 30), { status: 'CANCELED', ...money(15_000) });
    // Never reached the merchant: waiting for Payme, and given up while waiting.
    await order(a.id, at(now, 0, 10), { status: 'CREATED', paymentType: 'PAYME', ...money(70_000) });
    const abandoned = await order(a.id, at(now, 0, 10), {
      status: 'CANCELED',
      paymentType: 'PAYME',
      reason: 'payment timeout',
      ...money(70_000),
    });
    await t.db.insert(orderEvents).values({
      orderId: abandoned.id,
      kind: 'CHANGE_STATUS',
      fromStatus: 'CREATED',
      toStatus: 'CANCELED',
      actorType: 'SYSTEM',
      at: at(now, 0, 10, 30),
    });
    // Outside the range (tomorrow) and another merchant's.
    await order(a.id, at(now, 1, 10), { status: 'OPEN', ...money(99_000) });
    const other = await createMerchant(t.db);
    const otherBranch = await createBranch(t.db, { merchantId: other.id, cityId: city.id });
    const otherUser = await createUser(t.db, { merchantId: other.id });
    await createOrder(t.db, {
      merchantId: other.id,
      userId: otherUser.id,
      branchId: otherBranch.id,
      createdDate: at(now, 0, 12),
      status: 'CLOSED',
    });
    // A second product: sold on B, and on a cancelled order (not counted).
    const lagman = { productId: 77, name: ml("Lag'mon", 'Лагман', 'Lagman'), image: null, modifications: [] };
    const line = { costPrice: 30_000, discount: 10, unitPrice: 30_000, position: 1, ...lagman };
    await t.db.insert(orderItems).values([
      { orderId: onB.id, count: 2, linePrice: 60_000, lineDiscount: 6_000, ...line },
      { orderId: cancelledOnB.id, count: 5, linePrice: 150_000, lineDiscount: 15_000, ...line },
    ]);

    const signIn = async (role: StaffRole, merchantId = merchant.id) => {
      const member = await createStaff(t.db, { merchantId, role });
      return createStaffSession(t.db, member, { now });
    };
    return {
      merchant: merchant.id,
      other: other.id,
      a,
      b,
      otherBranch,
      d0: tashkentDay(new Date(now.getTime() - DAY)),
      d1: tashkentDay(now),
      admin: await signIn('ADMIN'),
      signIn,
    };
  }
  type Seeded = Awaited<ReturnType<typeof seed>>;

  const get = (s: Seeded, query: string, opts: { token?: string; lang?: string; csv?: boolean } = {}) =>
    call('GET', `/staff/v1/reports${opts.csv ? '/csv' : ''}?${query}`, {
      merchant: s.merchant,
      token: opts.token ?? s.admin,
      ...(opts.lang ? { lang: opts.lang } : {}),
    });

  it('adds up the orders of a range per day, payment type, service type and branch', async () => {
    const s = await seed();
    const res = await get(s, `from=${s.d0}&to=${s.d1}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    const report = ReportSchema.parse(res.json());
    expect(report).toEqual({
      from: s.d0,
      to: s.d1,
      branchId: null,
      totals: { orders: 6, revenue: 315_000, averageCheck: 52_500, cancelled: 4 },
      days: [
        { day: s.d0, orders: 1, revenue: 50_000, averageCheck: 50_000, cancelled: 1 },
        { day: s.d1, orders: 5, revenue: 265_000, averageCheck: 53_000, cancelled: 3 },
      ],
      byPaymentType: [
        { paymentType: 'CASH', orders: 4, revenue: 155_000 },
        { paymentType: 'PAYME', orders: 1, revenue: 100_000 },
        { paymentType: 'TERMINAL', orders: 1, revenue: 60_000 },
      ],
      byServiceType: [
        { serviceType: 'PICK_UP', orders: 4, revenue: 195_000 },
        { serviceType: 'DELIVERY', orders: 1, revenue: 100_000 },
        { serviceType: 'DINE_IN', orders: 1, revenue: 20_000 },
      ],
      byBranch: [
        { branchId: s.a.id, name: s.a.name, orders: 5, revenue: 255_000, averageCheck: 51_000, cancelled: 3 },
        { branchId: s.b.id, name: s.b.name, orders: 1, revenue: 60_000, averageCheck: 60_000, cancelled: 1 },
      ],
      cancellations: [
        { reason: QUOTED_REASON, count: 2 },
        { reason: '=cmd', count: 1 },
        { reason: null, count: 1 },
      ],
      topProducts: [
        { productId: 0, name: ml("To'y oshi", 'Свадебный плов', 'Wedding plov'), count: 6, revenue: 305_000 },
        { productId: 77, name: ml("Lag'mon", 'Лагман', 'Lagman'), count: 2, revenue: 54_000 },
      ],
      cashNotCollected: { due: { orders: 1, amount: 40_000 }, writtenOff: { orders: 1, amount: 20_000 } },
    } satisfies Report);
  });

  it('narrows to one branch and one day; days without orders are zeros', async () => {
    const s = await seed();
    const report = ReportSchema.parse((await get(s, `from=${s.d0}&to=${s.d1}&branchId=${s.b.id}`)).json());
    expect(report.totals).toEqual({ orders: 1, revenue: 60_000, averageCheck: 60_000, cancelled: 1 });
    // The unpaid handovers are all on branch A.
    expect(report.cashNotCollected).toEqual({
      due: { orders: 0, amount: 0 },
      writtenOff: { orders: 0, amount: 0 },
    });
    expect(report.days).toEqual([
      { day: s.d0, orders: 0, revenue: 0, averageCheck: 0, cancelled: 0 },
      { day: s.d1, orders: 1, revenue: 60_000, averageCheck: 60_000, cancelled: 1 },
    ]);
    expect(report.byBranch.map((b) => b.branchId)).toEqual([s.b.id]);
    expect(report.topProducts.map((p) => [p.productId, p.count])).toEqual([
      [77, 2],
      [0, 1],
    ]);
    const yesterday = ReportSchema.parse((await get(s, `from=${s.d0}&to=${s.d0}`)).json());
    expect(yesterday.totals).toEqual({ orders: 1, revenue: 50_000, averageCheck: 50_000, cancelled: 1 });
  });

  it('is for ADMIN of the merchant only; bad ranges and foreign branches are refused in the caller’s language', async () => {
    const s = await seed();
    const range = `from=${s.d0}&to=${s.d1}`;
    for (const role of ['KITCHEN', 'COURIER', 'OPERATOR'] as const) {
      const token = await s.signIn(role);
      for (const csv of [false, true]) {
        const res = await get(s, range, { token, csv, lang: 'eng' });
        expect(res.statusCode, role).toBe(403);
        expect(ApiErrorSchema.parse(res.json()).message).toBe('You are not allowed to do this.');
      }
    }
    const foreignAdmin = await s.signIn('ADMIN', s.other);
    expect((await get(s, range, { token: foreignAdmin })).statusCode).toBe(401);
    expect((await get(s, range, { token: '' })).statusCode).toBe(401);

    const foreignBranch = await get(s, `${range}&branchId=${s.otherBranch.id}`, { lang: 'eng' });
    expect(foreignBranch.statusCode).toBe(404);
    expect(ApiErrorSchema.parse(foreignBranch.json()).message).toBe('Branch not found.');

    const backwards = await get(s, `from=${s.d1}&to=${s.d0}`, { lang: 'ru' });
    expect(backwards.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(backwards.json()).message).toBe(
      'Неверный период отчёта: начало должно быть не позже конца, а период — не длиннее 366 дней.',
    );
    const tooLong = await get(s, `from=2024-01-01&to=${s.d1}`, { lang: 'eng' });
    expect(tooLong.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(tooLong.json()).code).toBe('VALIDATION_FAILED');
    expect((await get(s, `from=${s.d0.slice(0, 5)}13-01&to=${s.d1}`)).statusCode).toBe(400);
    const missing = await get(s, `from=${s.d0}`, { lang: 'uz' });
    expect(missing.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(missing.json()).details?.[0]?.path).toBe('query.to');
  });

  it('downloads the same figures as CSV for Excel', async () => {
    const s = await seed();
    const res = await get(s, `from=${s.d0}&to=${s.d1}`, { csv: true, lang: 'eng' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="report-${s.d0}-${s.d1}.csv"`);
    expect(res.headers['cache-control']).toContain('no-store');
    expect(res.body.startsWith(CSV_BOM)).toBe(true);
    const rows = parseCsv(res.body.slice(CSV_BOM.length));
    const section = (title: string) => {
      // Sections start after the two heading lines and their empty line.
      const start = rows.findIndex((r, i) => i > 2 && r[0] === title);
      const end = rows.findIndex((r, i) => i > start && r.length === 1 && r[0] === '');
      return rows.slice(start, end === -1 ? undefined : end);
    };
    expect(rows[0]).toEqual(['Report', `${s.d0} - ${s.d1}`]);
    expect(rows[1]).toEqual(['Branch', 'All branches']);
    expect(section('Day')).toEqual([
      ['Day', 'Orders', 'Revenue', 'Average check', 'Cancelled'],
      [s.d0, '1', '50000', '50000', '1'],
      [s.d1, '5', '265000', '53000', '3'],
      ['Total', '6', '315000', '52500', '4'],
    ]);
    expect(section('Payment type')).toEqual([
      ['Payment type', 'Orders', 'Revenue'],
      ['CASH', '4', '155000'],
      ['PAYME', '1', '100000'],
      ['TERMINAL', '1', '60000'],
    ]);
    expect(section('Branch').slice(1)).toEqual([
      ['Chilonzor branch', '5', '255000', '51000', '3'],
      ['Yunusobod branch', '1', '60000', '60000', '1'],
    ]);
    // The reason with a comma, quotes and a line break comes back whole; a formula is defused.
    expect(section('Reason')).toEqual([
      ['Reason', 'Count'],
      [QUOTED_REASON, '2'],
      ["'=cmd", '1'],
      ['(no reason given)', '1'],
    ]);
    expect(section('Product')).toEqual([
      ['Product', 'Units sold', 'Revenue'],
      ['Wedding plov', '6', '305000'],
      ['Lagman', '2', '54000'],
    ]);
    expect(section('Cash not collected')).toEqual([
      ['Cash not collected', 'Orders', 'Amount'],
      ['Still due', '1', '40000'],
      ['Written off', '1', '20000'],
    ]);

    const ru = await get(s, `from=${s.d0}&to=${s.d1}&branchId=${s.b.id}`, { csv: true, lang: 'ru' });
    expect(ru.headers['content-disposition']).toBe(
      `attachment; filename="report-${s.d0}-${s.d1}-branch-${s.b.id}.csv"`,
    );
    const ruRows = parseCsv(ru.body.slice(CSV_BOM.length));
    expect(ruRows[1]).toEqual(['Филиал', 'Филиал Юнусабад']);
    expect(ruRows[3]).toEqual(['День', 'Заказы', 'Выручка', 'Средний чек', 'Отменено']);
  });
});

describe('CSV fields and days', () => {
  it('quotes what must be quoted and defuses formulas', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('+998 90')).toBe("'+998 90");
    expect(csvField('-1')).toBe("'-1");
    expect(csvField('@sum')).toBe("'@sum");
    expect(csvField(-5)).toBe('-5');
    expect(csvField(null)).toBe('');
  });

  it('lists every day of a range across a month end', () => {
    expect(daysBetween('2026-02-27', '2026-03-02')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
  });
});

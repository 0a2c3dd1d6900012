/**
 * Menu import and export through the API (decision 258): the export's rows, a file with bad rows (problems per
 * row and column, nothing written), a good file (products changed and created, the menu's ETag changed, audit
 * rows), the round trip export -> import with no change, dry runs, and who may call it.
 */
import { type MenuImportResult, MenuImportResultSchema, type StaffRole } from '@dasturxon/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createStaff, createStaffSession } from '../../db/factories/staff.ts';
import {
  createBranch,
  createCategory,
  createCity,
  createGroup,
  createMerchant,
  createProduct,
  ml,
} from '../../db/factories.ts';
import { auditLog, products } from '../../db/schema/index.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { databases } from '../../testing/test-db.ts';
import { CSV_BOM, parseCsv } from './csv-text.ts';

const EXPORT = '/api/staff/v1/admin/menu/export.csv';
const IMPORT = '/api/staff/v1/admin/menu/import';
const OVERALLS = '/api/products/v1/overalls';

describe.each(databases())('menu import/export on %s', (kind) => {
  const t = useTestApp(kind);

  async function world(role: StaffRole = 'ADMIN') {
    const merchant = await createMerchant(t.db);
    const city = await createCity(t.db);
    const branch = await createBranch(t.db, { merchantId: merchant.id, cityId: city.id });
    const group = await createGroup(t.db, { merchantId: merchant.id });
    const hot = await createCategory(t.db, { merchantId: merchant.id, groupId: group.id });
    const drinks = await createCategory(t.db, {
      merchantId: merchant.id,
      groupId: group.id,
      name: ml('Ichimliklar', 'Напитки', 'Drinks'),
    });
    const plov = await createProduct(t.db, { merchantId: merchant.id, categoryId: hot.id, costPrice: 45000 });
    const tea = await createProduct(t.db, {
      merchantId: merchant.id,
      categoryId: drinks.id,
      name: ml("Ko'k choy", 'Зелёный чай', 'Green tea'),
      costPrice: 8000,
      labels: ['hot'],
      branches: [{ branchId: branch.id, isAvailable: true }],
    });
    const member = await createStaff(t.db, { merchantId: merchant.id, role });
    const token = await createStaffSession(t.db, member);
    return { merchant: merchant.id, branch, hot, drinks, plov, tea, token };
  }
  type World = Awaited<ReturnType<typeof world>>;

  const exportCsv = (w: World) => t.get(EXPORT, { merchant: w.merchant, token: w.token, lang: 'eng' });
  async function importCsv(w: World, csv: string, dryRun = false): Promise<MenuImportResult> {
    const res = await t.call('POST', IMPORT, {
      merchant: w.merchant,
      token: w.token,
      lang: 'eng',
      body: { csv, dryRun },
    });
    expect(res.statusCode).toBe(200);
    return MenuImportResultSchema.parse(res.json());
  }
  const rowsOf = (w: World) => t.db.select().from(products).where(eq(products.merchantId, w.merchant));

  it('exports every product as a CSV row a spreadsheet opens', async () => {
    const w = await world();
    const res = await exportCsv(w);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.body.startsWith(CSV_BOM)).toBe(true);
    const [header, ...rows] = parseCsv(res.body);
    expect(header?.slice(0, 4)).toEqual(['id', 'category_id', 'category', 'name_uz']);
    const tea = rows.find((r) => r[0] === String(w.tea.id));
    const col = (name: string) => header?.indexOf(name) ?? -1;
    expect(tea?.[col('category')]).toBe('Drinks');
    expect(tea?.[col('name_ru')]).toBe('Зелёный чай');
    expect(tea?.[col('price')]).toBe('8000');
    expect(tea?.[col('labels')]).toBe('hot');
    expect(tea?.[col('branches')]).toBe(String(w.branch.id));
    expect(tea?.[col('active')]).toBe('yes');
    expect(rows).toHaveLength(2);
  });

  it('lists bad rows with their row, column and message, and writes nothing', async () => {
    const w = await world();
    const before = await rowsOf(w);
    const menuBefore = await t.get(OVERALLS, { merchant: w.merchant });
    const csv = [
      'id,category,name_uz,name_ru,name_eng,price,discount,unit,channels',
      `${w.plov.id},Hot dishes,Osh,Плов,Plov,50000,10,COUNT,WEB`, // fine
      `,Drinks,Ayron,Айран,Ayran,-5,0,LITER,WEB`, // negative price
      `,Desserts,Halvo,Халва,Halva,12000,0,COUNT,WEB`, // no such category
      `999999,Hot dishes,X,X,X,1,0,COUNT,WEB`, // no such product
      `${w.tea.id},Drinks,Choy,Чай,Tea,7000,150,CUP,FAX`, // discount, unit, channel
      `,Drinks,,Компот,Compote,9000,0,COUNT,TG`, // missing uz name
    ].join('\n');
    const result = await importCsv(w, csv);
    expect(result.applied).toBe(false);
    expect(result.problems).toEqual([
      { row: 3, column: 'price', message: 'Must be from 0 to 2147483647' },
      { row: 4, column: 'category', message: 'No such category: “Desserts”' },
      { row: 5, column: 'id', message: 'No product with id 999999' },
      { row: 6, column: 'discount', message: 'Must be from 0 to 100' },
      { row: 6, column: 'unit', message: 'Must be KG, LITER, GRAMM or COUNT' },
      { row: 6, column: 'channels', message: 'Must be WEB and/or TG' },
      { row: 7, column: 'name_uz', message: 'Required' },
    ]);
    expect(await rowsOf(w)).toEqual(before);
    const menuAfter = await t.get(OVERALLS, { merchant: w.merchant });
    expect(menuAfter.headers.etag).toBe(menuBefore.headers.etag);
    // In Russian too.
    const ru = await t.call('POST', IMPORT, {
      merchant: w.merchant,
      token: w.token,
      lang: 'ru',
      body: { csv, dryRun: true },
    });
    expect(MenuImportResultSchema.parse(ru.json()).problems[1]?.message).toBe(
      'Нет такой категории: «Desserts»',
    );
  });

  it('applies a good file in one go: changes, creates, and the storefront menu gets a new ETag', async () => {
    const w = await world();
    const first = await t.get(OVERALLS, { merchant: w.merchant });
    // A Russian-Excel file: semicolons, a partial set of columns, names matched without ids.
    const csv = [
      'category;name_uz;name_ru;name_eng;price;labels;branches',
      `Hot dishes;To'y oshi;Свадебный плов;Wedding plov;52 000;new, spicy;${w.branch.id}`,
      'Напитки;Ayron;Айран;Ayran;6000;;',
    ].join('\r\n');
    const dry = await importCsv(w, csv, true);
    expect(dry).toMatchObject({ applied: false, created: 1, updated: 1, unchanged: 0, problems: [] });
    expect(dry.preview[0]).toMatchObject({ row: 2, action: 'update', productId: w.plov.id });
    expect(dry.preview[0]?.changed).toEqual(['price', 'labels', 'branches']);
    expect((await rowsOf(w)).find((p) => p.id === w.plov.id)?.costPrice).toBe(45000);

    const done = await importCsv(w, csv);
    expect(done).toMatchObject({ applied: true, created: 1, updated: 1 });
    const after = await rowsOf(w);
    const plov = after.find((p) => p.id === w.plov.id);
    expect([plov?.costPrice, plov?.labels]).toEqual([52000, ['new', 'spicy']]);
    const ayran = after.find((p) => p.name.eng === 'Ayran');
    expect([ayran?.categoryId, ayran?.costPrice, ayran?.unit, ayran?.systems]).toEqual([
      w.drinks.id,
      6000,
      'COUNT',
      ['WEB', 'TG'],
    ]);
    const second = await t.get(OVERALLS, {
      merchant: w.merchant,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(second.statusCode).toBe(200);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.merchantId, w.merchant));
    expect(audit.map((a) => a.action).sort()).toEqual(['import', 'import-create', 'import-update']);
    expect(audit.find((a) => a.action === 'import-update')?.changes).toMatchObject({
      price: { from: 45000, to: 52000 },
    });
  });

  it('imports its own export without changing anything (round trip)', async () => {
    const w = await world();
    const before = await rowsOf(w);
    const csv = (await exportCsv(w)).body;
    const result = await importCsv(w, csv);
    expect(result).toMatchObject({
      applied: true,
      rows: 2,
      created: 0,
      updated: 0,
      unchanged: 2,
      problems: [],
    });
    expect(await rowsOf(w)).toEqual(before);
    // Edited in a spreadsheet: one price changed, the rest as exported.
    const edited = csv.replace(/,45000,/, ',47000,');
    const again = await importCsv(w, edited);
    expect(again).toMatchObject({ updated: 1, unchanged: 1 });
    expect((await rowsOf(w)).find((p) => p.id === w.plov.id)?.costPrice).toBe(47000);
  });

  it("is for ADMIN only, and never reaches another merchant's products", async () => {
    const w = await world();
    for (const role of ['OPERATOR', 'KITCHEN', 'COURIER'] as const) {
      const member = await createStaff(t.db, { merchantId: w.merchant, role });
      const token = await createStaffSession(t.db, member);
      expect((await t.get(EXPORT, { merchant: w.merchant, token })).statusCode).toBe(403);
      const res = await t.call('POST', IMPORT, {
        merchant: w.merchant,
        token,
        body: { csv: 'id\n1', dryRun: true },
      });
      expect(res.statusCode).toBe(403);
    }
    expect((await t.get(EXPORT, { merchant: w.merchant })).statusCode).toBe(401);
    const other = await world();
    const result = await importCsv(other, `id,price\n${w.plov.id},1`);
    expect(result.problems).toEqual([{ row: 2, column: 'id', message: `No product with id ${w.plov.id}` }]);
    const theirs = parseCsv((await exportCsv(other)).body)
      .slice(1)
      .map((r) => Number(r[0]));
    expect(theirs).not.toContain(w.plov.id);
  });

  it('answers odd files with problems, never a server error', async () => {
    const w = await world();
    const odd = [
      '"',
      'id,price\n"1,2',
      `id,price\n${w.plov.id},99999999999999999999`,
      `id,price,price\n${w.plov.id},1,2`,
      `id\n${'9'.repeat(40)}`,
      'name_uz,category_id\nX,2147483648',
      ';;;\n;;;',
      `id,measure,branches\n${w.plov.id},NaN,-1`,
    ];
    for (const csv of odd) {
      const res = await t.call('POST', IMPORT, {
        merchant: w.merchant,
        token: w.token,
        body: { csv, dryRun: false },
      });
      expect(res.statusCode, csv).toBe(200);
    }
    // Text no database can store (a lone surrogate) is refused for the whole request by the root text guard,
    // with a translated 400 naming the field, before any row is read.
    const surrogate = await t.call('POST', IMPORT, {
      merchant: w.merchant,
      token: w.token,
      body: { csv: `id,name_uz\n${w.plov.id},\ud800`, dryRun: false },
      lang: 'eng',
    });
    expect(surrogate.statusCode).toBe(400);
    expect(surrogate.json().details[0]).toMatchObject({
      path: 'body.csv',
      message: expect.stringMatching(/not allowed/),
    });
    const tooBig = await t.call('POST', IMPORT, {
      merchant: w.merchant,
      token: w.token,
      body: { csv: 'x'.repeat(2_000_001), dryRun: true },
    });
    expect(tooBig.statusCode).toBe(400);
  });

  it('refuses a file without product columns or rows', async () => {
    const w = await world();
    expect((await importCsv(w, 'colour,size\nred,big')).problems).toEqual([
      { row: 1, column: 'colour', message: 'Unknown column: colour' },
      { row: 1, column: 'size', message: 'Unknown column: size' },
      { row: 1, column: 'id', message: 'Missing column: id / name_uz' },
    ]);
    expect((await importCsv(w, 'id,price\n')).problems).toEqual([
      { row: 1, column: null, message: 'The file has no product rows' },
    ]);
  });
});

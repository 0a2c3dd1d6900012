/**
 * Menu export and import (decision 258). The import reads and checks every row inside one transaction and
 * writes only when no row has a problem and it is not a dry run: all rows or none. Rows name a product by `id`,
 * else by a name (any language) within its category; a row naming none creates one. The caller drops the menu
 * cache after a write commits.
 */
import {
  type Lang,
  MENU_IMPORT_MAX_ROWS,
  MENU_SHEET_COLUMNS,
  type MenuImportProblem,
  type MenuImportResult,
  type MenuImportRow,
  type MenuSheetColumn,
} from '@dasturxon/contracts';
import { and, asc, eq, inArray, max } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { branches, categories, productBranches, products } from '../../db/schema/index.ts';
import { type AuditActor, recordAudit } from '../audit/audit.ts';
import { syncProductBranches } from '../menu-admin/repository.ts';
import { CSV_BOM, csvLine, parseCsv } from './csv-text.ts';
import { importMessage } from './import-messages.ts';
import { changedColumns, NEW_PRODUCT, productCells, readRow, type SheetProduct } from './sheet.ts';

type Existing = SheetProduct & { id: number };

async function loadSheet(q: Tx, merchantId: string) {
  // One after another: inside a transaction they share one connection.
  const cats = await q
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(eq(categories.merchantId, merchantId))
    .orderBy(asc(categories.priority), asc(categories.id));
  const branchRows = await q
    .select({ id: branches.id })
    .from(branches)
    .where(and(eq(branches.merchantId, merchantId), eq(branches.deleted, false)));
  const rows = await q
    .select()
    .from(products)
    .where(and(eq(products.merchantId, merchantId), eq(products.deleted, false)))
    .orderBy(asc(products.categoryId), asc(products.priority), asc(products.id));
  const offered = rows.length
    ? await q
        .select({ productId: productBranches.productId, branchId: productBranches.branchId })
        .from(productBranches)
        .where(
          inArray(
            productBranches.productId,
            rows.map((r) => r.id),
          ),
        )
    : [];
  const branchIdsOf = new Map<number, number[]>();
  for (const o of offered)
    branchIdsOf.set(o.productId, [...(branchIdsOf.get(o.productId) ?? []), o.branchId]);
  const list: Existing[] = rows.map((r) => ({
    id: r.id,
    categoryId: r.categoryId,
    name: r.name,
    description: r.description,
    costPrice: r.costPrice,
    discount: r.discount,
    unit: r.unit,
    measure: r.measure,
    calorie: r.calorie,
    timeCookingMin: r.timeCookingMin,
    timeCookingMax: r.timeCookingMax,
    labels: r.labels,
    systems: r.systems,
    active: r.active,
    branchIds: (branchIdsOf.get(r.id) ?? []).sort((a, b) => a - b),
    image: r.image,
  }));
  return { categories: cats, branchIds: new Set(branchRows.map((b) => b.id)), products: list };
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function createMenuImportService(db: Db) {
  return {
    async exportCsv(merchantId: string, lang: Lang): Promise<string> {
      const sheet = await loadSheet(db, merchantId);
      const names = new Map(sheet.categories.map((c) => [c.id, c.name[lang]]));
      const lines = [csvLine(MENU_SHEET_COLUMNS)];
      for (const p of sheet.products) {
        const cells = productCells(p, names.get(p.categoryId) ?? '');
        lines.push(csvLine(MENU_SHEET_COLUMNS.map((c) => cells[c])));
      }
      return `${CSV_BOM}${lines.join('\r\n')}\r\n`;
    },

    async importCsv(who: AuditActor, lang: Lang, csv: string, dryRun: boolean): Promise<MenuImportResult> {
      const problems: MenuImportProblem[] = [];
      const problem = (
        row: number,
        column: string | null,
        key: Parameters<typeof importMessage>[1],
        params?: Record<string, string | number>,
      ) => {
        const message = importMessage(lang, key, params);
        if (!problems.some((p) => p.row === row && p.column === column && p.message === message)) {
          problems.push({ row, column, message });
        }
      };
      const table = parseCsv(csv);
      const header = (table[0] ?? []).map((h) => h.trim().toLowerCase());
      const columns: MenuSheetColumn[] = [];
      header.forEach((h) => {
        if ((MENU_SHEET_COLUMNS as readonly string[]).includes(h)) columns.push(h as MenuSheetColumn);
        else if (h !== '') problem(1, h, 'unknownColumn', { column: h });
      });
      if (
        !columns.includes('id') &&
        !['name_uz', 'name_ru', 'name_eng'].some((c) => columns.includes(c as MenuSheetColumn))
      ) {
        problem(1, 'id', 'missingColumn', { column: 'id / name_uz' });
      }
      const body = table
        .slice(1)
        .map((cells, i) => ({ row: i + 2, cells }))
        .filter((r) => r.cells.some((c) => c.trim() !== ''));
      if (body.length === 0) problem(1, null, 'noRows');
      if (body.length > MENU_IMPORT_MAX_ROWS) problem(1, null, 'tooManyRows', { max: MENU_IMPORT_MAX_ROWS });
      const empty = { applied: false, rows: body.length, created: 0, updated: 0, unchanged: 0, preview: [] };
      if (problems.length > 0) return { ...empty, problems };

      return db.transaction(async (tx) => {
        const sheet = await loadSheet(tx, who.merchantId);
        const byId = new Map(sheet.products.map((p) => [p.id, p]));
        const claimed = new Map<number, number>(); // product id -> row
        const plan: Array<{
          row: number;
          before: Existing | null;
          after: SheetProduct;
          changed: MenuSheetColumn[];
        }> = [];
        for (const { row, cells: raw } of body) {
          const cells: Partial<Record<MenuSheetColumn, string>> = {};
          header.forEach((h, i) => {
            if ((columns as string[]).includes(h)) cells[h as MenuSheetColumn] = raw[i] ?? '';
          });
          const { fields, problems: cellProblems } = readRow(cells, { branchIds: sheet.branchIds });
          for (const p of cellProblems) problem(row, p.column, p.key, p.params);
          // The category: by id, else by a name in any language.
          let categoryId: number | undefined;
          const catId = (cells.category_id ?? '').trim();
          const catName = (cells.category ?? '').trim();
          if (catId !== '') {
            categoryId = sheet.categories.find((c) => String(c.id) === catId)?.id;
            if (categoryId === undefined) problem(row, 'category_id', 'unknownCategory', { value: catId });
          } else if (catName !== '') {
            const found = sheet.categories.filter((c) => Object.values(c.name).some((n) => same(n, catName)));
            if (found.length > 1) problem(row, 'category', 'ambiguousCategory');
            else if (found.length === 0) problem(row, 'category', 'unknownCategory', { value: catName });
            else categoryId = found[0]?.id;
          }
          // The product: by id, else by name within the category, else a new one.
          let before: Existing | null = null;
          const idText = (cells.id ?? '').trim();
          if (idText !== '') {
            before = byId.get(Number(idText)) ?? null;
            if (!before || !/^\d+$/.test(idText)) {
              problem(row, 'id', 'unknownProduct', { value: idText });
              continue;
            }
          } else if (categoryId !== undefined && fields.name) {
            const name = fields.name;
            const found = sheet.products.filter(
              (p) =>
                p.categoryId === categoryId &&
                (['uz', 'ru', 'eng'] as const).some(
                  (l) => name[l] !== undefined && name[l] !== '' && same(p.name[l], name[l]),
                ),
            );
            if (found.length > 1) problem(row, 'name_uz', 'ambiguousProduct');
            before = found[0] ?? null;
          }
          if (before) {
            const other = claimed.get(before.id);
            if (other !== undefined) problem(row, idText ? 'id' : 'name_uz', 'duplicate', { other });
            claimed.set(before.id, row);
          } else {
            if (categoryId === undefined && catId === '' && catName === '')
              problem(row, 'category', 'required');
            for (const l of ['uz', 'ru', 'eng'] as const) {
              if (!fields.name?.[l]) problem(row, `name_${l}`, 'required');
            }
            if (fields.costPrice === undefined && !columns.includes('price'))
              problem(row, 'price', 'required');
          }
          const base: SheetProduct = before ?? {
            ...NEW_PRODUCT,
            categoryId: categoryId ?? 0,
            name: { uz: '', ru: '', eng: '' },
            costPrice: 0,
          };
          const after: SheetProduct = {
            ...base,
            ...fields,
            categoryId: categoryId ?? base.categoryId,
            name: { ...base.name, ...fields.name },
            description: { ...base.description, ...fields.description },
          };
          if (
            after.timeCookingMin !== null &&
            after.timeCookingMax !== null &&
            after.timeCookingMin > after.timeCookingMax
          ) {
            problem(row, 'cooking_min', 'cookingOrder');
          }
          plan.push({
            row,
            before,
            after,
            changed: before ? changedColumns(before, after, columns) : columns,
          });
        }

        const preview: MenuImportRow[] = plan.map((p) => ({
          row: p.row,
          action: !p.before ? 'create' : p.changed.length > 0 ? 'update' : 'unchanged',
          productId: p.before?.id ?? null,
          name: p.after.name[lang] || p.after.name.uz,
          changed: p.before ? p.changed : [],
        }));
        const count = (a: MenuImportRow['action']) => preview.filter((r) => r.action === a).length;
        const result = {
          applied: false,
          rows: body.length,
          created: count('create'),
          updated: count('update'),
          unchanged: count('unchanged'),
          problems: problems.sort((a, b) => a.row - b.row),
          preview: preview.slice(0, 1000),
        };
        if (problems.length > 0 || dryRun) return result;

        const tops = new Map<number, number>();
        for (const p of plan) {
          const { branchIds, ...values } = p.after;
          if (!p.before) {
            if (!tops.has(values.categoryId)) {
              const [top] = await tx
                .select({ p: max(products.priority) })
                .from(products)
                .where(and(eq(products.categoryId, values.categoryId), eq(products.deleted, false)));
              tops.set(values.categoryId, top?.p ?? -1);
            }
            const priority = (tops.get(values.categoryId) ?? -1) + 1;
            tops.set(values.categoryId, priority);
            const [created] = await tx
              .insert(products)
              .values({ merchantId: who.merchantId, ...values, priority })
              .returning({ id: products.id });
            const id = (created as { id: number }).id;
            await syncProductBranches(tx, id, branchIds);
            await recordAudit(tx, who, {
              entity: 'product',
              entityId: id,
              action: 'import-create',
              changes: { name: values.name, costPrice: values.costPrice },
            });
          } else if (p.changed.length > 0) {
            await tx
              .update(products)
              .set({ ...values, lastModifiedDate: new Date() })
              .where(eq(products.id, p.before.id));
            if (p.changed.includes('branches')) await syncProductBranches(tx, p.before.id, branchIds);
            const changes = Object.fromEntries(
              p.changed.map((c) => [
                c,
                {
                  from: productCells(p.before as Existing, '')[c],
                  to: productCells({ ...p.after, id: 0 }, '')[c],
                },
              ]),
            );
            await recordAudit(tx, who, {
              entity: 'product',
              entityId: p.before.id,
              action: 'import-update',
              changes,
            });
          }
        }
        await recordAudit(tx, who, {
          entity: 'menu',
          action: 'import',
          changes: { rows: result.rows, created: result.created, updated: result.updated },
        });
        return { ...result, applied: true };
      });
    },
  };
}

export type MenuImportService = ReturnType<typeof createMenuImportService>;

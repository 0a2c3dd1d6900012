/**
 * One product as a sheet row and back (decision 258), without the database: `productCells` writes a row of the
 * export; `readRow` reads a row of an import into the product's fields, with a translated problem per bad cell.
 * A column the file does not have leaves that field as it is (an "id,price" file changes prices only).
 */
import { type Lang, MENU_CHANNELS, type MenuSheetColumn, PG_INT_MAX, UNITS } from '@dasturxon/contracts';
import { type ImportMessageKey, importMessage } from './import-messages.ts';

type Ml = { uz: string; ru: string; eng: string };
type Unit = (typeof UNITS)[number];
type Channel = (typeof MENU_CHANNELS)[number];

/** The fields of a product the sheet carries. */
export interface SheetProduct {
  categoryId: number;
  name: Ml;
  description: Ml;
  costPrice: number;
  discount: number;
  unit: Unit;
  measure: number | null;
  calorie: number | null;
  timeCookingMin: number | null;
  timeCookingMax: number | null;
  labels: string[];
  systems: Channel[];
  active: boolean;
  /** Branches that offer it; empty = every branch. */
  branchIds: number[];
  image: string | null;
}

export const NEW_PRODUCT: Omit<SheetProduct, 'categoryId' | 'name' | 'costPrice'> = {
  description: { uz: '', ru: '', eng: '' },
  discount: 0,
  unit: 'COUNT',
  measure: null,
  calorie: null,
  timeCookingMin: null,
  timeCookingMax: null,
  labels: [],
  systems: ['WEB', 'TG'],
  active: true,
  branchIds: [],
  image: null,
};

/** Which field each product column fills (id, category and category_id are read by the import itself). */
export const FIELD_OF: Partial<Record<MenuSheetColumn, keyof SheetProduct>> = {
  name_uz: 'name',
  name_ru: 'name',
  name_eng: 'name',
  description_uz: 'description',
  description_ru: 'description',
  description_eng: 'description',
  price: 'costPrice',
  discount: 'discount',
  unit: 'unit',
  measure: 'measure',
  calories: 'calorie',
  cooking_min: 'timeCookingMin',
  cooking_max: 'timeCookingMax',
  labels: 'labels',
  channels: 'systems',
  active: 'active',
  branches: 'branchIds',
  image: 'image',
};

export function productCells(
  p: SheetProduct & { id: number },
  categoryName: string,
): Record<MenuSheetColumn, string | number | null> {
  return {
    id: p.id,
    category_id: p.categoryId,
    category: categoryName,
    name_uz: p.name.uz,
    name_ru: p.name.ru,
    name_eng: p.name.eng,
    description_uz: p.description.uz,
    description_ru: p.description.ru,
    description_eng: p.description.eng,
    price: p.costPrice,
    discount: p.discount,
    unit: p.unit,
    measure: p.measure,
    calories: p.calorie,
    cooking_min: p.timeCookingMin,
    cooking_max: p.timeCookingMax,
    labels: p.labels.join('; '),
    channels: p.systems.join('; '),
    active: p.active ? 'yes' : 'no',
    branches: p.branchIds.join('; '),
    image: p.image,
  };
}

export interface CellProblem {
  column: MenuSheetColumn;
  key: ImportMessageKey;
  params?: Record<string, string | number>;
}

const TRUE = new Set(['1', 'yes', 'true', 'y', 'ha', 'да', 'on', '+']);
const FALSE = new Set(['0', 'no', 'false', 'n', "yo'q", 'yoq', 'нет', 'off', '-']);

/** A whole number from "12 000", "12000", "12000.0"; undefined when it is not one. */
function wholeNumber(raw: string): number | undefined {
  const text = raw.replace(/[\s\u00a0\u202f]/g, '').replace(/[.,]0+$/, '');
  return /^-?\d{1,12}$/.test(text) ? Number(text) : undefined;
}

function list(raw: string): string[] {
  return raw
    .split(/[;,|]/)
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

/**
 * The fields a row sets (only its columns), and its problems. `known.branches` are the merchant's branch ids.
 */
export function readRow(
  cells: Partial<Record<MenuSheetColumn, string>>,
  known: { branchIds: ReadonlySet<number> },
): { fields: Partial<SheetProduct>; problems: CellProblem[] } {
  const fields: Partial<SheetProduct> = {};
  const problems: CellProblem[] = [];
  const has = (c: MenuSheetColumn) => cells[c] !== undefined;
  const value = (c: MenuSheetColumn) => (cells[c] ?? '').trim();
  const bad = (column: MenuSheetColumn, key: ImportMessageKey, params?: Record<string, string | number>) => {
    problems.push({ column, key, ...(params ? { params } : {}) });
  };
  const int = (
    c: MenuSheetColumn,
    min: number,
    max: number,
    blank: number | null | 'required',
  ): number | null | undefined => {
    const raw = value(c);
    if (raw === '') {
      if (blank === 'required') bad(c, 'required');
      return blank === 'required' ? undefined : blank;
    }
    const n = wholeNumber(raw);
    if (n === undefined) bad(c, 'number');
    else if (n < min || n > max) bad(c, 'range', { min, max });
    else return n;
    return undefined;
  };
  const text = (c: MenuSheetColumn, max: number, required: boolean) => {
    const raw = value(c);
    if (required && raw === '') bad(c, 'required');
    else if (raw.length > max) bad(c, 'tooLong', { max });
    return raw;
  };

  for (const [kind, max, required] of [
    ['name', 120, true],
    ['description', 2000, false],
  ] as const) {
    const langs = (['uz', 'ru', 'eng'] as const).filter((l) => has(`${kind}_${l}`));
    if (langs.length === 0) continue;
    const ml: Partial<Ml> = {};
    for (const l of langs) ml[l] = text(`${kind}_${l}`, max, required);
    (fields as Record<string, unknown>)[kind] = ml;
  }
  if (has('price')) fields.costPrice = int('price', 0, PG_INT_MAX, 'required') ?? undefined;
  if (has('discount')) fields.discount = int('discount', 0, 100, 0) ?? undefined;
  if (has('unit')) {
    const unit = (value('unit') || 'COUNT').toUpperCase();
    if ((UNITS as readonly string[]).includes(unit)) fields.unit = unit as Unit;
    else bad('unit', 'unit');
  }
  if (has('measure')) {
    const raw = value('measure').replace(',', '.');
    const n = raw === '' ? null : Number(raw);
    if (n !== null && !Number.isFinite(n)) bad('measure', 'decimal');
    else if (n !== null && (n <= 0 || n > 100_000)) bad('measure', 'range', { min: 0, max: 100_000 });
    else fields.measure = n;
  }
  if (has('calories')) fields.calorie = int('calories', 0, 100_000, null);
  if (has('cooking_min')) fields.timeCookingMin = int('cooking_min', 0, 1440, null);
  if (has('cooking_max')) fields.timeCookingMax = int('cooking_max', 0, 1440, null);
  if (has('labels')) {
    const labels = [...new Set(list(value('labels')))];
    if (labels.length > 10 || labels.some((l) => l.length > 40)) bad('labels', 'labels');
    else fields.labels = labels;
  }
  if (has('channels')) {
    const tokens = list(value('channels')).map((t) => t.toUpperCase());
    if (tokens.some((t) => !(MENU_CHANNELS as readonly string[]).includes(t))) bad('channels', 'channels');
    else fields.systems = [...new Set(tokens)] as Channel[];
  }
  if (has('active')) {
    const raw = value('active').toLowerCase();
    if (raw === '' || TRUE.has(raw)) fields.active = true;
    else if (FALSE.has(raw)) fields.active = false;
    else bad('active', 'boolean');
  }
  if (has('branches')) {
    const ids: number[] = [];
    for (const token of list(value('branches'))) {
      const id = wholeNumber(token);
      if (id === undefined || !known.branchIds.has(id)) bad('branches', 'unknownBranch', { value: token });
      else ids.push(id);
    }
    fields.branchIds = [...new Set(ids)].sort((a, b) => a - b);
  }
  if (has('image')) fields.image = text('image', 500, false) || null;
  return { fields, problems };
}

/** The columns of `columns` whose field differs between `before` and `after`. */
export function changedColumns(
  before: SheetProduct,
  after: SheetProduct,
  columns: readonly MenuSheetColumn[],
): MenuSheetColumn[] {
  return columns.filter((c) => {
    if (c === 'category' || c === 'category_id') return before.categoryId !== after.categoryId;
    const field = FIELD_OF[c];
    if (!field) return false;
    const lang = /_(uz|ru|eng)$/.exec(c)?.[1] as keyof Ml | undefined;
    const a = before[field];
    const b = after[field];
    if (lang && typeof a === 'object' && typeof b === 'object') {
      return (a as Ml)[lang] !== (b as Ml)[lang];
    }
    return JSON.stringify(a) !== JSON.stringify(b);
  });
}

export function problemMessage(lang: Lang, p: CellProblem): string {
  return importMessage(lang, p.key, p.params);
}

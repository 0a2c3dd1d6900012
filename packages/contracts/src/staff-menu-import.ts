/**
 * Menu import and export as a CSV spreadsheet (issue 12, decision 258): ADMIN only. The export has one row per
 * product; the import creates or changes products from such a file, all rows or none, with the problems listed
 * per row and column, and a dry run that shows what would change before anything is written.
 */
import { z } from 'zod';

/** The columns of the sheet, in the export's order; the header row names them exactly so. */
export const MENU_SHEET_COLUMNS = [
  'id',
  'category_id',
  'category',
  'name_uz',
  'name_ru',
  'name_eng',
  'description_uz',
  'description_ru',
  'description_eng',
  'price',
  'discount',
  'unit',
  'measure',
  'calories',
  'cooking_min',
  'cooking_max',
  'labels',
  'channels',
  'active',
  'branches',
  'image',
] as const;
export type MenuSheetColumn = (typeof MENU_SHEET_COLUMNS)[number];

/** Largest accepted file (characters of CSV text) and number of product rows. */
export const MENU_IMPORT_MAX_CHARS = 2_000_000;
export const MENU_IMPORT_MAX_ROWS = 5000;

export const MenuImportInputSchema = z.object({
  /** The CSV file's text (UTF-8; a byte-order mark is fine; comma or semicolon separated). */
  csv: z.string().min(1).max(MENU_IMPORT_MAX_CHARS),
  /** true: check and preview only, nothing written. */
  dryRun: z.boolean(),
});
export type MenuImportInput = z.infer<typeof MenuImportInputSchema>;

/** One problem of the file: `row` is the spreadsheet's row number (1 = the header row). */
export const MenuImportProblemSchema = z.object({
  row: z.number().int(),
  column: z.string().nullable(),
  message: z.string(),
});
export type MenuImportProblem = z.infer<typeof MenuImportProblemSchema>;

export const MenuImportRowSchema = z.object({
  row: z.number().int(),
  action: z.enum(['create', 'update', 'unchanged']),
  /** The product's id (null for one the import would create). */
  productId: z.number().int().nullable(),
  name: z.string(),
  /** Columns whose value changes. */
  changed: z.array(z.string()),
});
export type MenuImportRow = z.infer<typeof MenuImportRowSchema>;

export const MenuImportResultSchema = z.object({
  /** true when the changes were written (not a dry run, and no problems). */
  applied: z.boolean(),
  rows: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  problems: z.array(MenuImportProblemSchema),
  preview: z.array(MenuImportRowSchema),
});
export type MenuImportResult = z.infer<typeof MenuImportResultSchema>;

/** Menu import and export as CSV (issue 12, decision 258): ADMIN only. */
import { z } from 'zod';
import { MenuImportInputSchema, MenuImportResultSchema } from '../staff-menu-import.ts';
import { defineEndpoint } from './define.ts';

export const staffMenuImportEndpoints = {
  /** Every product as a CSV file (UTF-8 with a BOM, for Excel): download it, do not parse it as JSON. */
  exportCsv: defineEndpoint({
    method: 'GET',
    path: '/staff/v1/admin/menu/export.csv',
    responses: { 200: z.string().describe('text/csv; charset=utf-8') },
  }),
  /** Check (dryRun) or apply a CSV file; problems come back per row, and nothing is written when there are any. */
  importCsv: defineEndpoint({
    method: 'POST',
    path: '/staff/v1/admin/menu/import',
    body: MenuImportInputSchema,
    responses: { 200: MenuImportResultSchema },
  }),
} as const;

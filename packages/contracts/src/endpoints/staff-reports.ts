/** Reports on the staff API (issue 11, decisions 221-222): ADMIN only. */
import { z } from 'zod';
import { ReportQuerySchema, ReportSchema } from '../staff-reports.ts';
import { defineEndpoint } from './define.ts';

export const staffReportEndpoints = {
  report: defineEndpoint({
    method: 'GET',
    path: '/staff/v1/reports',
    query: ReportQuerySchema,
    responses: { 200: ReportSchema },
  }),
  /** The same report as a CSV file (UTF-8 with a BOM, for Excel): download it, do not parse it as JSON. */
  reportCsv: defineEndpoint({
    method: 'GET',
    path: '/staff/v1/reports/csv',
    query: ReportQuerySchema,
    responses: { 200: z.string().describe('text/csv; charset=utf-8') },
  }),
} as const;

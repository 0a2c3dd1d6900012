/**
 * Reports on the staff API (issue 11; decisions 221-222): ADMIN only (KITCHEN, COURIER and OPERATOR get 403).
 * The report as JSON, and the same report as a CSV download.
 */
import { ApiErrorSchema, staffReportEndpoints as endpoints } from '@dasturxon/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLang } from '../../errors/error-handler.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { errorResponses } from '../../http/schemas.ts';
import { staffPrincipal } from '../staff/staff-auth.ts';
import { reportCsv, reportFileName } from './csv.ts';
import type { ReportService } from './service.ts';

const tags = ['staff: reports'];
const config = { auth: 'staff', roles: ['ADMIN'] } as const;
const errors = {
  ...errorResponses,
  401: ApiErrorSchema.describe('No valid staff session for this merchant'),
  403: ApiErrorSchema.describe('Only ADMIN reads reports'),
} as const;
const description =
  '`from` and `to` are Asia/Tashkent days, both included, at most 366 days; `branchId` narrows to one ' +
  'branch of the merchant. An order belongs to the day it is for (its scheduled time, else when it was ' +
  'placed). Orders that never reached the merchant (waiting for an online payment, or cancelled while ' +
  'waiting) are not counted; cancelled orders are counted apart, with their reasons.';

export function reportRoutes({ reports }: { reports: ReportService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...endpointRoute(endpoints.report, {
        tags,
        summary: 'Orders, revenue, average check, payment and service types, cancellations, top products',
        description,
        errors,
      }),
      config,
      handler: async (request) => {
        const p = staffPrincipal(request);
        return reports.report({ merchantId: p.merchantId, role: p.staff.role }, request.query);
      },
    });

    app.route({
      ...endpointRoute(endpoints.reportCsv, {
        tags,
        summary: 'The same report as a CSV file (UTF-8 with a BOM, for Excel)',
        description,
        errors,
      }),
      config,
      handler: async (request, reply) => {
        const p = staffPrincipal(request);
        const report = await reports.report({ merchantId: p.merchantId, role: p.staff.role }, request.query);
        const lang = requestLang(request);
        const branch = report.byBranch.find((b) => b.branchId === report.branchId);
        const csv = reportCsv(report, lang, report.branchId === null ? null : (branch?.name[lang] ?? null));
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${reportFileName(report)}"`)
          .send(csv);
      },
    });
  };
}

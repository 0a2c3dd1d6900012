/**
 * Menu import and export on the staff API (decision 258), ADMIN only: the products as a CSV download, and a CSV
 * checked (dry run) or applied in one transaction. A write drops the menu cache, so the storefront's next
 * request gets the new menu and a new ETag.
 */
import {
  ApiErrorSchema,
  staffMenuImportEndpoints as endpoints,
  MENU_IMPORT_MAX_CHARS,
  MENU_IMPORT_MAX_ROWS,
} from '@dasturxon/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLang } from '../../errors/error-handler.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { errorResponses } from '../../http/schemas.ts';
import { auditActor } from '../audit/audit.ts';
import { staffPrincipal } from '../staff/staff-auth.ts';
import type { MenuImportService } from './service.ts';

const tags = ['staff: menu import'];
const config = { auth: 'staff', roles: ['ADMIN'] } as const;
const errors = {
  ...errorResponses,
  401: ApiErrorSchema.describe('No valid staff session for this merchant'),
  403: ApiErrorSchema.describe('Only ADMIN imports and exports the menu'),
} as const;

export function menuImportRoutes({ service }: { service: MenuImportService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...endpointRoute(endpoints.exportCsv, {
        tags,
        summary: 'Every product of the menu as a CSV file (UTF-8 with a BOM, for Excel)',
        description:
          'One row per product (deleted ones not): id, category id and name (in the caller language), names ' +
          'and descriptions in uz/ru/eng, price, discount, unit, measure, calories, cooking times, labels and ' +
          'channels (separated by "; "), active (yes/no), branches (ids; empty = every branch), image path.',
        errors,
      }),
      config,
      handler: async (request, reply) => {
        const p = staffPrincipal(request);
        const csv = await service.exportCsv(p.merchantId, requestLang(request));
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="menu.csv"')
          .send(csv);
      },
    });

    app.route({
      ...endpointRoute(endpoints.importCsv, {
        tags,
        summary: 'Check or apply a menu CSV: all rows or none, problems listed per row and column',
        description:
          `The file as the export writes it (comma or semicolon separated), at most ${MENU_IMPORT_MAX_ROWS} rows. ` +
          'A row with an id changes that product; without one, a product of the category (category_id, else ' +
          'category name) with the same name in any language is changed, else a new one is created. A column the ' +
          'file leaves out is not changed. With problems, or with dryRun, nothing is written; the answer lists ' +
          'the problems (row number as the spreadsheet shows it, column, message in the caller language) and ' +
          'what each row would do.',
        errors,
      }),
      // JSON-escaped CSV (quotes doubled again, non-ASCII letters up to 3 bytes) of the largest accepted file.
      bodyLimit: MENU_IMPORT_MAX_CHARS * 4,
      config,
      handler: async (request) => {
        const p = staffPrincipal(request);
        const { csv, dryRun } = request.body;
        const result = await service.importCsv(auditActor(p), requestLang(request), csv, dryRun);
        if (result.applied) app.invalidateMenu(p.merchantId);
        return result;
      },
    });
  };
}

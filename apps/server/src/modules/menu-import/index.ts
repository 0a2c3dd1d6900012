/**
 * The menu import/export module (issue 12, decision 258): ADMIN's CSV export and import of the products, on the
 * staff sign-in of the staff module.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import type { StaffService } from '../staff/service.ts';
import { registerStaffAuth } from '../staff/staff-auth.ts';
import { menuImportRoutes } from './routes.ts';
import { createMenuImportService } from './service.ts';

export function menuImportModule(deps: { db: Db; staff: StaffService }): FastifyPluginAsyncZod {
  const service = createMenuImportService(deps.db);
  return async (app) => {
    registerStaffAuth(app, deps);
    await app.register(menuImportRoutes({ service }));
  };
}

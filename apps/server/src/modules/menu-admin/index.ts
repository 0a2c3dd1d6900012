/**
 * The menu on the staff API (issue 12): groups, categories, products, modifiers, order and stop-list, on the
 * staff sign-in hook (staff-auth.ts) like the staff module's own routes.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import type { StaffService } from '../staff/service.ts';
import { registerStaffAuth } from '../staff/staff-auth.ts';
import { createProductService } from './product-service.ts';
import { menuAdminRoutes } from './routes.ts';
import { createStructureService } from './structure-service.ts';

export function menuAdminModule(deps: { db: Db; staff: StaffService }): FastifyPluginAsyncZod {
  const structure = createStructureService(deps.db);
  const productsService = createProductService(deps.db);
  return async (app) => {
    registerStaffAuth(app, deps);
    await app.register(menuAdminRoutes({ db: deps.db, structure, productsService }));
  };
}

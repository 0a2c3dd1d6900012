/**
 * The promo admin module (issue 12, decision 266): the console's promo routes in their own plugin with the staff
 * sign-in hook (staff-auth.ts), checked exactly as the staff module's own routes.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import type { StaffService } from '../staff/service.ts';
import { registerStaffAuth } from '../staff/staff-auth.ts';
import { createPromoAdminRepository } from './admin-repository.ts';
import { createPromoAdminService } from './admin-service.ts';
import { promoAdminRoutes } from './staff-routes.ts';

export function promoAdminModule(deps: {
  db: Db;
  clock: () => Date;
  staff: StaffService;
}): FastifyPluginAsyncZod {
  const admin = createPromoAdminService({ repo: createPromoAdminRepository(deps.db), clock: deps.clock });
  return async (app) => {
    registerStaffAuth(app, deps);
    await app.register(promoAdminRoutes({ admin }));
  };
}

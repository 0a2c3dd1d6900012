/**
 * The staff accounts module (issue 12): ADMIN's staff screen on the staff API, on the staff sign-in of
 * staff-auth.ts like the reports module.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import type { StaffService } from '../staff/service.ts';
import { registerStaffAuth } from '../staff/staff-auth.ts';
import { staffAccountRoutes } from './routes.ts';
import { createStaffAccountService } from './service.ts';

export function staffAccountsModule(deps: {
  db: Db;
  staff: StaffService;
  clock?: () => Date;
}): FastifyPluginAsyncZod {
  const accounts = createStaffAccountService(deps);
  return async (app) => {
    registerStaffAuth(app, deps);
    await app.register(staffAccountRoutes({ accounts }));
  };
}

/**
 * The loyalty module (issue 12, decision 267): cashback adjusted by an admin, on the staff API. Its routes sit in
 * their own plugin with the staff sign-in hook (staff-auth.ts). Customers are found through the call centre's
 * phone search.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import type { StaffService } from '../staff/service.ts';
import { registerStaffAuth } from '../staff/staff-auth.ts';
import { createLoyaltyRepository } from './repository.ts';
import { loyaltyRoutes } from './routes.ts';
import { createLoyaltyService } from './service.ts';

export function loyaltyModule(deps: {
  db: Db;
  clock: () => Date;
  staff: StaffService;
}): FastifyPluginAsyncZod {
  const loyalty = createLoyaltyService({ repo: createLoyaltyRepository(deps.db), clock: deps.clock });
  return async (app) => {
    registerStaffAuth(app, deps);
    await app.register(loyaltyRoutes({ loyalty }));
  };
}

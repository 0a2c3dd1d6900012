/**
 * The branch-admin module (issue 12): branches, delivery zones and order settings in the console, ADMIN only,
 * on the staff sign-in hook (staff-auth.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import type { DeliveryService } from '../deliveries/service.ts';
import type { OrderingSettingsService } from '../orders/ordering-settings.ts';
import type { StaffService } from '../staff/service.ts';
import { registerStaffAuth } from '../staff/staff-auth.ts';
import { createBranchAdminService } from './branches-service.ts';
import { createBranchAdminRepository } from './repository.ts';
import { branchAdminRoutes } from './routes.ts';
import { createZoneAdminService } from './zones-service.ts';

export function branchAdminModule(deps: {
  db: Db;
  staff: StaffService;
  clock: () => Date;
  deliveries: DeliveryService;
  ordering: OrderingSettingsService;
  invalidateMenu(merchantId: string): void;
  /** After order settings are saved: the ordering settings cached per merchant (decision 365). */
  invalidateMerchant(merchantId: string): void;
  /** After a zone is created, saved or deleted: the zones orders are priced in (decision 379). */
  invalidateZones(merchantId: string): void;
}): FastifyPluginAsyncZod {
  const repo = createBranchAdminRepository();
  const shared = { db: deps.db, repo, clock: deps.clock };
  const branches = createBranchAdminService({ ...shared, invalidateMenu: deps.invalidateMenu });
  const zones = createZoneAdminService({
    ...shared,
    deliveries: deps.deliveries,
    ordering: deps.ordering,
    invalidateMerchant: deps.invalidateMerchant,
    invalidateZones: deps.invalidateZones,
  });
  return async (app) => {
    registerStaffAuth(app, deps);
    await app.register(branchAdminRoutes({ branches, zones }));
  };
}

/**
 * The call-centre module (issue 11): phone orders on the staff API. Its routes sit in their own plugin with the
 * staff sign-in hook (staff-auth.ts), so they are checked exactly as the staff module's own routes.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import type { AddressService } from '../addresses/service.ts';
import type { PlaceOrderService } from '../orders/place-order.ts';
import type { QuoteService } from '../orders/quote.ts';
import type { StaffService } from '../staff/service.ts';
import { registerStaffAuth } from '../staff/staff-auth.ts';
import { createCallCentreRepository } from './repository.ts';
import { callCentreRoutes } from './routes.ts';
import { createCallCentreService } from './service.ts';

export interface CallCentreModuleDeps {
  db: Db;
  clock: () => Date;
  staff: StaffService;
  addresses: Pick<AddressService, 'list'>;
  quote: Pick<QuoteService, 'quote'>;
  placeOrder: Pick<PlaceOrderService, 'submit'>;
}

export function callCentreModule(deps: CallCentreModuleDeps): FastifyPluginAsyncZod {
  const callCentre = createCallCentreService({ ...deps, repo: createCallCentreRepository(deps.db) });
  return async (app) => {
    registerStaffAuth(app, deps);
    await app.register(callCentreRoutes({ callCentre }));
  };
}

/**
 * The dine-in module (issue 13, decisions 279-284): halls and tables (console, ADMIN), signed table links and
 * their QR codes, the customer's table and waiter calls, and the check of a DINE_IN order's table.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import type { StaffNoticeBus } from '../../events/staff-notices.ts';
import type { SessionService } from '../auth/sessions.ts';
import type { StaffService } from '../staff/service.ts';
import { registerStaffAuth } from '../staff/staff-auth.ts';
import { dineInRoutes } from './customer-routes.ts';
import { createGuestService, guestOrderProblem } from './guests.ts';
import { createHallService } from './halls.ts';
import { createTablePlaces, type TablePlaces } from './places.ts';
import { createDiningRepository } from './repository.ts';
import { diningStaffRoutes } from './staff-routes.ts';
import { createTableSigner, type TableSigner } from './table-links.ts';
import { createWaiterCallService } from './waiter-calls.ts';

export interface DiningCore {
  signer: TableSigner;
  places: TablePlaces;
  /**
   * A DINE_IN order's table problem, or a guest account's non-dine-in order (the order quote); `guest`: the
   * customer is a table guest (read with the order's context, decision 342).
   */
  orderProblem(
    merchantId: string,
    request: import('@dasturxon/contracts').OrderRequest,
    staff: boolean,
    guest: boolean,
  ): Promise<import('../orders/order-problems.ts').OrderProblem | null>;
}

/** The signer and the table check, built once (the order quote uses them too). */
export function createDiningCore(deps: {
  db: Db;
  env: Env;
  log?: import('fastify').FastifyBaseLogger;
}): DiningCore {
  const signer = createTableSigner({
    secret: deps.env.TABLE_LINK_SECRET,
    fallback: deps.env.OTP_SECRET,
    production: deps.env.NODE_ENV === 'production',
    ...(deps.log ? { log: deps.log } : {}),
  });
  const places = createTablePlaces({ repo: createDiningRepository(deps.db), signer });
  return {
    signer,
    places,
    async orderProblem(merchantId, request, staff, guest) {
      return (
        (await places.orderProblem(merchantId, request, staff)) ??
        guestOrderProblem(guest, request.serviceType)
      );
    },
  };
}

export function diningModule(deps: {
  db: Db;
  env: Env;
  clock: () => Date;
  staff: StaffService;
  staffNotices: StaffNoticeBus;
  dining: DiningCore;
  sessions: SessionService;
}): FastifyPluginAsyncZod {
  const repo = createDiningRepository(deps.db);
  const { signer, places } = deps.dining;
  const halls = createHallService({ db: deps.db, repo, signer, clock: deps.clock });
  const calls = createWaiterCallService({
    db: deps.db,
    repo,
    places,
    signer,
    notices: deps.staffNotices,
    clock: deps.clock,
  });
  return async (app) => {
    const guests = createGuestService({ db: deps.db, repo, places, sessions: deps.sessions });
    await app.register(dineInRoutes({ places, repo, calls, guests }));
    await app.register(async (staffScope) => {
      registerStaffAuth(staffScope, deps);
      await staffScope.register(
        diningStaffRoutes({
          halls,
          calls,
          production: deps.env.NODE_ENV === 'production',
          baseDomain: deps.env.BASE_DOMAIN,
        }),
      );
    });
  };
}

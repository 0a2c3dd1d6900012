/**
 * The staff module (issues 4 and 11): the operator API under /api over the services app.ts builds. Every staff
 * route file of the module registers inside this plugin, after registerStaffAuth, so `config: { auth: 'staff',
 * roles }` works for all of them (staff-auth.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createStaffHubSource } from '../live/repository.ts';
import { createStaffHub } from '../live/staff-hub.ts';
import type { ModuleDeps } from '../module-deps.ts';
import type { OrderingServices } from '../ordering-services.ts';
import { consoleRoutes } from './console-routes.ts';
import { staffEventRoutes } from './events-routes.ts';
import { staffRoutes } from './routes.ts';
import { registerStaffAuth } from './staff-auth.ts';

/** What app.ts hands the module: the shared infrastructure and the ordering services built once. */
export type StaffModuleDeps = ModuleDeps & OrderingServices;

export function staffModule(deps: StaffModuleDeps): FastifyPluginAsyncZod {
  return async (app) => {
    registerStaffAuth(app, deps);
    await app.register(staffRoutes(deps));
    await app.register(consoleRoutes(deps));
    const hub = createStaffHub({
      bus: deps.orderEvents,
      source: createStaffHubSource(deps.db),
      notices: deps.staffNotices,
      log: deps.log,
    });
    await app.register(
      staffEventRoutes({
        hub,
        clock: deps.clock,
        stillSignedIn: (p) => deps.staff.stillSignedIn(p),
        ...(deps.orderEvents.onReconnect
          ? { onBusReconnect: deps.orderEvents.onReconnect.bind(deps.orderEvents) }
          : {}),
      }),
    );
  };
}

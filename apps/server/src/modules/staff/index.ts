/** The staff module (issue 4): the operator API under /api (routes.ts). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../module-deps.ts';
import { createStaffRepository } from './repository.ts';
import { staffRoutes } from './routes.ts';
import { createStaffService } from './service.ts';
import { createLoginThrottle } from './throttle.ts';

export function staffModule(deps: ModuleDeps): FastifyPluginAsyncZod {
  const staff = createStaffService({
    repo: createStaffRepository(deps.db),
    orderEvents: deps.orderEvents,
    clock: deps.clock,
    throttle: createLoginThrottle({ db: deps.db, clock: deps.clock }),
  });
  return staffRoutes({ staff });
}

/** The staff module (issue 4): the operator API under /api (routes.ts) over the staff service app.ts builds. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffRoutes } from './routes.ts';
import type { StaffService } from './service.ts';

export function staffModule(deps: { staff: StaffService }): FastifyPluginAsyncZod {
  return staffRoutes(deps);
}

/**
 * The order-after module (issue 10): a customer's rating of a delivered order and the repeat plan of an order,
 * beside the orders module (which owns placing and moving orders).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../module-deps.ts';
import { createOrderAfterRepository } from './repository.ts';
import { orderAfterRoutes } from './routes.ts';
import { createOrderAfterService } from './service.ts';

export function orderAfterModule(
  deps: Pick<ModuleDeps, 'db' | 'clock' | 'readMenu'> & { invalidateMenu(merchantId: string): void },
): FastifyPluginAsyncZod {
  const orderAfter = createOrderAfterService({
    repo: createOrderAfterRepository(deps.db),
    clock: deps.clock,
    readMenu: deps.readMenu,
    invalidateMenu: deps.invalidateMenu,
  });
  return orderAfterRoutes({ orderAfter });
}

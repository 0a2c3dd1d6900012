/** The orders module (issue 4): ordering, the customer's orders, promos, tariff and courier routes under /api. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../module-deps.ts';
import { createOrderRepository } from './repository.ts';
import { orderRoutes } from './routes.ts';
import { createOrderService } from './service.ts';

export function ordersModule(deps: ModuleDeps): FastifyPluginAsyncZod {
  const orders = createOrderService({
    repo: createOrderRepository(deps.db),
    clock: deps.clock,
    readMenu: deps.readMenu,
    orderEvents: deps.orderEvents,
  });
  return orderRoutes({ orders });
}

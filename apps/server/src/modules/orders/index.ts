/** The orders module (issue 4): ordering, the customer's orders, promos, tariff and courier routes under /api. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../module-deps.ts';
import { createAbandonedOrderSweeper } from './abandoned.ts';
import { createOrderRepository } from './repository.ts';
import { orderRoutes } from './routes.ts';
import { createOrderService } from './service.ts';

export function ordersModule(deps: ModuleDeps): FastifyPluginAsyncZod {
  const orders = createOrderService({
    repo: createOrderRepository(deps.db),
    clock: deps.clock,
    readMenu: deps.readMenu,
    orderEvents: deps.orderEvents,
    paymentsMode: deps.env.PAYMENTS_MODE,
  });
  // Orders whose online payment never came are cancelled once a minute (decision 162). Tests sweep by hand.
  const sweeper = createAbandonedOrderSweeper({
    db: deps.db,
    clock: deps.clock,
    orderEvents: deps.orderEvents,
    log: deps.log,
    waitMinutes: deps.env.ORDER_PAYMENT_WAIT_MINUTES,
  });
  const routes = orderRoutes({ orders });
  return async (app, opts) => {
    await routes(app, opts);
    if (deps.env.NODE_ENV === 'test') return;
    app.addHook('onReady', async () => sweeper.start());
    app.addHook('onClose', async () => sweeper.stop());
  };
}

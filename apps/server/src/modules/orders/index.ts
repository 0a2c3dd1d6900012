/**
 * The orders module (issue 4): the /orders URL family (routes.ts) over services app.ts builds once and hands in:
 * what the merchant offers (ordering-settings.ts), the pricing pipeline (quote.ts), placing an order
 * (place-order.ts), the customer's orders (customer-orders.ts). Changing a placed order goes through
 * order-status.ts (transitions.ts), shown through order-presenter.ts. Promos and deliveries are their own modules.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AbandonedOrderSweeper } from './abandoned.ts';
import { type DeliveryTermsService, deliveryTermsRoutes } from './delivery-terms.ts';
import { type OrderRouteDeps, orderRoutes } from './routes.ts';

export function ordersModule(
  deps: OrderRouteDeps & {
    /** Cancels orders whose online payment never came, once a minute (decision 162). */
    sweeper: AbandonedOrderSweeper;
    /** false in tests: they sweep by hand. */
    sweep: boolean;
    /** GET /orders/v1/delivery-terms (decision 316). */
    deliveryTerms: DeliveryTermsService;
  },
): FastifyPluginAsyncZod {
  const routes = orderRoutes(deps);
  return async (app, opts) => {
    await routes(app, opts);
    await app.register(deliveryTermsRoutes(deps.deliveryTerms));
    if (!deps.sweep) return;
    app.addHook('onReady', async () => deps.sweeper.start());
    app.addHook('onClose', async () => deps.sweeper.stop());
  };
}

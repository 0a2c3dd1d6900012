/**
 * The deliveries module: the /deliveries URL family (routes.ts) over the delivery service (service.ts), which
 * app.ts builds once and also hands to the orders module's quote (the tariff of a delivery).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deliveryRoutes } from './routes.ts';
import type { DeliveryService } from './service.ts';

export function deliveriesModule(deps: { deliveries: DeliveryService }): FastifyPluginAsyncZod {
  return deliveryRoutes(deps);
}

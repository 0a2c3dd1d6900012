/**
 * The promos module: check a code and the customer's promos (routes.ts) over the promo service (service.ts),
 * which app.ts builds once and also hands to the orders module (the quote's check, submit marks a promo used).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { promoRoutes } from './routes.ts';
import type { PromoService } from './service.ts';

export function promosModule(deps: { promos: PromoService }): FastifyPluginAsyncZod {
  return promoRoutes(deps);
}

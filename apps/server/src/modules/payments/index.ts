/** The payments module (issue 4): checkout links and the Payme, Click and Uzum endpoints, under /api. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../module-deps.ts';
import { createCheckoutService } from './checkout.ts';
import { createClickService } from './click.ts';
import { createPaymeService } from './payme.ts';
import { createPaymentRepository } from './repository.ts';
import { paymentRoutes } from './routes.ts';
import { createUzumService } from './uzum.ts';

export function createPaymentServices(deps: ModuleDeps) {
  const repo = createPaymentRepository(deps.db, deps.clock);
  const shared = { repo, clock: deps.clock, orderEvents: deps.orderEvents, log: deps.log };
  return {
    repo,
    checkout: createCheckoutService({ repo, env: deps.env, log: deps.log }),
    payme: createPaymeService(shared),
    click: createClickService(shared),
    uzum: createUzumService(shared),
  };
}

export type PaymentServices = ReturnType<typeof createPaymentServices>;

/** The payment routes over the services app.ts builds once (createPaymentServices). */
export function paymentsModule(services: PaymentServices): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(paymentRoutes(services));
  };
}

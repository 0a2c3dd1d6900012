/** The payments module (issue 4): checkout links and the Payme, Click and Uzum endpoints, under /api. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../module-deps.ts';
import type { OrderStatusService } from '../orders/order-status.ts';
import { createCheckoutService } from './checkout.ts';
import { createClickService } from './click.ts';
import { createPaymeService } from './payme.ts';
import { createRefundService, injectProviderCall } from './refund-service.ts';
import type { ProviderCall } from './refunds.ts';
import { createPaymentRepository } from './repository.ts';
import { paymentRoutes } from './routes.ts';
import { createUzumService } from './uzum.ts';

/** `orderStatus`: the orders module's service; a provider's answer changes an order only through it. */
export function createPaymentServices(
  deps: ModuleDeps & { orderStatus: Pick<OrderStatusService, 'inTransaction'> },
) {
  const repo = createPaymentRepository(deps.db, deps.clock);
  const shared = {
    repo,
    orders: deps.orderStatus.inTransaction,
    clock: deps.clock,
    orderEvents: deps.orderEvents,
    log: deps.log,
  };
  // The sandbox's refunds call our own provider endpoints (refunds.ts): bound to the app by paymentsModule.
  let call: ProviderCall = async () => {
    throw new Error('the payment routes are not ready yet');
  };
  const refunds = createRefundService({
    ...deps,
    repo,
    orders: deps.orderStatus.inTransaction,
    call: (path, headers, payload) => call(path, headers, payload),
  });
  return {
    repo,
    refunds,
    /** Bind the provider calls of the sandbox refunds to the app (paymentsModule does it). */
    bindProviderCall(next: ProviderCall) {
      call = next;
    },
    /** Run the refund jobs in the background (not in tests: they run them with refunds.runDue()). */
    runsJobs: deps.env.NODE_ENV !== 'test',
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
    services.bindProviderCall(injectProviderCall(app));
    if (services.runsJobs) {
      app.addHook('onReady', async () => services.refunds.start());
      app.addHook('onClose', async () => services.refunds.stop());
    }
  };
}

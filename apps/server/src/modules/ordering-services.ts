/**
 * The services of the ordering modules (issue 4), each built once. app.ts calls createOrderingServices once and
 * hands every module the services it declares (ordersModule, promosModule, deliveriesModule, staffModule,
 * paymentsModule); a module uses another module's service, never its repository or internals (staff moves an
 * order through the orders status service; the quote asks deliveries for the tariff and promos for a code).
 * Decision 185.
 */
import type { BranchRepository } from './branches/repository.ts';
import { createDeliveryRepository } from './deliveries/repository.ts';
import { createDeliveryService } from './deliveries/service.ts';
import type { ModuleDeps } from './module-deps.ts';
import { createAbandonedOrderSweeper } from './orders/abandoned.ts';
import { createCustomerOrderService } from './orders/customer-orders.ts';
import { orderPartQueries } from './orders/order-parts.ts';
import { createOrderPresenter } from './orders/order-presenter.ts';
import { createOrderStatusService } from './orders/order-status.ts';
import { createOrderingSettingsService } from './orders/ordering-settings.ts';
import { createOrderingSettingsRepository } from './orders/ordering-settings-repository.ts';
import { createPlaceOrderService } from './orders/place-order.ts';
import { createQuoteService } from './orders/quote.ts';
import { createOrderRepository } from './orders/repository.ts';
import { createPaymentServices } from './payments/index.ts';
import { createPromoRepository } from './promos/repository.ts';
import { createPromoService } from './promos/service.ts';
import { createStaffRepository } from './staff/repository.ts';
import { createStaffService } from './staff/service.ts';
import { createLoginThrottle } from './staff/throttle.ts';

export function createOrderingServices(deps: ModuleDeps & { branches: Pick<BranchRepository, 'findById'> }) {
  const { db, env, clock, log, orderEvents } = deps;
  const findBranch = (merchantId: string, branchId: number) => deps.branches.findById(merchantId, branchId);

  const ordering = createOrderingSettingsService({
    repo: createOrderingSettingsRepository(db),
    paymentsMode: env.PAYMENTS_MODE,
  });
  const presenter = createOrderPresenter({ parts: orderPartQueries(db) });
  const orderStatus = createOrderStatusService({ db, clock, orderEvents });
  const deliveries = createDeliveryService({
    repo: createDeliveryRepository(db),
    findBranch,
    orderSettings: (merchant) => ordering.settings(merchant),
  });
  const promos = createPromoService({
    repo: createPromoRepository(db),
    clock,
    webSettings: async (merchant) => (await ordering.context(merchant)).web,
  });
  const orderRepo = createOrderRepository(db);
  const quote = createQuoteService({
    clock,
    readMenu: deps.readMenu,
    ordering,
    findBranch,
    deliveries,
    promos,
    cashbackOf: (owner) => orderRepo.cashbackOf(owner),
  });

  return {
    ordering,
    presenter,
    orderStatus,
    deliveries,
    promos,
    quote,
    placeOrder: createPlaceOrderService({ repo: orderRepo, clock, quote, promos, presenter, orderEvents }),
    customerOrders: createCustomerOrderService({ repo: orderRepo, presenter, status: orderStatus, ordering }),
    // Orders whose online payment never came are cancelled once a minute (decision 162).
    sweeper: createAbandonedOrderSweeper({
      db,
      clock,
      orderEvents,
      log,
      waitMinutes: env.ORDER_PAYMENT_WAIT_MINUTES,
    }),
    staff: createStaffService({
      repo: createStaffRepository(db),
      orderStatus,
      presenter,
      clock,
      throttle: createLoginThrottle({ db, clock }),
    }),
    payments: createPaymentServices(deps),
  };
}

export type OrderingServices = ReturnType<typeof createOrderingServices>;

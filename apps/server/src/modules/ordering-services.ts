/**
 * The services of the ordering modules (issue 4), each built once. app.ts calls createOrderingServices once and
 * hands every module the services it declares (ordersModule, promosModule, deliveriesModule, staffModule,
 * paymentsModule, cardsModule, the payment sandbox); a module uses another module's service, never its repository or internals (staff moves an
 * order through the orders status service; the quote asks deliveries for the tariff and promos for a code).
 * Decision 185.
 */
import type { BranchRepository } from './branches/repository.ts';
import { createCardServices } from './cards/index.ts';
import { createDeliveryRepository } from './deliveries/repository.ts';
import { createDeliveryService } from './deliveries/service.ts';
import { createDiningCore } from './dining/index.ts';
import type { ModuleDeps } from './module-deps.ts';
import { createAbandonedOrderSweeper } from './orders/abandoned.ts';
import { createCustomerOrderService } from './orders/customer-orders.ts';
import { createDeliveryTermsService } from './orders/delivery-terms.ts';
import { orderPartQueries } from './orders/order-parts.ts';
import { createOrderPresenter } from './orders/order-presenter.ts';
import { createOrderStatusService } from './orders/order-status.ts';
import { createOrderingSettingsService } from './orders/ordering-settings.ts';
import {
  activeBranches,
  type OrderingSettingsCache,
  type OrderPlacesCache,
  zonesServing,
} from './orders/ordering-settings-cache.ts';
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

export function createOrderingServices(
  deps: ModuleDeps & {
    branches: Pick<BranchRepository, 'findById' | 'listActive'>;
    /** The merchants' ordering settings in memory, invalidated by app/caches.ts (decision 365). */
    orderingSettings?: OrderingSettingsCache;
    /** The merchants' branches and zones, in memory, invalidated by app/caches.ts (decision 379). */
    orderPlaces?: OrderPlacesCache;
  },
) {
  const { db, env, clock, log, orderEvents } = deps;
  const findBranch = (merchantId: string, branchId: number) => deps.branches.findById(merchantId, branchId);

  const ordering = createOrderingSettingsService({
    repo: createOrderingSettingsRepository(db),
    paymentsMode: env.PAYMENTS_MODE,
    ...(deps.orderingSettings ? { cache: deps.orderingSettings } : {}),
    ...(deps.orderPlaces ? { places: deps.orderPlaces } : {}),
  });
  const presenter = createOrderPresenter({ parts: orderPartQueries(db) });
  const orderStatus = createOrderStatusService({ db, clock, orderEvents });
  const deliveries = createDeliveryService({
    repo: createDeliveryRepository(db),
    // The kept zones (decision 379): the delivery terms every menu visit asks for read no zone from the database.
    zonesFor: async (merchantId, branchId) => zonesServing(await ordering.places(merchantId), branchId),
    findBranch,
    orderSettings: (merchant) => ordering.settings(merchant),
  });
  const promos = createPromoService({
    repo: createPromoRepository(db),
    clock,
    webSettings: async (merchant) => (await ordering.context(merchant)).web,
  });
  const orderRepo = createOrderRepository(db);
  // Dine-in (issue 13): the table links' signer and the check of a DINE_IN order's table.
  const dining = createDiningCore({ db, env, log });
  const quote = createQuoteService({
    clock,
    tableProblem: (merchantId, request, staff, guest) =>
      dining.orderProblem(merchantId, request, staff, guest),
    readMenu: deps.readMenu,
    ordering,
    promos,
  });

  const payments = createPaymentServices({ ...deps, orderStatus });

  return {
    ordering,
    presenter,
    orderStatus,
    deliveries,
    promos,
    quote,
    // The estimate, fee and minimum before checkout (issue 10, decisions 315-316).
    deliveryTerms: createDeliveryTermsService({
      readMenu: deps.readMenu,
      ordering,
      // The kept branches (decision 379), as `listActive` lists them.
      listBranches: async (merchantId) => activeBranches(await ordering.places(merchantId)),
      deliveries,
    }),
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
      orderEvents,
      refunds: payments.refunds,
    }),
    payments,
    cards: createCardServices({ ...deps, payments: payments.repo }),
    dining,
  };
}

export type OrderingServices = ReturnType<typeof createOrderingServices>;

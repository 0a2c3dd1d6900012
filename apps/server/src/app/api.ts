/**
 * The API under /api (spec §7 calls, the console's staff routes, payment callbacks): the merchant header and
 * bearer token hooks, the small body limit, the translated 404 for unknown paths, and every module by area.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { BuildAppOptions } from '../app.ts';
import { AppError } from '../errors/app-error.ts';
import { sendError } from '../errors/error-handler.ts';
import { registerAuth } from '../http/auth.ts';
import { registerMerchantContext } from '../http/merchant-context.ts';
import { addressRoutes } from '../modules/addresses/routes.ts';
import { auditModule } from '../modules/audit/index.ts';
import { authRoutes } from '../modules/auth/routes.ts';
import { branchAdminModule } from '../modules/branch-admin/index.ts';
import { branchRoutes } from '../modules/branches/routes.ts';
import { callCentreModule } from '../modules/call-centre/index.ts';
import { cardsModule } from '../modules/cards/index.ts';
import { cityRoutes } from '../modules/cities/routes.ts';
import { contentRoutes } from '../modules/content/routes.ts';
import { deliveriesModule } from '../modules/deliveries/index.ts';
import { diningModule } from '../modules/dining/index.ts';
import { favouriteRoutes } from '../modules/favourites/routes.ts';
import { geocodingRoutes } from '../modules/geocoding/routes.ts';
import { type ImageStore, imagesModule } from '../modules/images/index.ts';
import { liveModule } from '../modules/live/index.ts';
import { loyaltyModule } from '../modules/loyalty/index.ts';
import { menuRoutes } from '../modules/menu/routes.ts';
import { menuAdminModule } from '../modules/menu-admin/index.ts';
import { menuImportModule } from '../modules/menu-import/index.ts';
import { merchantRoutes } from '../modules/merchants/routes.ts';
import type { ModuleDeps } from '../modules/module-deps.ts';
import { orderAfterModule } from '../modules/order-after/index.ts';
import type { OrderingServices } from '../modules/ordering-services.ts';
import { ordersModule } from '../modules/orders/index.ts';
import { paymentsModule } from '../modules/payments/index.ts';
import { platformModule } from '../modules/platform/routes.ts';
import { promosModule } from '../modules/promos/index.ts';
import { promoAdminModule } from '../modules/promos/staff-module.ts';
import { reportsModule } from '../modules/reports/index.ts';
import { reservationsModule } from '../modules/reservations/index.ts';
import { settingsModule } from '../modules/settings/index.ts';
import { staffModule } from '../modules/staff/index.ts';
import { staffAccountsModule } from '../modules/staff-accounts/index.ts';
import { userRoutes } from '../modules/users/routes.ts';
import { webbotRoutes } from '../modules/webbot/routes.ts';
import type { PublicServices } from './services.ts';

/** Request bodies of /api: the largest legitimate one (an address or a profile) is well under 4 kB. */
export const API_BODY_LIMIT = 64 * 1024;

export interface ApiDeps {
  opts: BuildAppOptions;
  services: PublicServices;
  moduleDeps: ModuleDeps;
  ordering: OrderingServices;
  imageStore: ImageStore;
  invalidateMenu(merchantId: string): void;
  invalidateMerchant(merchantId: string): void;
  invalidateZones(merchantId: string): void;
}

function routeNotFound(request: FastifyRequest): AppError {
  return new AppError('NOT_FOUND', 404, 'routeNotFound', {
    params: { method: request.method, path: request.url.split('?')[0] ?? request.url },
  });
}

/** The storefront's public calls (spec §7): menu, merchants, customers' accounts and addresses. */
async function registerPublicRoutes(api: FastifyInstance, { services }: ApiDeps): Promise<void> {
  const { otp, login, smsLogMode } = services;
  await api.register(merchantRoutes({ merchants: services.merchants }));
  await api.register(contentRoutes({ content: services.content }));
  await api.register(cityRoutes({ cities: services.cities }));
  await api.register(branchRoutes({ branches: services.branches }));
  await api.register(menuRoutes({ menu: services.menu }));
  await api.register(authRoutes({ otp, login, testingRoute: smsLogMode }));
  await api.register(userRoutes({ users: services.users }));
  await api.register(webbotRoutes({ webbot: services.webbot }));
  await api.register(geocodingRoutes({ nominatim: services.nominatim }));
  await api.register(addressRoutes({ addresses: services.addresses }));
  await api.register(favouriteRoutes({ favourites: services.favourites }));
}

/** Ordering (issue 4) and what follows an order: rating, repeating, deliveries, live status. */
async function registerOrderingRoutes(api: FastifyInstance, deps: ApiDeps): Promise<void> {
  const { opts, moduleDeps, ordering } = deps;
  await api.register(ordersModule({ ...ordering, sweep: opts.env.NODE_ENV !== 'test' }));
  // Rating and repeating an order (issue 10, decisions 321-322).
  await api.register(orderAfterModule({ ...moduleDeps, invalidateMenu: deps.invalidateMenu }));
  await api.register(promosModule(ordering));
  await api.register(deliveriesModule(ordering));
  await api.register(
    liveModule({ db: opts.db, sessions: deps.services.sessions, orderEvents: moduleDeps.orderEvents }),
  );
}

/** The console's routes (issues 11-13), on the staff sign-in of the staff module. */
async function registerStaffRoutes(api: FastifyInstance, deps: ApiDeps): Promise<void> {
  const { opts, moduleDeps, ordering, services } = deps;
  const { db } = opts;
  const { staff } = ordering;
  const clock = moduleDeps.clock;
  await api.register(staffModule({ ...moduleDeps, ...ordering }));
  // The console's call centre and reports (issue 11), on the staff sign-in of the staff module.
  await api.register(callCentreModule({ ...moduleDeps, ...ordering, addresses: services.addresses }));
  await api.register(reportsModule({ db, staff }));
  await api.register(
    diningModule({ ...moduleDeps, staff, dining: ordering.dining, sessions: services.sessions }),
  );
  // Table reservations (issue 13): the customer's booking and the staff's day view.
  await api.register(
    reservationsModule({
      ...moduleDeps,
      staff,
      sms: services.smsGateways,
      logOnly: services.smsMode === 'log',
      ...(opts.reservationOutbox ? { outbox: opts.reservationOutbox } : {}),
    }),
  );
  await api.register(promoAdminModule({ db, clock, staff }));
  await api.register(loyaltyModule({ db, clock, staff }));
  await api.register(auditModule({ db, staff }));
  // The storefront's settings, payment settings and credentials (issue 12).
  await api.register(
    settingsModule({
      ...moduleDeps,
      staff,
      smsFetch: opts.smsFetch,
      invalidateMerchant: deps.invalidateMerchant,
    }),
  );
  await api.register(menuAdminModule({ db, staff }));
  // Branches, delivery zones and order settings (issue 12).
  await api.register(
    branchAdminModule({
      db,
      staff,
      clock,
      deliveries: ordering.deliveries,
      ordering: ordering.ordering,
      invalidateMenu: deps.invalidateMenu,
      invalidateMerchant: deps.invalidateMerchant,
      invalidateZones: deps.invalidateZones,
    }),
  );
  await api.register(staffAccountsModule({ db, staff, ...(opts.clock ? { clock: opts.clock } : {}) }));
  // The platform operator's API (issue 12): creates merchants; absent without PLATFORM_ADMIN_TOKEN.
  await api.register(
    platformModule({
      db,
      token: opts.env.PLATFORM_ADMIN_TOKEN,
      baseDomain: opts.env.BASE_DOMAIN,
      clock,
      invalidateMerchant: deps.invalidateMerchant,
    }),
  );
  await api.register(imagesModule({ db, staff, store: deps.imageStore }));
  await api.register(menuImportModule({ db, staff }));
}

export async function registerApi(app: FastifyInstance, deps: ApiDeps): Promise<void> {
  await app.register(
    async (api) => {
      registerMerchantContext(api, deps.services.merchants);
      registerAuth(api, { sessions: deps.services.sessions });
      // Before any route is added, so every /api route gets the small limit unless it sets its own.
      api.addHook('onRoute', (route) => {
        route.bodyLimit ??= API_BODY_LIMIT;
      });
      // A catch-all route, not only a not-found handler: the storefront mounts its own catch-all at the root,
      // which would otherwise answer unknown /api paths with Fastify's untranslated 404.
      for (const url of ['/', '/*']) {
        api.all(url, { config: { merchantHeader: false }, schema: { hide: true } }, async (request) => {
          throw routeNotFound(request);
        });
      }
      api.setNotFoundHandler((request, reply) => sendError(request, reply, routeNotFound(request)));
      await registerPublicRoutes(api, deps);
      await registerOrderingRoutes(api, deps);
      await registerStaffRoutes(api, deps);
      await api.register(paymentsModule(deps.ordering.payments));
      await api.register(cardsModule(deps.ordering.cards));
    },
    { prefix: '/api' },
  );
}

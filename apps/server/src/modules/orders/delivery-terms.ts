/**
 * GET /orders/v1/delivery-terms (issue 10, decisions 315, 316): what the menu header and the basket show before
 * checkout — the time estimate, the delivery fee (to the customer's point, or the cheapest "from" fee), the
 * delivery minimum, free delivery and the service fee. Read-only and public: a guest sees it too.
 *
 * The branch: the one asked for when it takes this service type, else the closest to the point that does, else
 * the main one. The kitchen time: the basket's products when given (ids of this merchant's menu; unknown ids
 * are skipped), else a typical dish of the menu. Without a point a delivery counts a typical 3 km.
 */
import {
  type DeliveryTerms,
  type DeliveryTermsQuery,
  type OrderServiceType,
  orderEndpoints,
} from '@dasturxon/contracts';
import { branchOffers, closestBranch, type EtaItem, estimateEta, typicalCooking } from '@dasturxon/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { errorResponses } from '../../http/schemas.ts';
import type { BranchRecord } from '../branches/repository.ts';
import type { DeliveryService } from '../deliveries/service.ts';
import type { MerchantRecord } from '../merchants/repository.ts';
import type { OrderingSettingsService } from './ordering-settings.ts';
import type { QuoteServiceDeps } from './quote.ts';

/** Kilometres a delivery is counted as when the customer has not chosen a point yet (decision 315). */
export const TYPICAL_DELIVERY_KM = 3;

export interface DeliveryTermsDeps {
  readMenu: QuoteServiceDeps['readMenu'];
  ordering: Pick<OrderingSettingsService, 'context'>;
  /** The merchant's active branches, main first (branches repository). */
  listBranches(merchantId: string): Promise<BranchRecord[]>;
  deliveries: Pick<DeliveryService, 'tariffOf' | 'lowestPrice'>;
}

export function createDeliveryTermsService(deps: DeliveryTermsDeps) {
  return {
    async terms(merchant: MerchantRecord, query: DeliveryTermsQuery): Promise<DeliveryTerms> {
      const [ctx, branches, menu] = await Promise.all([
        deps.ordering.context(merchant),
        deps.listBranches(merchant.id),
        deps.readMenu(merchant.id, 'WEB'),
      ]);
      const { settings, web } = ctx;
      const offered: OrderServiceType[] = [];
      if (web.deliveryActive) offered.push('DELIVERY');
      if (web.pickupActive) offered.push('PICK_UP');
      const serviceType: OrderServiceType =
        query.serviceType && (query.serviceType === 'DINE_IN' || offered.includes(query.serviceType))
          ? query.serviceType
          : (offered[0] ?? 'PICK_UP');
      const point =
        query.latitude !== undefined && query.longitude !== undefined
          ? { latitude: query.latitude, longitude: query.longitude }
          : null;
      const serving = branches.filter((b) => branchOffers(b, serviceType));
      const branch =
        serving.find((b) => b.id === query.branchId) ??
        (point ? closestBranch(serving, point) : null) ??
        serving[0] ??
        null;

      const serviceFee = settings.isServiceFeeEnabled ? settings.serviceFeeAmount : 0;
      const base = {
        serviceType,
        minOrderAmount: serviceType === 'DELIVERY' ? settings.minOrderAmount : 0,
        freeDeliveryThreshold: serviceType === 'DELIVERY' ? settings.freeDeliveryThreshold : 0,
        serviceFee,
        serviceFeeFreeFrom:
          serviceFee > 0 && settings.isServiceFeeFreeAboveThreshold ? settings.serviceFeeThreshold : null,
      };
      if (!branch) {
        return {
          ...base,
          branchId: null,
          estimate: null,
          deliveryPrice: null,
          deliveryPriceFrom: null,
          outOfZone: false,
        };
      }

      const wanted = query.products ? query.products.split(',').map(Number) : [];
      const byId = new Map(menu.overall.products.map((p) => [p.id, p]));
      const items: EtaItem[] = [];
      for (const id of wanted) {
        const p = byId.get(id);
        if (p) items.push({ count: 1, cookMin: p.timeCookingMin, cookMax: p.timeCookingMax });
      }
      if (items.length === 0) items.push(typicalCooking(menu.overall.products));

      let deliveryPrice: number | null = null;
      let deliveryPriceFrom: number | null = null;
      let outOfZone = false;
      let distanceKm: number | null = null;
      if (serviceType === 'DELIVERY') {
        if (point) {
          const tariff = await deps.deliveries.tariffOf(merchant.id, branch, point, settings);
          distanceKm = tariff.distance;
          if (tariff.zone) deliveryPrice = tariff.price;
          else outOfZone = true;
        } else {
          distanceKm = TYPICAL_DELIVERY_KM;
          deliveryPriceFrom = await deps.deliveries.lowestPrice(merchant.id, branch.id, settings);
        }
      }
      const eta = outOfZone ? null : estimateEta({ items, distanceKm });
      return {
        ...base,
        branchId: branch.id,
        estimate: eta ? { minMinutes: eta.minMinutes, maxMinutes: eta.maxMinutes } : null,
        deliveryPrice,
        deliveryPriceFrom,
        outOfZone,
      };
    },
  };
}

export type DeliveryTermsService = ReturnType<typeof createDeliveryTermsService>;

export function deliveryTermsRoutes(service: DeliveryTermsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...endpointRoute(orderEndpoints.deliveryTerms, {
        tags: ['orders'],
        summary: 'Delivery time estimate, fee and minimum before checkout (menu header, basket)',
        description:
          'Decisions 315-316. The estimate is kitchen time (the given products, or a typical dish of the menu) ' +
          'plus travel from the branch (the point, or a typical 3 km). No session needed.',
        errors: errorResponses,
      }),
      handler: async (request, reply) => {
        // The menu, zones and settings only (no session): a browser may keep it a minute.
        reply.header('cache-control', 'private, max-age=60');
        return service.terms(request.merchant, request.query);
      },
    });
  };
}

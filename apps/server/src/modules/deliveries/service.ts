/**
 * Delivery (spec §3 delivery zones, §7 /deliveries; decision 102): the tariff from a branch to a point (its zone,
 * the distance measured by the server and the price) and the courier of a customer's order. The quote prices a
 * delivery with the same `tariffOf`.
 */
import type { Courier, OrderSettings } from '@dasturxon/contracts';
import { deliveryPriceFor, distanceMeters, findDeliveryZone } from '@dasturxon/domain';
import { AppError, notFound } from '../../errors/app-error.ts';
import type { BranchRecord } from '../branches/repository.ts';
import type { MerchantRecord } from '../merchants/repository.ts';
import { courierStatus } from '../orders/order-view.ts';
import type { DeliveryRepository, DeliveryZoneRow } from './repository.ts';

/** What pricing a delivery needs of a zone: the order's reads statement returns only these (decision 362). */
export type TariffZone = Pick<DeliveryZoneRow, 'id' | 'polygon' | 'price' | 'priority'>;

/** A zone as the delivery terms, the tariff call and the console's preview price with it (and name it). */
export type PricedZone = TariffZone & Pick<DeliveryZoneRow, 'name'>;

export interface Tariff<Z extends TariffZone = DeliveryZoneRow> {
  /** null: the point is outside every zone of the branch. */
  zone: Z | null;
  /** Kilometres from the branch to the point, 2 decimals. */
  distance: number;
  price: number;
}

/** Kilometres (2 decimals) between two points. */
export function distanceKm(
  from: { latitude: number; longitude: number },
  to: { latitude: number; longitude: number },
) {
  return Math.round(distanceMeters(from, to) / 10) / 100;
}

/**
 * Zone, distance and price from `branch` to `point` among `zones` (the branch's active zones) under the
 * merchant's tariff terms: `tariffOf` after its read, and the order's quote with the zones its reads statement
 * returned (decision 362).
 */
export function tariffIn<Z extends TariffZone>(
  zones: readonly Z[],
  branch: { latitude: number; longitude: number },
  point: { latitude: number; longitude: number },
  settings: OrderSettings,
): Tariff<Z> {
  const zone = findDeliveryZone(zones, point.latitude, point.longitude);
  const distance = distanceKm(branch, point);
  const price = zone ? deliveryPriceFor(zone.price, distance, settings) : 0;
  return { zone, distance, price };
}

export function createDeliveryService(deps: {
  repo: DeliveryRepository;
  /**
   * The active zones of the merchant that serve `branchId` (of every branch and of this one), by id: the kept ones
   * (decision 379) in the app; the repository's `zonesFor` when not given.
   */
  zonesFor?(merchantId: string, branchId: number): Promise<readonly PricedZone[]>;
  /** A live branch of the merchant (branches repository). */
  findBranch(merchantId: string, branchId: number): Promise<BranchRecord | null>;
  /** The merchant's order settings (the tariff terms): the ordering settings service. */
  orderSettings(merchant: MerchantRecord): Promise<OrderSettings>;
}) {
  const { repo } = deps;
  const zonesFor =
    deps.zonesFor ?? ((merchantId: string, branchId: number) => repo.zonesFor(merchantId, branchId));

  /** Zone, distance and price from `branch` to `point` under the merchant's tariff terms. */
  async function tariffOf(
    merchantId: string,
    branch: BranchRecord,
    point: { latitude: number; longitude: number },
    settings: OrderSettings,
  ): Promise<Tariff<PricedZone>> {
    return tariffIn(await zonesFor(merchantId, branch.id), branch, point, settings);
  }

  /** The cheapest fee of the branch's zones at the branch's door (the "from" price); null without zones. */
  async function lowestPrice(
    merchantId: string,
    branchId: number,
    settings: OrderSettings,
  ): Promise<number | null> {
    const zones = await zonesFor(merchantId, branchId);
    if (zones.length === 0) return null;
    return Math.min(...zones.map((z) => deliveryPriceFor(z.price, 0, settings)));
  }

  return {
    tariffOf,
    lowestPrice,

    /** POST /deliveries/v1/delivery/tariff/client/calculate; OUT_OF_ZONE outside every zone. */
    async tariff(
      merchant: MerchantRecord,
      input: { branchId: number; latitude: number; longitude: number },
    ): Promise<{ price: number; deliveryZoneId: number; distance: number }> {
      const [settings, branch] = await Promise.all([
        deps.orderSettings(merchant),
        deps.findBranch(merchant.id, input.branchId),
      ]);
      if (!branch) throw notFound('branchNotFound');
      const tariff = await tariffOf(merchant.id, branch, input, settings);
      if (!tariff.zone) throw new AppError('OUT_OF_ZONE', 409, 'outOfZone');
      return { price: tariff.price, deliveryZoneId: tariff.zone.id, distance: tariff.distance };
    },

    /** GET /deliveries/v1/delivery/courier/{orderId}: 404 until a courier is attached. */
    async courier(
      merchant: MerchantRecord,
      owner: { merchantId: string; userId: number },
      orderId: number,
    ): Promise<Courier> {
      const order = await repo.orderCourier(owner, orderId);
      if (!order) throw notFound('orderNotFound');
      const courier = order.courierId === null ? null : await repo.courier(merchant.id, order.courierId);
      if (!courier) throw notFound('notFound');
      return {
        id: courier.id,
        name: courier.name,
        phone: courier.phone,
        status: courierStatus(order.courierStatus),
        latitude: courier.latitude,
        longitude: courier.longitude,
        locationAt: courier.locationAt?.toISOString() ?? null,
      };
    },
  };
}

export type DeliveryService = ReturnType<typeof createDeliveryService>;

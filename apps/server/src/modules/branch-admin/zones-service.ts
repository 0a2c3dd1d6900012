/**
 * Delivery zones and order settings in the console (issue 12, decisions 262-263), and the preview "a customer
 * here pays X": the delivery service's own `tariffOf`, the code the checkout's quote prices with. Zones and
 * order settings are read on every quote, zones from the database and settings from a cache that a save drops
 * (decision 365), so a saved change is live on the next request.
 */
import type {
  OrderSettings,
  OrderSettingsInput,
  StaffZone,
  ZoneInput,
  ZonePreview,
} from '@dasturxon/contracts';
import { closestBranch, openRing, type ZoneShapeProblem, zoneShapeProblem } from '@dasturxon/domain';
import { AppError, notFound } from '../../errors/app-error.ts';
import type { MessageKey } from '../../errors/messages.ts';
import { auditActor, fieldChanges, recordAudit } from '../audit/audit.ts';
import type { DeliveryZoneRow } from '../deliveries/repository.ts';
import type { DeliveryService } from '../deliveries/service.ts';
import type { MerchantRecord } from '../merchants/repository.ts';
import type { OrderingSettingsService } from '../orders/ordering-settings.ts';
import type { StaffPrincipal } from '../staff/service.ts';
import type { BranchAdminRepository, Db } from './repository.ts';

export function toStaffZone(z: DeliveryZoneRow): StaffZone {
  return {
    id: z.id,
    name: z.name,
    branchId: z.branchId,
    polygon: z.polygon,
    color: z.color,
    price: z.price,
    priority: z.priority,
    isActive: z.isActive,
    lastModifiedDate: z.lastModifiedDate.toISOString(),
  };
}

const SHAPE_MESSAGE: Record<ZoneShapeProblem, MessageKey> = {
  TOO_FEW_POINTS: 'zoneTooFewPoints',
  BAD_COORDINATE: 'zoneBadCoordinate',
  SELF_INTERSECTING: 'zoneSelfIntersecting',
  NO_AREA: 'zoneNoArea',
};

const ZONE_FIELDS = ['name', 'branchId', 'polygon', 'color', 'price', 'priority', 'isActive'] as const;
const SETTINGS_FIELDS = [
  'isServiceFeeEnabled',
  'isServiceFeeFreeAboveThreshold',
  'serviceFeeThreshold',
  'serviceFeeAmount',
  'minimalDeliveryPrice',
  'minOrderAmount',
  'freeDeliveryThreshold',
  'deliveryPricePerKm',
  'deliveryFreeKm',
  'defaultServiceTypes',
] as const;

export function createZoneAdminService(deps: {
  db: Db;
  repo: BranchAdminRepository;
  clock: () => Date;
  deliveries: DeliveryService;
  ordering: OrderingSettingsService;
  /** Drops the merchant's cached settings here and in every instance (decision 365). */
  invalidateMerchant(merchantId: string): void;
  /** Drops the merchant's kept zones here and in every instance, after the write's commit (decision 379). */
  invalidateZones(merchantId: string): void;
}) {
  const { db, repo } = deps;

  /** The zone's values after the checks: a usable polygon (stored as an open ring) and a branch of ours. */
  async function values(p: StaffPrincipal, input: ZoneInput) {
    const problem = zoneShapeProblem(input.polygon);
    if (problem) {
      throw new AppError('VALIDATION_FAILED', 422, SHAPE_MESSAGE[problem], {
        details: [{ path: 'polygon', message: problem }],
      });
    }
    if (input.branchId !== null && !(await repo.branch(db, p.merchantId, input.branchId))) {
      throw notFound('branchNotFound');
    }
    return {
      merchantId: p.merchantId,
      name: input.name,
      branchId: input.branchId,
      polygon: openRing(input.polygon),
      color: input.color,
      price: input.price,
      priority: input.priority,
      isActive: input.isActive,
    };
  }

  return {
    async list(p: StaffPrincipal): Promise<StaffZone[]> {
      return (await repo.zones(db, p.merchantId)).map(toStaffZone);
    },

    async create(p: StaffPrincipal, input: ZoneInput): Promise<StaffZone> {
      const v = await values(p, input);
      const zone = await db.transaction(async (tx) => {
        const created = await repo.insertZone(tx, v);
        await recordAudit(tx, auditActor(p), {
          entity: 'deliveryZone',
          entityId: created.id,
          action: 'create',
          changes: fieldChanges(null, created, [...ZONE_FIELDS]),
        });
        return toStaffZone(created);
      });
      deps.invalidateZones(p.merchantId);
      return zone;
    },

    async save(p: StaffPrincipal, id: number, input: ZoneInput): Promise<StaffZone> {
      const v = await values(p, input);
      const zone = await db.transaction(async (tx) => {
        const before = await repo.zone(tx, p.merchantId, id);
        if (!before) throw notFound('zoneNotFound');
        const after = await repo.updateZone(tx, p.merchantId, id, v);
        if (!after) throw notFound('zoneNotFound');
        await recordAudit(tx, auditActor(p), {
          entity: 'deliveryZone',
          entityId: id,
          action: 'update',
          changes: fieldChanges(before, after, [...ZONE_FIELDS]),
        });
        return toStaffZone(after);
      });
      deps.invalidateZones(p.merchantId);
      return zone;
    },

    async remove(p: StaffPrincipal, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const before = await repo.zone(tx, p.merchantId, id);
        if (!before || !(await repo.deleteZone(tx, p.merchantId, id))) throw notFound('zoneNotFound');
        await recordAudit(tx, auditActor(p), {
          entity: 'deliveryZone',
          entityId: id,
          action: 'delete',
          changes: { name: { from: before.name, to: null } },
        });
      });
      deps.invalidateZones(p.merchantId);
    },

    /** What a customer at the point pays for delivery, from `branchId` or the closest delivering branch. */
    async preview(
      merchant: MerchantRecord,
      query: { lat: number; lon: number; branchId?: number | undefined },
    ): Promise<ZonePreview> {
      const point = { latitude: query.lat, longitude: query.lon };
      const branches = (await repo.branches(db, merchant.id)).filter((b) => b.isActive);
      const branch =
        query.branchId === undefined
          ? closestBranch(branches, point, 'DELIVERY')
          : (branches.find((b) => b.id === query.branchId) ?? null);
      if (!branch) throw notFound(query.branchId === undefined ? 'noBranches' : 'branchNotFound');
      const settings = await deps.ordering.settings(merchant);
      const tariff = await deps.deliveries.tariffOf(merchant.id, branch, point, settings);
      return {
        branchId: branch.id,
        zone: tariff.zone ? { id: tariff.zone.id, name: tariff.zone.name } : null,
        distance: tariff.distance,
        price: tariff.price,
        minOrderAmount: settings.minOrderAmount,
        freeDeliveryThreshold: settings.freeDeliveryThreshold,
      };
    },

    orderSettings(merchant: MerchantRecord): Promise<OrderSettings> {
      return deps.ordering.settings(merchant);
    },

    async saveOrderSettings(
      p: StaffPrincipal,
      merchant: MerchantRecord,
      input: OrderSettingsInput,
    ): Promise<OrderSettings> {
      await db.transaction(async (tx) => {
        const before = await repo.orderSettings(tx, p.merchantId);
        const { defaultServiceType, ...rest } = input;
        const after = await repo.saveOrderSettings(tx, {
          ...rest,
          defaultServiceTypes: defaultServiceType,
          merchantId: p.merchantId,
        });
        await recordAudit(tx, auditActor(p), {
          entity: 'orderSettings',
          entityId: p.merchantId,
          action: 'update',
          changes: fieldChanges(before, after, [...SETTINGS_FIELDS]),
        });
      });
      deps.invalidateMerchant(p.merchantId);
      return deps.ordering.settings(merchant);
    },
  };
}

export type ZoneAdminService = ReturnType<typeof createZoneAdminService>;

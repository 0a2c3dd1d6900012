/** The zone form's values and the API input they become, checked with the contract and the domain's shape rules. */
import { type StaffZone, type ZoneInput, ZoneInputSchema } from '@dasturxon/contracts';
import { type ZoneShapeProblem, zoneShapeProblem } from '@dasturxon/domain';
import type { FormErrors } from '@mantine/form';
import type { MessageKey, Translate } from '../../i18n/index.tsx';
import { contractResolver } from '../../lib/form.ts';

export type LatLon = [number, number];
export const DEFAULT_ZONE_COLOR = '#1971c2';

export interface ZoneFormValues {
  name: string;
  branchId: string;
  price: number | string;
  priority: number | string;
  color: string;
  isActive: boolean;
}

export function zoneValuesOf(zone: StaffZone | null): ZoneFormValues {
  return {
    name: zone?.name ?? '',
    branchId: zone?.branchId === null || zone === null ? 'all' : String(zone.branchId),
    price: zone?.price ?? 10_000,
    priority: zone?.priority ?? 0,
    color: zone?.color ?? DEFAULT_ZONE_COLOR,
    isActive: zone?.isActive ?? true,
  };
}

export function zoneInputOf(v: ZoneFormValues, polygon: LatLon[]): ZoneInput {
  return {
    name: v.name.trim(),
    branchId: v.branchId === 'all' ? null : Number(v.branchId),
    polygon,
    color: v.color,
    price: Number(v.price),
    priority: Number(v.priority),
    isActive: v.isActive,
  };
}

const SHAPE_KEYS: Record<ZoneShapeProblem, MessageKey> = {
  TOO_FEW_POINTS: 'zones.needPolygon',
  BAD_COORDINATE: 'zones.shape.BAD_COORDINATE',
  SELF_INTERSECTING: 'zones.shape.SELF_INTERSECTING',
  NO_AREA: 'zones.shape.NO_AREA',
};

/** The polygon's problem in words, or null when it may be saved. */
export function shapeProblemText(polygon: LatLon[], t: Translate): string | null {
  const problem = zoneShapeProblem(polygon);
  return problem ? t(SHAPE_KEYS[problem]) : null;
}

export function validateZone(t: Translate, polygon: () => LatLon[]) {
  const resolve = contractResolver<ZoneInput>(ZoneInputSchema, t);
  return (values: ZoneFormValues): FormErrors => {
    const errors = resolve(zoneInputOf(values, polygon()));
    const shape = shapeProblemText(polygon(), t);
    if (shape) errors.polygon = shape;
    return errors;
  };
}

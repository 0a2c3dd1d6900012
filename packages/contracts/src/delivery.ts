/** Delivery (issue 4): the tariff calculation (spec §3, §7), delivery zones and an order's courier. */
import { z } from 'zod';
import { RowIdSchema } from './common.ts';
import { CourierStatusSchema } from './order-kinds.ts';

/** POST /deliveries/v1/delivery/tariff/client/calculate (spec §3 tariff calculation request). */
export const TariffRequestSchema = z.object({
  productPrice: z.number().int().min(0),
  distance: z.number().min(0).nullish(),
  branchId: RowIdSchema,
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  address: z.string().max(300).nullish(),
  cityId: RowIdSchema.nullish(),
});
export const TariffResponseSchema = z.object({
  price: z.number().int(),
  deliveryZoneId: z.number().int(),
  distance: z.number(),
});

export const DeliveryZoneSchema = z.object({
  id: z.number().int(),
  cityId: z.number().int().nullable(),
  name: z.string(),
  /** Ring of [latitude, longitude] points. */
  polygon: z.array(z.tuple([z.number(), z.number()])),
  color: z.string().nullable(),
  price: z.number().int(),
});
export type DeliveryZone = z.infer<typeof DeliveryZoneSchema>;

/** GET /deliveries/v1/delivery/courier/{id}: the courier of an order, when one is attached. */
export const CourierSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string().nullable(),
  status: CourierStatusSchema,
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  locationAt: z.string().nullable(),
});
export type Courier = z.infer<typeof CourierSchema>;

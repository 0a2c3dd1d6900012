/**
 * The delivery time estimate and the delivery terms a customer sees before checkout (issue 10, decisions 315,
 * 316): the range of minutes from "order" to the door (delivery) or the counter (pick-up), computed by the
 * server with packages/domain eta.ts, and what delivery costs (fee, minimum, free-from, service fee).
 */
import { z } from 'zod';
import { RowIdSchema } from './common.ts';
import { OrderServiceTypeSchema } from './order-kinds.ts';

/** From `minMinutes` to `maxMinutes` (multiples of 5) after the order is placed. */
export const DeliveryEstimateSchema = z.object({
  minMinutes: z.number().int().min(0),
  maxMinutes: z.number().int().min(0),
});
export type DeliveryEstimate = z.infer<typeof DeliveryEstimateSchema>;

/** A placed order's estimate: the minutes promised at checkout and the clock times they make (ISO). */
export const OrderEstimateSchema = DeliveryEstimateSchema.extend({
  from: z.string(),
  to: z.string(),
});
export type OrderEstimate = z.infer<typeof OrderEstimateSchema>;

const coordinate = (max: number) => z.coerce.number().min(-max).max(max);

/** GET /orders/v1/delivery-terms: what the menu header and the basket show before checkout. */
export const DeliveryTermsQuerySchema = z.object({
  serviceType: OrderServiceTypeSchema.optional(),
  /** The branch chosen (pick-up) or remembered as nearest; without it the closest (or main) branch. */
  branchId: z.coerce.number().pipe(RowIdSchema).optional(),
  /** The delivery point, when the customer has one. */
  latitude: coordinate(90).optional(),
  longitude: coordinate(180).optional(),
  /** The basket's products, comma-separated ids: the kitchen time is theirs; without it a typical dish's. */
  products: z
    .string()
    .regex(/^\d{1,9}(,\d{1,9}){0,99}$/, 'comma-separated product ids')
    .optional(),
});
export type DeliveryTermsQuery = z.infer<typeof DeliveryTermsQuerySchema>;

export const DeliveryTermsSchema = z.object({
  serviceType: OrderServiceTypeSchema,
  branchId: z.number().int().nullable(),
  /** null when no branch can take the order. */
  estimate: DeliveryEstimateSchema.nullable(),
  /** The delivery fee to the given point; null without a point or outside every zone. */
  deliveryPrice: z.number().int().nullable(),
  /** Without a point: the lowest delivery fee of the branch's zones ("from"); null when it has none. */
  deliveryPriceFrom: z.number().int().nullable(),
  /** The point is outside every delivery zone of the branch. */
  outOfZone: z.boolean(),
  /** Products (after discounts) must reach this for delivery; 0: no minimum. */
  minOrderAmount: z.number().int(),
  /** Products (after discounts) from this much deliver free; 0: never. */
  freeDeliveryThreshold: z.number().int(),
  /** The service fee added to every order; 0: none. */
  serviceFee: z.number().int(),
  /** Products from this much take no service fee; null: always taken. */
  serviceFeeFreeFrom: z.number().int().nullable(),
});
export type DeliveryTerms = z.infer<typeof DeliveryTermsSchema>;

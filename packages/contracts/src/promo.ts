/** Promos (spec §5): a promo, a customer's promo with its state, and the check of a code. */
import { z } from 'zod';

/** Promo of spec §3. */
export const PROMO_DISCOUNT_TYPES = ['AMOUNT', 'PERCENTAGE'] as const;
export const PromoSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  discountType: z.enum(PROMO_DISCOUNT_TYPES),
  /** So'm (AMOUNT) or percent (PERCENTAGE) off the products. */
  productDiscount: z.number().int(),
  /** So'm (AMOUNT) or percent (PERCENTAGE) off the delivery price. */
  deliveryDiscount: z.number().int(),
  minPrice: z.number().int(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  isActive: z.boolean(),
  createdDate: z.string(),
  lastModifiedDate: z.string(),
});
export type Promo = z.infer<typeof PromoSchema>;
/** /profile/promos: the customer's promos (activated or used) with their state now. */
export const UserPromoSchema = PromoSchema.extend({
  state: z.enum(['AVAILABLE', 'USED', 'NOT_STARTED', 'EXPIRED', 'NOT_ACTIVE']),
  usedAt: z.string().nullable(),
  orderId: z.number().int().nullable(),
});
export type UserPromo = z.infer<typeof UserPromoSchema>;
export const PromoCheckSchema = z.object({
  code: z.string().trim().max(64).min(1),
  productPrice: z.number().int().min(0),
});

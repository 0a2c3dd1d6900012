/** What a merchant offers for ordering: order settings of spec §3 (service fee, delivery, payment types). */
import { z } from 'zod';
import { OrderServiceTypeSchema, PaymentTypeSchema } from './order-kinds.ts';

/** GET /orders/v1/order/setting/{id} (id = merchant id): order settings of spec §3. */
export const OrderSettingsSchema = z.object({
  isServiceFeeEnabled: z.boolean(),
  isServiceFeeFreeAboveThreshold: z.boolean(),
  serviceFeeThreshold: z.number().int(),
  serviceFeeAmount: z.number().int(),
  minimalDeliveryPrice: z.number().int(),
  /** Products (after discounts) must reach this for delivery (spec §8 "delivery minimum amount"). */
  minOrderAmount: z.number().int(),
  /** Products (after discounts) from this much deliver free; 0: never (issue 12, decision 263). */
  freeDeliveryThreshold: z.number().int().default(0),
  deliveryPricePerKm: z.number().int(),
  deliveryFreeKm: z.number(),
  /** How far ahead a later order may be placed, in days. */
  laterDaysAhead: z.number().int(),
  cityId: z.number().int().nullable(),
  /** Payment types offered on the web and in the mini-app (§3 payment settings ∩ web flags). */
  paymentTypes: z.object({ WEB: z.array(PaymentTypeSchema), TG: z.array(PaymentTypeSchema) }),
  /**
   * Online payments (Payme, Click, Uzum) of this merchant go to the server's payment sandbox: a demo, no real
   * money moves, and the storefront says so (decision 173). Absent (an older server): live.
   */
  paymentsSandbox: z.boolean().default(false),
  defaultServiceType: z.object({
    telegram: OrderServiceTypeSchema,
    website: OrderServiceTypeSchema,
    application: OrderServiceTypeSchema,
  }),
});
export type OrderSettings = z.infer<typeof OrderSettingsSchema>;

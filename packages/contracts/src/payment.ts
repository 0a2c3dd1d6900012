/** Online payment wire shapes (issue 4): where the customer pays for an order (GET /payments/v2/checkout/{id}). */
import { z } from 'zod';
import { PaymentTypeSchema } from './order.ts';

/**
 * A path on the storefront to come back to after paying: relative only ("/profile/orders/12"), never a
 * protocol-relative "//host" or a backslash trick, so the checkout link cannot send the customer elsewhere.
 */
export const ReturnPathSchema = z
  .string()
  .max(500)
  .regex(/^\/(?![/\\])[^\s\\]*$/, 'a relative path starting with "/"');

export const CheckoutQuerySchema = z.object({
  returnUrl: ReturnPathSchema.optional(),
});
export type CheckoutQuery = z.infer<typeof CheckoutQuerySchema>;

export const CheckoutSchema = z.object({
  orderId: z.number().int(),
  paymentType: PaymentTypeSchema,
  /** Whole so'm (the order's total). */
  amount: z.number().int(),
  isPaid: z.boolean(),
  /**
   * Where to send the customer to pay: the provider's page (live mode) or our sandbox page (sandbox mode,
   * a path on this server). null when there is nothing to pay online (cash, terminal) or the order is paid.
   */
  url: z.string().nullable(),
});
export type Checkout = z.infer<typeof CheckoutSchema>;

export const PAYMENT_PROVIDERS = ['payme', 'click', 'uzum'] as const;
export const PaymentProviderSchema = z.enum(PAYMENT_PROVIDERS);
export type PaymentProvider = z.infer<typeof PaymentProviderSchema>;

/**
 * The console's call centre (issue 11; decisions 218-220): an operator (ADMIN or OPERATOR) takes an order by
 * phone for a customer of the merchant. The customer is the same account the storefront signs in by SMS, so the
 * order appears in their own order list. The menu is the public one (GET /products/v1/overalls?type=WEB: its
 * productBranch rows say what a branch has stopped or has in stock).
 */
import { z } from 'zod';
import { OrderRequestSchema } from './order.ts';

/**
 * GET /staff/v1/call-centre/customers?phone=: a phone as people type it ("+998 90 123 45 67", "901234567").
 * A whole number finds that customer exactly; 4 to 8 digits find customers whose number contains them.
 */
export const CallCentreCustomerQuerySchema = z.object({
  phone: z.string().trim().min(4).max(32),
});
export type CallCentreCustomerQuery = z.infer<typeof CallCentreCustomerQuerySchema>;

/** A customer of the merchant as the operator sees them. */
export const CallCentreCustomerSchema = z.object({
  id: z.number().int(),
  /** 998XXXXXXXXX. */
  phone: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  /** A customer the merchant blocked: no order can be placed for them. */
  isActive: z.boolean(),
  createdDate: z.string(),
});
export type CallCentreCustomer = z.infer<typeof CallCentreCustomerSchema>;

/** POST /staff/v1/call-centre/customers: find the customer of a phone, or create them with a name. */
export const CallCentreCustomerInputSchema = z.strictObject({
  phone: z.string().trim().min(9).max(32),
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().max(100).nullish(),
});
export type CallCentreCustomerInput = z.infer<typeof CallCentreCustomerInputSchema>;

export const CallCentreCustomerResultSchema = z.object({
  customer: CallCentreCustomerSchema,
  /** False: the phone already had an account (its name is kept as the customer set it). */
  created: z.boolean(),
});
export type CallCentreCustomerResult = z.infer<typeof CallCentreCustomerResultSchema>;

/**
 * The body of a phone order's quote and placement: the storefront's order request (spec §3) without the client
 * (recorded as OPERATOR) and without cashback (an operator does not spend a customer's balance, decision 219).
 * A later order is `later: true` with `day` and `time`. Prices a client sends with the lines are dropped: the
 * server prices every line from the menu.
 */
export const CallCentreOrderRequestSchema = OrderRequestSchema.omit({ orderDevice: true, cashback: true });
export type CallCentreOrderRequest = z.infer<typeof CallCentreOrderRequestSchema>;
export type CallCentreOrderRequestInput = z.input<typeof CallCentreOrderRequestSchema>;

/** Payment types an operator may take by phone (decision 219): paid to the courier or at the till. */
export const CALL_CENTRE_PAYMENT_TYPES = ['CASH', 'TERMINAL'] as const;

/**
 * After an order is placed (issue 10): the customer's rating of a delivered order, whose stars become the
 * product grades of spec §3 (decision 322), and the plan of repeating an order into the basket, with what can
 * no longer be ordered as it was (decision 321).
 */
import { z } from 'zod';
import { MultilingualTextSchema } from './common.ts';

export const RATING_COMMENT_MAX = 500;

export const RateOrderSchema = z.object({
  stars: z.number().int().min(1).max(5),
  comment: z
    .string()
    .trim()
    .max(RATING_COMMENT_MAX)
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type RateOrder = z.infer<typeof RateOrderSchema>;

export const OrderRatingSchema = z.object({
  orderId: z.number().int(),
  stars: z.number().int().min(1).max(5),
  comment: z.string().nullable(),
  createdDate: z.iso.datetime({ offset: true }),
});
export type OrderRating = z.infer<typeof OrderRatingSchema>;

/** The rating of one order: given (`rating`), or whether it may be given now (delivered or closed, not yet rated). */
export const OrderRatingStateSchema = z.object({
  rating: OrderRatingSchema.nullable(),
  canRate: z.boolean(),
});
export type OrderRatingState = z.infer<typeof OrderRatingStateSchema>;

/**
 * What became of one line of the order: OK (as it was), PRICE_CHANGED (added at today's price), STOPPED (not
 * sold at the order's branch now: stop-list or out of stock), GONE (no longer on the menu), OPTIONS_CHANGED
 * (a chosen modifier is gone: added without it), NOT_ENOUGH (added, fewer than ordered: the stock left).
 */
export const REPEAT_LINE_STATES = [
  'OK',
  'PRICE_CHANGED',
  'OPTIONS_CHANGED',
  'NOT_ENOUGH',
  'STOPPED',
  'GONE',
] as const;
export const RepeatLineStateSchema = z.enum(REPEAT_LINE_STATES);
export type RepeatLineState = z.infer<typeof RepeatLineStateSchema>;

export const RepeatLineSchema = z.object({
  /** As the order recorded it (an order of long ago may name a product id the menu never had). */
  productId: z.number().int(),
  name: MultilingualTextSchema,
  state: RepeatLineStateSchema,
  /** How many go into the basket (0 for STOPPED and GONE). */
  count: z.number().int().min(0),
  orderedCount: z.number().int().min(1),
  modifications: z.array(z.object({ id: z.number().int(), count: z.number().int().min(1) })),
  /** One dish with its options, then and now (null: cannot be ordered now). */
  unitPriceThen: z.number().int(),
  unitPriceNow: z.number().int().nullable(),
});
export type RepeatLine = z.infer<typeof RepeatLineSchema>;

export const RepeatPlanSchema = z.object({
  orderId: z.number().int(),
  branchId: z.number().int(),
  lines: z.array(RepeatLineSchema),
});
export type RepeatPlan = z.infer<typeof RepeatPlanSchema>;

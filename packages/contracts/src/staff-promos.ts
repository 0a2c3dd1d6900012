/**
 * Promo codes and cashback in the console (issue 12; decisions 266-267), ADMIN only: the promo rules the storefront
 * checks (spec §3, decision 103) plus redemption caps, and a customer's cashback balance adjusted with a reason.
 */
import { z } from 'zod';
import { PG_INT_MAX } from './common.ts';
import { DaySchema } from './order-kinds.ts';
import { PROMO_DISCOUNT_TYPES, PromoSchema } from './promo.ts';

/** A promo as the admin sees it: the public promo, its customer rules, caps and the uses so far. */
export const AdminPromoSchema = PromoSchema.extend({
  oncePerUser: z.boolean(),
  /** Orders that may use it in all; null: no cap. */
  maxUses: z.number().int().nullable(),
  /** Orders one customer may use it in; null: no cap (oncePerUser means 1). */
  maxUsesPerUser: z.number().int().nullable(),
  /** Orders that used it and are not cancelled (a cancel gives the use back). */
  uses: z.number().int(),
});
export type AdminPromo = z.infer<typeof AdminPromoSchema>;

/** Messages of the promo form's own rules (the console translates them: promos.rule.<message>). */
export const PROMO_RULES = ['percentOver100', 'endBeforeStart', 'noDiscount', 'oncePerUserCap'] as const;
export type PromoRule = (typeof PROMO_RULES)[number];

const money = z.number().int().min(0).max(1_000_000_000);

/** A real calendar day "YYYY-MM-DD" (not "2026-02-30"), year 2000 to 2999. */
export const CalendarDaySchema = DaySchema.refine((day) => {
  const at = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().startsWith(day) && day >= '2000' && day < '3000';
}, 'YYYY-MM-DD');
const cap = z.number().int().min(1).max(PG_INT_MAX).nullable();

/**
 * POST /staff/v1/admin/promos and PUT /staff/v1/admin/promos/{id}. Dates are Asia/Tashkent days: the promo
 * starts at the start day's midnight and lasts through the whole end day. A percentage is at most 100.
 */
export const PromoInputSchema = z
  .strictObject({
    code: z
      .string()
      .trim()
      .min(2)
      .max(32)
      .regex(/^[A-Za-z0-9_-]+$/),
    discountType: z.enum(PROMO_DISCOUNT_TYPES),
    productDiscount: money,
    deliveryDiscount: money,
    minPrice: money,
    startDate: CalendarDaySchema.nullable(),
    endDate: CalendarDaySchema.nullable(),
    isActive: z.boolean(),
    oncePerUser: z.boolean(),
    maxUses: cap,
    maxUsesPerUser: cap,
  })
  .superRefine((p, ctx) => {
    const rule = (path: string, message: PromoRule) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (p.discountType === 'PERCENTAGE') {
      if (p.productDiscount > 100) rule('productDiscount', 'percentOver100');
      if (p.deliveryDiscount > 100) rule('deliveryDiscount', 'percentOver100');
    }
    if (p.productDiscount === 0 && p.deliveryDiscount === 0) rule('productDiscount', 'noDiscount');
    if (p.startDate && p.endDate && p.endDate < p.startDate) rule('endDate', 'endBeforeStart');
    if (p.oncePerUser && p.maxUsesPerUser !== null && p.maxUsesPerUser !== 1) {
      rule('maxUsesPerUser', 'oncePerUserCap');
    }
  });
export type PromoInput = z.infer<typeof PromoInputSchema>;

/** PATCH /staff/v1/admin/promos/{id}/active: switch a promo on or off. */
export const PromoActiveSchema = z.strictObject({ isActive: z.boolean() });

/** A customer's cashback and the admin's adjustments of it, newest first. */
export const CashbackAdjustmentSchema = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  reason: z.string(),
  balanceAfter: z.number().int(),
  actor: z.string(),
  at: z.string(),
});
export type CashbackAdjustment = z.infer<typeof CashbackAdjustmentSchema>;

export const CustomerCashbackSchema = z.object({
  customer: z.object({
    id: z.number().int(),
    phone: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
  }),
  balance: z.number().int(),
  adjustments: z.array(CashbackAdjustmentSchema),
});
export type CustomerCashback = z.infer<typeof CustomerCashbackSchema>;

export const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** POST /staff/v1/admin/customers/{id}/cashback: add (positive) or take (negative) so'm, with a reason. */
export const CashbackAdjustInputSchema = z.strictObject({
  amount: z
    .number()
    .int()
    .min(-100_000_000)
    .max(100_000_000)
    .refine((n) => n !== 0),
  // A lone UTF-16 surrogate cannot be stored as text or jsonb (PostgreSQL refuses it): a 400, not a 500.
  reason: z
    .string()
    .trim()
    .min(3)
    .max(300)
    .refine((text) => !LONE_SURROGATE.test(text)),
});
export type CashbackAdjustInput = z.infer<typeof CashbackAdjustInputSchema>;

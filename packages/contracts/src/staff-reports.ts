/**
 * Reports of the console (issue 11; decisions 221-222), ADMIN only: figures of a range of days (Asia/Tashkent)
 * for one branch or all, computed by SQL from the orders themselves.
 */
import { z } from 'zod';
import { MultilingualTextSchema, RowIdParamSchema } from './common.ts';
import { DaySchema, OrderServiceTypeSchema, PaymentTypeSchema } from './order.ts';

/** GET /staff/v1/reports and /staff/v1/reports.csv: `from` and `to` are Tashkent days, both inclusive. */
export const ReportQuerySchema = z.object({
  from: DaySchema,
  to: DaySchema,
  branchId: RowIdParamSchema.optional(),
});
export type ReportQuery = z.infer<typeof ReportQuerySchema>;

/** Orders that count (not cancelled, not waiting for an online payment) and what they brought, in so'm. */
export const ReportFiguresSchema = z.object({
  orders: z.number().int(),
  /** Sum of the orders' total prices (what the customers pay). */
  revenue: z.number().int(),
  /** revenue / orders, rounded; 0 without orders. */
  averageCheck: z.number().int(),
  /** Orders cancelled after the merchant saw them. */
  cancelled: z.number().int(),
});
export type ReportFigures = z.infer<typeof ReportFiguresSchema>;

export const ReportDaySchema = ReportFiguresSchema.extend({ day: DaySchema });
export const ReportPaymentRowSchema = z.object({
  paymentType: PaymentTypeSchema,
  orders: z.number().int(),
  revenue: z.number().int(),
});
export const ReportServiceRowSchema = z.object({
  serviceType: OrderServiceTypeSchema,
  orders: z.number().int(),
  revenue: z.number().int(),
});
export const ReportBranchRowSchema = ReportFiguresSchema.extend({
  branchId: z.number().int(),
  name: MultilingualTextSchema,
});
export const ReportCancellationSchema = z.object({
  /** The reason given with the cancel; null when none was given. */
  reason: z.string().nullable(),
  count: z.number().int(),
});
export const ReportProductSchema = z.object({
  productId: z.number().int(),
  name: MultilingualTextSchema,
  /** Units sold. */
  count: z.number().int(),
  /** What those lines brought after product discounts. */
  revenue: z.number().int(),
});

/** Orders and so'm: a line of the cash not collected at handover. */
export const ReportCashLineSchema = z.object({
  orders: z.number().int(),
  amount: z.number().int(),
});

/**
 * Cash and terminal orders of the range handed over without (all) their money (decisions 363, 375): what is still
 * due, and what an admin wrote off. Money brought in later makes an order paid and leaves both.
 */
export const ReportCashNotCollectedSchema = z.object({
  due: ReportCashLineSchema,
  writtenOff: ReportCashLineSchema,
});

export const ReportSchema = z.object({
  from: DaySchema,
  to: DaySchema,
  branchId: z.number().int().nullable(),
  totals: ReportFiguresSchema,
  /** Every day of the range, in order (days without orders are zeros). */
  days: z.array(ReportDaySchema),
  byPaymentType: z.array(ReportPaymentRowSchema),
  byServiceType: z.array(ReportServiceRowSchema),
  byBranch: z.array(ReportBranchRowSchema),
  /** Most frequent first. */
  cancellations: z.array(ReportCancellationSchema),
  /** The 10 products sold most (units), then by revenue. */
  topProducts: z.array(ReportProductSchema),
  cashNotCollected: ReportCashNotCollectedSchema,
});
export type Report = z.infer<typeof ReportSchema>;

/** The longest range one report covers. */
export const REPORT_MAX_DAYS = 366;

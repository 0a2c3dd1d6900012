import { z } from 'zod';

/** Interface languages (spec §1, §3). `uz` is the default. */
export const LANGS = ['uz', 'ru', 'eng'] as const;
export const LangSchema = z.enum(LANGS);
export type Lang = z.infer<typeof LangSchema>;
export const DEFAULT_LANG: Lang = 'uz';

/** Language segments accepted in a path (spec §2: only ru and uz). */
export const ROUTE_LANGS = ['ru', 'uz'] as const;

/** Multilingual text (spec §3). */
export const MultilingualTextSchema = z.object({
  uz: z.string(),
  ru: z.string(),
  eng: z.string(),
});
export type MultilingualText = z.infer<typeof MultilingualTextSchema>;

export const WEEKDAYS = [
  'MONDAY',
  'TUESDAY',
  'WEDNESDAY',
  'THURSDAY',
  'FRIDAY',
  'SATURDAY',
  'SUNDAY',
] as const;
export const WeekdaySchema = z.enum(WEEKDAYS);
export type Weekday = z.infer<typeof WeekdaySchema>;

/** "HH:MM", 24-hour clock. */
export const TimeOfDaySchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:MM');

/** Merchant ids are UUIDs; every API call names one in the `merchant` header. */
export const MerchantIdSchema = z.uuid();

/** Headers of every merchant-scoped API call (documents the `merchant` header in the OpenAPI document). */
export const MerchantHeadersSchema = z.looseObject({
  merchant: MerchantIdSchema.describe('Id of the merchant the call is for (spec §7)'),
});

/**
 * The largest value a PostgreSQL `integer` column holds: every id (serial) and stored count or amount is one.
 * A larger number names no row and must be refused by validation, never sent to SQL (decision 180).
 */
export const PG_INT_MAX = 2_147_483_647;

/** The id of a stored row in a request body: a positive 32-bit integer. */
export const RowIdSchema = z.number().int().positive().max(PG_INT_MAX);
/** The id of a stored row in a path or query string (text, coerced). */
export const RowIdParamSchema = z.coerce.number().int().positive().max(PG_INT_MAX);

export const IdParamSchema = z.object({ id: RowIdParamSchema });

export const ERROR_CODES = [
  'MERCHANT_HEADER_MISSING',
  'MERCHANT_HEADER_INVALID',
  'MERCHANT_NOT_FOUND',
  'NOT_FOUND',
  'VALIDATION_FAILED',
  /** A request the server could not read (bad JSON, wrong method or content type, too large). */
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'RATE_LIMITED',
  /** The geocoding service (Nominatim) failed or timed out (spec §8 'Error in nominatim'). */
  'NOMINATIM_ERROR',
  /** A per-account limit is reached (e.g. saved addresses); deleting something makes room. */
  'LIMIT_REACHED',
  // Ordering (issue 4): each problem that refuses an order has its own code (contracts ORDER_PROBLEMS).
  'OUT_OF_ZONE',
  'DELIVERY_MIN_AMOUNT',
  'BRANCH_CLOSED',
  'PRODUCT_NOT_AVAILABLE',
  'NOT_ENOUGH_PRODUCTS',
  'SERVICE_TYPE_UNAVAILABLE',
  'PAYMENT_TYPE_UNAVAILABLE',
  'TIME_OUTSIDE_HOURS',
  'MODIFIERS_INVALID',
  'PROMO_NOT_FOUND',
  'PROMO_NOT_ACTIVE',
  'PROMO_NOT_STARTED',
  'PROMO_EXPIRED',
  'PROMO_MIN_PRICE',
  /** More cashback asked than the customer's balance holds (decision 100). */
  'CASHBACK_ABOVE_BALANCE',
  /** The same Idempotency-Key was used with a different order request. */
  'IDEMPOTENCY_CONFLICT',
  /** The order's status does not allow this change (state machine, decision 101). */
  'ORDER_STATE_CONFLICT',
  'ORDER_ALREADY_PAID',
  /** A menu group or category still holds categories or products: move or delete them first (issue 12). */
  'MENU_NOT_EMPTY',
  /** No table seats the party for the whole turn at that time, or the named table is taken (issue 13). */
  'TABLE_UNAVAILABLE',
  /** A table link whose signature, table, hall or branch is not (or no longer) valid (issue 13). */
  'TABLE_LINK_INVALID',
  /** The booking's status does not allow this change (issue 13, decision 286). */
  'RESERVATION_STATE_CONFLICT',
  /** The value must be unique and is taken (a staff login, a merchant's sub-domain or domain). */
  'CONFLICT',
  /** The card provider refused (bad number, expired, wrong SMS code). */
  'CARD_ERROR',
  // Paying with a saved card (decision 338): why the card was refused, so the checkout can say so.
  /** The saved card has expired (ours or the bank's word). */
  'CARD_EXPIRED',
  /** The bank refused the payment: not enough money on the card. */
  'CARD_NO_FUNDS',
  /** The card is no longer known to the provider (removed or blocked at the bank). */
  'CARD_REMOVED',
  /** The database cannot be reached right now (a restart or an outage): retry in a few seconds (issue 15). */
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
] as const;
export const ErrorCodeSchema = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof ErrorCodeSchema>;

/** The one shape of every non-2xx answer (ARCHITECTURE: Errors). */
export const ApiErrorSchema = z.object({
  code: z.string(),
  status: z.number().int(),
  message: z.string(),
  details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

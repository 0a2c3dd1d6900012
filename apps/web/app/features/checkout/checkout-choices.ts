/**
 * What a post to /checkout may carry, as zod schemas (the shapes of contracts, no regular expressions of our
 * own): the intent, the choices every control posts, the point adopted from /choose-address and a promo code.
 * Pure, shared by the action (checkout-action.server.ts) and its tests. A choice that is not posted, or not
 * understood, leaves the state as it was; a day or time that is posted but not a day or time clears it.
 */
import { DaySchema, OrderServiceTypeSchema, PaymentTypeSchema, TimeOfDaySchema } from '@dasturxon/contracts';
import { z } from 'zod';
import type { CheckoutState } from './checkout-state.ts';

export const CHECKOUT_INTENTS = ['save', 'use-address', 'promo', 'promo-remove', 'order'] as const;
export type CheckoutIntent = (typeof CHECKOUT_INTENTS)[number];
/** The order button has no intent of its own without JavaScript: anything else is an order. */
export const CheckoutIntentSchema = z.enum(CHECKOUT_INTENTS).catch('order');

/** "1" is on; a checkbox posts a hidden "0" before it, so the last value counts. */
const flag = z.string().transform((v) => v === '1');
const clipped = (max: number) => z.string().transform((v) => v.slice(0, max));

export const CheckoutChoicesSchema = z.object({
  serviceType: OrderServiceTypeSchema.optional().catch(undefined),
  paymentType: PaymentTypeSchema.optional().catch(undefined),
  later: flag.optional(),
  day: DaySchema.nullable().catch(null).optional(),
  time: TimeOfDaySchema.nullable().catch(null).optional(),
  comment: clipped(500).optional(),
  courierComment: clipped(500).optional(),
  sendCheque: flag.optional(),
  /** Digits only: "+998 90 123 45 67" is kept as 998901234567. */
  sendChequePhone: z
    .string()
    .transform((v) => v.replace(/\D/g, '').slice(0, 12))
    .optional(),
  useCashback: flag.optional(),
  branchId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional().catch(undefined),
  /** A saved card's id, or 0 for Payme's page (decision 319). */
  cardId: z.coerce.number().int().min(0).max(2_147_483_647).optional().catch(undefined),
});
export type CheckoutChoices = z.infer<typeof CheckoutChoicesSchema>;

const text200 = z
  .string()
  .nullable()
  .transform((v) => (v ?? '').trim().slice(0, 200) || null);

/** intent=use-address: the point chosen on /choose-address (decision 090); missing fields read as empty. */
export const ChosenPointSchema = z.object({
  latitude: z.coerce.number().min(-90).max(90),
  longitude: z.coerce.number().min(-180).max(180),
  streetName: text200,
  houseNumber: text200,
});

/** intent=promo: the code as the customer typed it, trimmed and upper-cased (an empty one is no code). */
export const PromoCodeSchema = z
  .string()
  .nullable()
  .transform((v) => (v ?? '').trim().toUpperCase().slice(0, 64));

/** The last value of a field posted once or as hidden + checkbox pairs ("0" then "1"); null when absent. */
export function lastValue(form: FormData, name: string): string | null {
  const all = form.getAll(name);
  const v = all[all.length - 1];
  return typeof v === 'string' ? v : null;
}

/** The last posted value of each named field (null when not posted), the input of the schemas above. */
export function lastValues<K extends string>(form: FormData, names: readonly K[]): Record<K, string | null> {
  return Object.fromEntries(names.map((name) => [name, lastValue(form, name)])) as Record<K, string | null>;
}

const CHOICE_FIELDS = Object.keys(CheckoutChoicesSchema.shape) as (keyof CheckoutChoices)[];

/** Merges the posted choices into the state; fields not in the form stay as they were. */
export function mergeChoices(state: CheckoutState, form: FormData): CheckoutState {
  const posted: Record<string, string> = {};
  for (const [name, value] of Object.entries(lastValues(form, CHOICE_FIELDS))) {
    if (value !== null) posted[name] = value;
  }
  const choices = CheckoutChoicesSchema.parse(posted);
  const next = { ...state };
  for (const key of CHOICE_FIELDS) {
    const value = choices[key];
    if (value !== undefined) Object.assign(next, { [key]: value });
  }
  return next;
}

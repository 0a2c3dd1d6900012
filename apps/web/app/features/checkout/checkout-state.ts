/**
 * The checkout state of one brand (spec §3 "session per brand ... orderRequest"): what the customer chose on
 * /checkout and the address screens, kept across those screens and reloads in a cookie per merchant
 * (`checkout_<merchantId>`, decision 150). A cookie, not local storage, so the server renders the checkout with
 * the server's quote in the first HTML (no layout jump, works without JavaScript). Pure: no React, no I/O.
 */
import {
  DaySchema,
  type OrderAddress,
  OrderAddressSchema,
  OrderServiceTypeSchema,
  PaymentTypeSchema,
  TimeOfDaySchema,
} from '@dasturxon/contracts';
import { z } from 'zod';
import { checkoutCookieName, type RequestCookies } from '../../lib/cookies.ts';

export const CHECKOUT_COOKIE_PREFIX = 'checkout_';
/** 30 days: an abandoned checkout is forgotten, a weekly customer finds their choices again. */
export const CHECKOUT_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

const text = (max: number) => z.string().max(max).catch('').default('');
const nullableId = z.number().int().positive().nullable().catch(null).default(null);

export const CheckoutStateSchema = z.object({
  serviceType: OrderServiceTypeSchema.nullable().catch(null).default(null),
  /** The delivery address with its extras (entrance, floor, office, domophone, comment). */
  address: OrderAddressSchema.nullable().catch(null).default(null),
  addressType: z.enum(['SAVED', 'MAP', 'COORDINATES']).nullable().catch(null).default(null),
  /** The pick-up branch (delivery takes the closest branch to the address). */
  branchId: nullableId,
  later: z.boolean().catch(false).default(false),
  /** The order request's day and time (contracts), so a kept choice is one the server accepts. */
  day: DaySchema.nullable().catch(null).default(null),
  time: TimeOfDaySchema.nullable().catch(null).default(null),
  paymentType: PaymentTypeSchema.nullable().catch(null).default(null),
  /**
   * Payme: the saved card to pay with (decision 319), 0 for Payme's own page; null: not chosen (the newest
   * saved card is offered first).
   */
  cardId: z.number().int().min(0).nullable().catch(null).default(null),
  promoCode: z.string().max(64).nullable().catch(null).default(null),
  comment: text(500),
  courierComment: text(500),
  sendCheque: z.boolean().catch(false).default(false),
  sendChequePhone: z.string().max(12).catch('').default(''),
  useCashback: z.boolean().catch(false).default(false),
  hallId: nullableId,
  tableId: nullableId,
  /** The table's branch and the signature of its QR link (issue 13, decision 279): a dine-in order sends both. */
  tableBranchId: nullableId,
  tableSig: z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,64}$/)
    .nullable()
    .catch(null)
    .default(null),
  /**
   * The Idempotency-Key of this checkout attempt: the same for every retry and double tap, renewed only after an
   * order was placed (decision 151).
   */
  attempt: z.string().min(8).max(128).nullable().catch(null).default(null),
});
export type CheckoutState = z.infer<typeof CheckoutStateSchema>;

export const emptyCheckoutState = (): CheckoutState => CheckoutStateSchema.parse({});

/** One definition in lib/cookies.ts: logout clears it too. */
export { checkoutCookieName };

/** The state from a decoded cookie value: anything broken or unknown falls back field by field. */
export function parseCheckoutState(raw: string | null | undefined): CheckoutState {
  if (!raw) return emptyCheckoutState();
  try {
    const json: unknown = JSON.parse(raw);
    if (!json || typeof json !== 'object') return emptyCheckoutState();
    return CheckoutStateSchema.parse(json);
  } catch {
    return emptyCheckoutState();
  }
}

/** Only what differs from the defaults goes into the cookie (small, under the 4 kB limit). */
export function encodeCheckoutState(state: CheckoutState): string {
  const empty = emptyCheckoutState() as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(state)) {
    if (JSON.stringify(v) !== JSON.stringify(empty[k])) out[k] = v;
  }
  if (out.address) {
    const address: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(out.address as OrderAddress)) {
      if (v !== null && v !== undefined && v !== '') address[k] = v;
    }
    out.address = address;
  }
  return JSON.stringify(out);
}

export function readCheckoutState(cookies: Record<string, string>, merchantId: string): CheckoutState {
  return parseCheckoutState(cookies[checkoutCookieName(merchantId)]);
}

/** Keeps the state in this brand's checkout cookie, sent with the answer (lib/cookies.ts). */
export function saveCheckoutState(cookies: RequestCookies, merchantId: string, state: CheckoutState): void {
  cookies.set(checkoutCookieName(merchantId), encodeCheckoutState(state), {
    maxAge: CHECKOUT_MAX_AGE_SECONDS,
  });
}

/**
 * Spec §4, after a successful submission: comment, promo, cashback, delivery price and the address extras are
 * cleared; the request resets but keeps the address when it has coordinates (and the service type, branch and
 * payment type, which are choices of the customer rather than of this order). A new attempt key is taken.
 */
export function afterOrderPlaced(state: CheckoutState, nextAttempt: string): CheckoutState {
  const address = state.address
    ? {
        latitude: state.address.latitude,
        longitude: state.address.longitude,
        savedAddressId: state.address.savedAddressId ?? null,
        name: state.address.name ?? null,
        streetName: state.address.streetName ?? null,
        houseNumber: state.address.houseNumber ?? null,
        cityId: state.address.cityId ?? null,
      }
    : null;
  return {
    ...emptyCheckoutState(),
    serviceType: state.serviceType,
    address,
    addressType: address ? state.addressType : null,
    branchId: state.branchId,
    paymentType: state.paymentType,
    sendChequePhone: state.sendChequePhone,
    // The guest still sits at the table (issue 13): the next round and the waiter call go to it too.
    hallId: state.hallId,
    tableId: state.tableId,
    tableBranchId: state.tableBranchId,
    tableSig: state.tableSig,
    attempt: nextAttempt,
  };
}

/** A fresh Idempotency-Key (8-128 chars). */
export function newAttemptKey(): string {
  return `co-${crypto.randomUUID()}`;
}

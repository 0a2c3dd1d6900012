/**
 * Saved cards (spec §2 /profile/cards, §3 Card; integrations.md §1): the card is tokenised by the provider
 * (Payme Subscribe API) after an SMS code. We keep only the provider's token (never sent to a client), a masked
 * number and the expiry. No CVV is asked anywhere; the full number goes from our server to the provider only.
 */
import { z } from 'zod';
import { RowIdSchema } from './common.ts';

/** Local card schemes told apart by the first digits (Uzcard 8600, Humo 9860). */
export const CARD_BRANDS = ['UZCARD', 'HUMO', 'OTHER'] as const;
export const CardBrandSchema = z.enum(CARD_BRANDS);
export type CardBrand = z.infer<typeof CardBrandSchema>;

/** The brand of a (full, partial or masked) card number by its prefix; spaces are ignored. */
export function cardBrandOf(number: string): CardBrand {
  const digits = number.replace(/\s/g, '');
  if (digits.startsWith('8600')) return 'UZCARD';
  if (digits.startsWith('9860')) return 'HUMO';
  return 'OTHER';
}

/** The Luhn checksum of a string of digits (ISO/IEC 7812): catches a mistyped digit or two swapped ones. */
export function isLuhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** "MM/YY", month 01-12. */
export const CARD_EXPIRE_PATTERN = /^(0[1-9]|1[0-2])\/\d{2}$/;

/**
 * Whether a card valid through `expire` ("MM/YY", to the end of that month) has expired at `now`, counted in
 * Tashkent time (UTC+5, no daylight saving), where the cards are issued.
 */
export function isCardExpired(expire: string, now: Date): boolean {
  const match = CARD_EXPIRE_PATTERN.exec(expire);
  if (!match) return true;
  const month = Number(match[1]);
  const year = 2000 + Number(expire.slice(3));
  const tashkent = new Date(now.getTime() + 5 * 3600_000);
  const nowYear = tashkent.getUTCFullYear();
  const nowMonth = tashkent.getUTCMonth() + 1;
  return year < nowYear || (year === nowYear && month < nowMonth);
}

/** Card numbers we accept: 16 digits (Uzcard and Humo), Luhn-valid. Clients strip the spaces. */
export const CardNumberSchema = z
  .string()
  .regex(/^\d{16}$/, '16 digits')
  .refine(isLuhnValid, 'not a valid card number');

/** A saved (verified) card as the customer sees it. */
export const CardSchema = z.object({
  id: z.number().int(),
  /** As the provider masks it, e.g. "860006******6311". */
  maskedNumber: z.string(),
  /** "MM/YY". */
  expire: z.string(),
  /** The customer's own label ("Salary card"), if given. */
  name: z.string().nullable(),
  brand: CardBrandSchema,
  createdDate: z.string(),
});
export type Card = z.infer<typeof CardSchema>;

/** POST /payments/v2/cards: start adding a card; the provider sends an SMS code to the card's phone. */
export const CardCreateSchema = z.object({
  number: CardNumberSchema,
  expire: z.string().regex(CARD_EXPIRE_PATTERN, 'MM/YY'),
  name: z.string().trim().max(40).nullish(),
});
export type CardCreate = z.infer<typeof CardCreateSchema>;

/** The answer to a create (and to a new code): where the code went and when another may be asked for. */
export const CardCodeSentSchema = z.object({
  cardId: z.number().int(),
  /** The phone the provider sent the code to, masked by the provider ("99890*****31"); null when not told. */
  phoneMask: z.string().nullable(),
  /** Seconds until a new code may be asked for. */
  waitSeconds: z.number().int().min(0),
});
export type CardCodeSent = z.infer<typeof CardCodeSentSchema>;

/** POST /payments/v2/cards/confirm: the SMS code for a card being added. */
export const CardConfirmSchema = z.object({
  cardId: RowIdSchema,
  code: z.string().regex(/^\d{4,8}$/, 'digits'),
});
export type CardConfirm = z.infer<typeof CardConfirmSchema>;

/** Wrong codes allowed per card being added; then it must be added again (decision 131). */
export const CARD_CODE_ATTEMPTS = 5;

/** A card being added, before its code is confirmed (GET /payments/v2/cards/:id while unverified). */
export const PendingCardSchema = z.object({
  id: z.number().int(),
  maskedNumber: z.string(),
  expire: z.string(),
  brand: CardBrandSchema,
  phoneMask: z.string().nullable(),
  isVerified: z.boolean(),
  /** Seconds until a new code may be asked for (0: now). */
  waitSeconds: z.number().int().min(0),
  /** Wrong codes still allowed. */
  attemptsLeft: z.number().int().min(0),
});
export type PendingCard = z.infer<typeof PendingCardSchema>;

/** POST /payments/v2/cards/{id}/pay: pay an unpaid Payme order of the customer with this saved card (decision 319). */
export const CardPaySchema = z.object({ orderId: RowIdSchema });
export type CardPay = z.infer<typeof CardPaySchema>;

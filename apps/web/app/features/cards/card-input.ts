/**
 * Card number and expiry as the customer types them: digits grouped by four, "MM/YY" with the slash put in,
 * and the checks the server repeats (16 digits, Luhn, not expired) so a slip is caught before the round trip.
 */
import { CARD_EXPIRE_PATTERN, isCardExpired, isLuhnValid } from '@dasturxon/contracts';

export const CARD_DIGITS = 16;

export function digitsOf(value: string): string {
  return value.replace(/\D/g, '');
}

/** "8600069195406311" or "8600 0691 9540 6311" -> "8600 0691 9540 6311" (at most 16 digits). */
export function formatCardNumber(value: string): string {
  const digits = digitsOf(value).slice(0, CARD_DIGITS);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * Where the caret belongs after reformatting: after the same number of digits as before it, so typing or
 * deleting in the middle of the number does not throw the caret to the end.
 */
export function caretAfterFormat(formatted: string, digitsBeforeCaret: number): number {
  if (digitsBeforeCaret <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < formatted.length; i += 1) {
    if (/\d/.test(formatted[i] ?? '')) seen += 1;
    if (seen === digitsBeforeCaret) return i + 1;
  }
  return formatted.length;
}

/**
 * The expiry as typed: "03" -> "03/", "0399" -> "03/99", "3" -> "3" (a single digit above 1 becomes "03/").
 * `deleting` keeps a backspace over the slash from putting it straight back.
 */
export function formatExpiry(value: string, deleting = false): string {
  let digits = digitsOf(value).slice(0, 4);
  if (digits.length === 1 && Number(digits) > 1) digits = `0${digits}`;
  if (digits.length < 2) return digits;
  if (digits.length === 2) return deleting ? digits : `${digits}/`;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

export type CardFieldError = 'required' | 'numberLength' | 'numberInvalid' | 'expireFormat' | 'expired';

export interface CardFormErrors {
  number?: CardFieldError;
  expire?: CardFieldError;
}

/** The checks of the card form; an empty object when the card may be sent. */
export function checkCardForm(input: { number: string; expire: string }, now: Date): CardFormErrors {
  const errors: CardFormErrors = {};
  const digits = digitsOf(input.number);
  if (!digits) errors.number = 'required';
  else if (digits.length !== CARD_DIGITS) errors.number = 'numberLength';
  else if (!isLuhnValid(digits)) errors.number = 'numberInvalid';
  const expire = input.expire.trim();
  if (!expire) errors.expire = 'required';
  else if (!CARD_EXPIRE_PATTERN.test(expire)) errors.expire = 'expireFormat';
  else if (isCardExpired(expire, now)) errors.expire = 'expired';
  return errors;
}

/** The provider's masked number grouped like a card: "860006******6311" -> "8600 06•• •••• 6311". */
export function formatMaskedNumber(masked: string): string {
  const chars = masked.replace(/\s/g, '').replace(/[*xX]/g, '•');
  return chars.replace(/(.{4})(?=.)/g, '$1 ');
}

/** The last four digits of a masked number ("•• 6311"), for short mentions. */
export function lastFour(masked: string): string {
  return `•• ${masked.replace(/\s/g, '').slice(-4)}`;
}

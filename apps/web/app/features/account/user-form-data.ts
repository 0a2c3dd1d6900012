/**
 * The profile form as the API takes it (UserUpdateSchema), with field errors as catalogue keys. Shared by the
 * action (the authority) and its tests; the inputs carry the same limits for the browser's own checks.
 */
import { GENDERS, type UserUpdate, UserUpdateSchema } from '@dasturxon/contracts';
import type { MessageKey } from '../../shared/i18n/index.tsx';

export type UserField = 'firstName' | 'lastName' | 'gender' | 'birthday' | 'email';
export type FieldErrors = Partial<Record<UserField, MessageKey>>;

export const NAME_MAX = 60;
export const EMAIL_MAX = 120;
/** Nobody ordering food was born before this; earlier dates are typos ("1087"). */
const OLDEST_BIRTHDAY = '1900-01-01';

const text = (v: FormDataEntryValue | null) => (typeof v === 'string' ? v.trim() : '');
const orNull = (v: string) => (v === '' ? null : v);

export function readUserForm(
  form: FormData,
  today: string,
): { ok: true; value: UserUpdate } | { ok: false; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const firstName = text(form.get('firstName'));
  const lastName = text(form.get('lastName'));
  const gender = text(form.get('gender'));
  const birthday = text(form.get('birthday'));
  const email = text(form.get('email'));

  if (!firstName) errors.firstName = 'account.required';
  else if (firstName.length > NAME_MAX) errors.firstName = 'account.user.tooLong';
  if (lastName.length > NAME_MAX) errors.lastName = 'account.user.tooLong';
  if (gender && !(GENDERS as readonly string[]).includes(gender))
    errors.gender = 'account.user.genderInvalid';
  if (birthday && !(/^\d{4}-\d{2}-\d{2}$/.test(birthday) && isRealDate(birthday))) {
    errors.birthday = 'account.user.birthdayInvalid';
  } else if (birthday && (birthday > today || birthday < OLDEST_BIRTHDAY)) {
    errors.birthday = 'account.user.birthdayRange';
  }
  if (email && (email.length > EMAIL_MAX || !UserUpdateSchema.shape.email.safeParse(email).success)) {
    errors.email = 'account.user.emailInvalid';
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };

  const value = {
    firstName,
    lastName: orNull(lastName),
    gender: orNull(gender) as UserUpdate['gender'],
    birthday: orNull(birthday),
    email: orNull(email),
  };
  // The contract is the last word: anything it still refuses is reported on the first name's line.
  const parsed = UserUpdateSchema.safeParse(value);
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, errors: { firstName: 'account.user.invalid' } };
}

function isRealDate(iso: string): boolean {
  const d = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === iso;
}

/** Today in Tashkent (UTC+5, no daylight saving), the merchants' time zone: a birthday "tomorrow" is refused. */
export function todayInTashkent(now: number): string {
  return new Date(now + 5 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/**
 * The work of the phone-login actions, shared by /login, /login/confirm and the phone change of /profile/user:
 * read the number, ask the API for a code, and describe the confirm step in a URL (so a reload, a back button
 * or a browser without JavaScript keeps the step).
 */
import { apiPaths, PhoneSchema, SendCodeResponseSchema } from '@dasturxon/contracts';
import { normalizeUzPhone } from '@dasturxon/domain';
import type { ApiClient } from '../../lib/api.ts';
import { safeReturnPath } from '../../lib/session.ts';
import type { MessageKey } from '../i18n/index.tsx';

export type PhoneRead = { ok: true; phone: string } | { ok: false; errorKey: MessageKey };

/** The national digits typed beside the fixed +998, as the API takes them (998XXXXXXXXX). */
export function readPhone(value: FormDataEntryValue | null): PhoneRead {
  const raw = typeof value === 'string' ? value.trim() : '';
  if (!raw) return { ok: false, errorKey: 'account.required' };
  const digits = raw.replace(/\D/g, '');
  // The field shows +998; a pasted full number carries it too.
  const phone = normalizeUzPhone(digits.length === 12 ? `+${digits}` : raw);
  if (!phone || !PhoneSchema.safeParse(phone).success)
    return { ok: false, errorKey: 'account.phone.invalid' };
  return { ok: true, phone };
}

export type SendResult = { ok: true; resendAfter: number } | { ok: false; message: string };

export async function sendLoginCode(api: ApiClient, phone: string): Promise<SendResult> {
  const [error, sent] = await api.send('POST', apiPaths.sendCode(), SendCodeResponseSchema, { phone });
  if (error) return { ok: false, message: error.message };
  return { ok: true, resendAfter: sent.resendAfter };
}

/** /login/confirm for this number: when the code was sent (server clock) and where to go afterwards. */
export function confirmUrl(
  phone: string,
  resendAfter: number,
  returnTo: string | null,
  now = Date.now(),
): string {
  const q = new URLSearchParams({ phone, sent: String(now), wait: String(resendAfter) });
  if (returnTo) q.set('redirectTo', returnTo);
  return `/login/confirm?${q}`;
}

export interface ConfirmStep {
  phone: string;
  /** Seconds until another code may be asked, as of this render. */
  resendIn: number;
  redirectTo: string | null;
}

/** The confirm step described by a /login/confirm URL; null when it names no valid number. */
export function readConfirmStep(url: URL, now = Date.now()): ConfirmStep | null {
  const phone = url.searchParams.get('phone') ?? '';
  if (!PhoneSchema.safeParse(phone).success) return null;
  const sent = Number(url.searchParams.get('sent'));
  const wait = Number(url.searchParams.get('wait'));
  const valid = Number.isFinite(sent) && Number.isFinite(wait) && wait >= 0 && wait <= 3600;
  const resendIn = valid ? Math.max(0, Math.min(wait, Math.ceil(wait - (now - sent) / 1000))) : 0;
  return { phone, resendIn, redirectTo: safeReturnPath(url.searchParams.get('redirectTo')) };
}

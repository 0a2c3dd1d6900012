/**
 * The work of the phone-login actions, shared by /login, /login/confirm and the phone change of /profile/user:
 * read the number, ask the API for a code, and keep the confirm step (which number, when the code was sent) in
 * a short-lived httpOnly cookie, so a reload, a back button or a browser without JavaScript keeps the step.
 * Never in the URL: a phone number in a URL lands in browser history, proxies' access logs and Referer
 * headers (decision 179).
 */
import { authEndpoints, PhoneSchema } from '@dasturxon/contracts';
import { normalizeUzPhone } from '@dasturxon/domain';
import type { ApiClient } from '../../lib/api.ts';
import { COOKIE } from '../../lib/cookies.ts';
import { safeReturnPath } from '../../lib/session.ts';
import type { StorefrontMerchant } from '../../lib/storefront-merchant.server.ts';
import type { MessageKey } from '../../shared/i18n/index.tsx';

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
  const [error, sent] = await api.call(authEndpoints.sendCode, { body: { phone } });
  if (error) return { ok: false, message: error.message };
  return { ok: true, resendAfter: sent.resendAfter };
}

/** Long enough to type a code, wait for a resend and try again; a finished login clears it at once. */
export const CONFIRM_STEP_MAX_AGE_SECONDS = 15 * 60;

interface StoredStep {
  /** merchant id: a step started at one brand is not another brand's. */
  m: string;
  /** phone, 998XXXXXXXXX */
  p: string;
  /** when the code was sent (server clock, ms) */
  s: number;
  /** the API's resendAfter, seconds */
  w: number;
}

type StepMerchant = Pick<StorefrontMerchant, 'merchantId' | 'cookies'>;

/**
 * Remembers the step in its cookie (the number, the send time and the resend wait) and answers where to go
 * after the code was sent: /login/confirm, with the page to return to (which is no secret).
 */
export function startConfirmStep(
  m: StepMerchant,
  phone: string,
  resendAfter: number,
  returnTo: string | null,
  /** The app's clock (context clock) in ms: the resend countdown runs on the same clock as the API's limits. */
  now: number,
): string {
  const step: StoredStep = { m: m.merchantId, p: phone, s: now, w: resendAfter };
  m.cookies.set(COOKIE.loginStep, JSON.stringify(step), {
    maxAge: CONFIRM_STEP_MAX_AGE_SECONDS,
    httpOnly: true,
  });
  return returnTo ? `/login/confirm?${new URLSearchParams({ redirectTo: returnTo })}` : '/login/confirm';
}

/** Forgets the step (after signing in). */
export function endConfirmStep(m: StepMerchant): void {
  m.cookies.clear(COOKIE.loginStep);
}

export interface ConfirmStep {
  phone: string;
  /** Seconds until another code may be asked, as of this render. */
  resendIn: number;
  redirectTo: string | null;
}

function readStoredStep(raw: string | undefined): StoredStep | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Partial<StoredStep> | null;
    if (!v || typeof v.m !== 'string' || typeof v.p !== 'string') return null;
    return { m: v.m, p: v.p, s: Number(v.s), w: Number(v.w) };
  } catch {
    return null;
  }
}

/** The confirm step of this visitor at this merchant; null when there is none (or it names no valid number). */
export function readConfirmStep(request: Request, m: StepMerchant, now: number): ConfirmStep | null {
  const step = readStoredStep(m.cookies.get(COOKIE.loginStep));
  if (!step || step.m !== m.merchantId || !PhoneSchema.safeParse(step.p).success) return null;
  const { s: sent, w: wait } = step;
  const valid = Number.isFinite(sent) && Number.isFinite(wait) && wait >= 0 && wait <= 3600;
  const resendIn = valid ? Math.max(0, Math.min(wait, Math.ceil(wait - (now - sent) / 1000))) : 0;
  const redirectTo = safeReturnPath(new URL(request.url).searchParams.get('redirectTo'));
  return { phone: step.p, resendIn, redirectTo };
}

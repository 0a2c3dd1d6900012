/** The actions of /profile/user: save the data, change the phone (code to the new number), delete the account. */
import { PhoneSchema, type User, userEndpoints } from '@dasturxon/contracts';
import { data, redirect } from 'react-router';
import { expiredSession, isSessionRefused } from '../../lib/session.server.ts';
import { signOut } from '../../lib/session.ts';
import type { StorefrontMerchant } from '../../lib/storefront-merchant.server.ts';
import type { MessageKey } from '../../shared/i18n/index.tsx';
import { readPhone } from './login-flow.server.ts';
import { DELETED_NOTICE } from './notices.ts';
import { type FieldErrors, readUserForm, todayInTashkent } from './user-form-data.ts';

export type ProfileUserResult =
  | { intent: 'save'; saved: boolean; fieldErrors: FieldErrors; message: string | null }
  | {
      intent: 'phone';
      /** The new number a code was sent to (the confirm step), or null (still at the number step). */
      sentTo: string | null;
      resendIn: number;
      changed: boolean;
      errorKey: MessageKey | null;
      message: string | null;
      typed: string;
    }
  | { intent: 'delete'; message: string };

export async function profileUserAction(request: Request, m: StorefrontMerchant, user: User, now: Date) {
  const form = await request.formData();
  const intent = form.get('intent');
  const refused = (error: { status: number } | null) => {
    if (error && isSessionRefused(error as never, m)) throw expiredSession(m);
  };

  if (intent === 'save') {
    const read = readUserForm(form, todayInTashkent(now.getTime()));
    if (!read.ok) {
      return data<ProfileUserResult>({
        intent: 'save',
        saved: false,
        fieldErrors: read.errors,
        message: null,
      });
    }
    const [error] = await m.api.call(userEndpoints.update, { params: { id: user.id }, body: read.value });
    refused(error);
    if (error) {
      return data<ProfileUserResult>({
        intent: 'save',
        saved: false,
        fieldErrors: {},
        message: error.message,
      });
    }
    return data<ProfileUserResult>({ intent: 'save', saved: true, fieldErrors: {}, message: null });
  }

  if (intent === 'phone-send' || intent === 'phone-verify') {
    const typed = String(form.get('phone') ?? '');
    const base = { intent: 'phone' as const, changed: false, typed, resendIn: 0 };
    const phone = intent === 'phone-verify' ? PhoneSchema.safeParse(typed) : null;
    const read = phone?.success ? ({ ok: true, phone: phone.data } as const) : readPhone(form.get('phone'));
    if (!read.ok) {
      return data<ProfileUserResult>({ ...base, sentTo: null, errorKey: read.errorKey, message: null });
    }
    if (read.phone === user.phone) {
      return data<ProfileUserResult>({
        ...base,
        sentTo: null,
        errorKey: 'account.phone.same',
        message: null,
      });
    }
    if (intent === 'phone-send') {
      const [error, sent] = await m.api.call(userEndpoints.phoneChange, {
        body: { phone: read.phone, type: 'WEB' },
      });
      refused(error);
      if (error) {
        return data<ProfileUserResult>({ ...base, sentTo: null, errorKey: null, message: error.message });
      }
      const resendIn = sent.resendAfter;
      return data<ProfileUserResult>({
        ...base,
        sentTo: read.phone,
        resendIn,
        errorKey: null,
        message: null,
      });
    }
    const code = String(form.get('code') ?? '').trim();
    if (!/^\d{6}$/.test(code)) {
      return data<ProfileUserResult>({
        ...base,
        sentTo: read.phone,
        errorKey: code ? 'account.code.format' : 'account.required',
        message: null,
      });
    }
    const [error] = await m.api.call(userEndpoints.phoneVerify, { body: { phone: read.phone, code } });
    refused(error);
    if (error) {
      return data<ProfileUserResult>({ ...base, sentTo: read.phone, errorKey: null, message: error.message });
    }
    return data<ProfileUserResult>({ ...base, sentTo: null, changed: true, errorKey: null, message: null });
  }

  if (intent === 'delete') {
    const [error] = await m.api.call(userEndpoints.erase);
    refused(error);
    if (error) return data<ProfileUserResult>({ intent: 'delete', message: error.message });
    signOut(m.cookies, m.merchantId);
    throw redirect(`/?${DELETED_NOTICE}=1`);
  }

  return new Response(null);
}

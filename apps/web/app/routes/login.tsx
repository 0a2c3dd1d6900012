/**
 * /login (auth layout): the phone number, then "Send code" -> /login/confirm. A plain form with an action, so
 * it works before (or without) JavaScript. `redirectTo` (spec §3 `_redirectUrl`) travels along both steps.
 */
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { readPhone, sendLoginCode, startConfirmStep } from '../features/account/login-flow.server.ts';
import { PhoneField } from '../features/account/phone-field.tsx';
import { requireMerchant, serverOf } from '../lib/request-context.server.ts';
import { optionalUser } from '../lib/session.server.ts';
import { safeReturnPath } from '../lib/session.ts';
import { useT } from '../shared/i18n/index.tsx';
import { pageTitle, titleMeta } from '../shared/i18n/page-title.ts';
import { useShellMerchant } from '../shared/shell/use-shell.ts';
import '../features/account/account.css';
import type { Route } from './+types/login';

export async function loader({ request, context }: Route.LoaderArgs) {
  const m = requireMerchant(context);
  const redirectTo = safeReturnPath(new URL(request.url).searchParams.get('redirectTo'));
  // Already signed in (a bookmarked /login, the back button after logging in): nothing to do here.
  if (await optionalUser(context)) throw redirect(redirectTo ?? '/profile');
  return { redirectTo, title: pageTitle(m.lang, m.settings, 'account.login.title') };
}

export const meta: Route.MetaFunction = ({ data, matches }) => titleMeta(data, matches);

// A refused form answers 200 with its messages (the same page, re-rendered): an error status would make the
// browser log a failed request for what is an ordinary typing mistake. The same holds for every account form.
export async function action({ request, context }: Route.ActionArgs) {
  const m = requireMerchant(context);
  const form = await request.formData();
  const redirectTo = safeReturnPath(form.get('redirectTo'));
  const typed = String(form.get('phone') ?? '');
  const phone = readPhone(form.get('phone'));
  if (!phone.ok) return data({ errorKey: phone.errorKey, message: null, typed });
  const sent = await sendLoginCode(m.api, phone.phone);
  if (!sent.ok) return data({ errorKey: null, message: sent.message, typed });
  const now = serverOf(context).clock().getTime();
  throw redirect(startConfirmStep(m, phone.phone, sent.resendAfter, redirectTo, now));
}

export default function LoginRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const busy = useNavigation().state === 'submitting';
  const nav = useShellMerchant()?.nav;
  const fieldError = actionData?.errorKey ? t(actionData.errorKey) : null;
  return (
    <div className="login">
      <h1 className="login__title">{t('account.login.title')}</h1>
      <p className="login__text">{t('account.login.text')}</p>
      <Form method="post" className="login__form" noValidate>
        {loaderData.redirectTo && <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />}
        <PhoneField
          name="phone"
          label={t('account.phone.label')}
          defaultValue={actionData?.typed}
          error={fieldError}
          autoFocus
        />
        {actionData?.message && (
          <p className="form-error" role="alert">
            {actionData.message}
          </p>
        )}
        <button type="submit" className="button button-primary button-block" disabled={busy}>
          {busy ? t('account.sending') : t('account.login.send')}
        </button>
      </Form>
      <p className="login__legal">{t('account.login.legal')}</p>
      {(nav?.terms || nav?.privacy) && (
        <p className="login__legal-links">
          {nav.terms && <Link to="/offerta">{t('common.nav.terms')}</Link>}
          {nav.privacy && <Link to="/privacy">{t('common.nav.privacy')}</Link>}
        </p>
      )}
    </div>
  );
}

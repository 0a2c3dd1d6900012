/**
 * /login/confirm (auth layout): the 6-digit code sent to the number of the step cookie (never in the URL:
 * login-flow.server.ts), a resend countdown from the API's resendAfter, spec §5's "wrong code or code expired"
 * from the API. Success sets the session cookies (lib/session.ts), forgets the step and returns to
 * `redirectTo`, else the menu.
 */
import { authEndpoints, OtpCodeSchema } from '@dasturxon/contracts';
import { formatUzPhone } from '@dasturxon/domain';
import { data, Form, Link, redirect, useNavigation, useSubmit } from 'react-router';
import { CodeField } from '../features/account/code-field.tsx';
import {
  endConfirmStep,
  readConfirmStep,
  sendLoginCode,
  startConfirmStep,
} from '../features/account/login-flow.server.ts';
import { formatSeconds, useCountdown } from '../features/account/use-countdown.ts';
import { requireMerchant, serverOf } from '../lib/request-context.server.ts';
import { optionalUser } from '../lib/session.server.ts';
import { signIn } from '../lib/session.ts';
import { useT } from '../shared/i18n/index.tsx';
import { pageTitle, titleMeta } from '../shared/i18n/page-title.ts';
import '../features/account/account.css';
import type { Route } from './+types/login-confirm';

export async function loader({ request, context }: Route.LoaderArgs) {
  const m = requireMerchant(context);
  const step = readConfirmStep(request, m, serverOf(context).clock().getTime());
  if (!step) throw redirect('/login');
  // Back to the code step after signing in (browser history): the step is done.
  if (await optionalUser(context)) throw redirect(step.redirectTo ?? '/profile');
  return {
    ...step,
    phoneLabel: formatUzPhone(step.phone),
    title: pageTitle(m.lang, m.settings, 'account.confirm.title'),
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) => titleMeta(data, matches);

export async function action({ request, context }: Route.ActionArgs) {
  const m = requireMerchant(context);
  const step = readConfirmStep(request, m, serverOf(context).clock().getTime());
  if (!step) throw redirect('/login');
  const form = await request.formData();

  if (form.get('intent') === 'resend') {
    const sent = await sendLoginCode(m.api, step.phone);
    if (!sent.ok) return data({ errorKey: null, message: sent.message });
    const now = serverOf(context).clock().getTime();
    throw redirect(startConfirmStep(m, step.phone, sent.resendAfter, step.redirectTo, now));
  }

  const code = String(form.get('code') ?? '').trim();
  if (!code) return data({ errorKey: 'account.required' as const, message: null });
  if (!OtpCodeSchema.safeParse(code).success) {
    return data({ errorKey: 'account.code.format' as const, message: null });
  }
  const [error, login] = await m.api.call(authEndpoints.login, { body: { phone: step.phone, code } });
  if (error) return data({ errorKey: null, message: error.message });
  signIn(m.cookies, m.merchantId, login.token);
  endConfirmStep(m);
  throw redirect(step.redirectTo ?? '/');
}

export default function LoginConfirmRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const navigation = useNavigation();
  const submit = useSubmit();
  const busy = navigation.state !== 'idle';
  const left = useCountdown(loaderData.resendIn, loaderData);
  const error = actionData?.errorKey ? t(actionData.errorKey) : (actionData?.message ?? null);
  const back = loaderData.redirectTo
    ? `/login?redirectTo=${encodeURIComponent(loaderData.redirectTo)}`
    : '/login';
  return (
    <div className="login">
      <h1 className="login__title">{t('account.confirm.title')}</h1>
      <p className="login__text">
        {t('account.confirm.text', { phone: loaderData.phoneLabel })}{' '}
        <Link to={back} className="login__change">
          {t('account.confirm.changeNumber')}
        </Link>
      </p>
      {/* replace: the page the visitor lands on takes the code step's place in the history. */}
      <Form method="post" className="login__form" noValidate replace>
        <CodeField
          label={t('account.code.label')}
          error={error}
          autoFocus
          // A new submission replaces one still revalidating after a wrong code: never swallow the right one.
          onComplete={(form) => submit(form, { replace: true })}
        />
        <button type="submit" className="button button-primary button-block" disabled={busy}>
          {t('account.confirm.submit')}
        </button>
      </Form>
      <Form method="post" className="login__resend">
        <input type="hidden" name="intent" value="resend" />
        {left > 0 ? (
          <p className="login__countdown" aria-live="off">
            {t('account.confirm.resendIn', { time: formatSeconds(left) })}
          </p>
        ) : null}
        <button type="submit" className="link-button" disabled={left > 0 || busy}>
          {t('account.confirm.resend')}
        </button>
      </Form>
    </div>
  );
}

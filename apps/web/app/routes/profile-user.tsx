/**
 * /profile/user: the customer's data (name, gender, birthday, email), change of phone with a code sent to the
 * new number, and account deletion. Guests are sent to the login, which brings them back here.
 */
import { formatUzPhone } from '@dasturxon/domain';
import { Link, redirect } from 'react-router';
import { DeleteAccount } from '../features/account/delete-account.tsx';
import { PhoneChange } from '../features/account/phone-change.tsx';
import { profileUserAction } from '../features/account/profile-user.server.ts';
import { UserForm } from '../features/account/user-form.tsx';
import { todayInTashkent } from '../features/account/user-form-data.ts';
import { requireMerchant, serverOf } from '../lib/request-context.server.ts';
import { forgetSession, loginPath, optionalUser } from '../lib/session.server.ts';
import { useT } from '../shared/i18n/index.tsx';
import { pageTitle, titleMeta } from '../shared/i18n/page-title.ts';
import '../features/coming/page.css';
import '../features/account/account.css';
import type { Route } from './+types/profile-user';

export async function loader({ request, context }: Route.LoaderArgs) {
  const m = requireMerchant(context);
  const user = await optionalUser(context);
  if (!user) throw redirect(loginPath('/profile/user'));
  return {
    user,
    phoneLabel: formatUzPhone(user.phone),
    today: todayInTashkent(serverOf(context).clock().getTime()),
    confirmingDelete: new URL(request.url).searchParams.get('delete') === '1',
    title: pageTitle(m.lang, m.settings, 'account.user.title'),
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) => titleMeta(data, matches);

export async function action({ request, context }: Route.ActionArgs) {
  const m = requireMerchant(context);
  const user = await optionalUser(context);
  if (!user) throw redirect(loginPath('/profile/user'));
  const result = await profileUserAction(request, m, user, serverOf(context).clock());
  forgetSession(context);
  return result;
}

export default function ProfileUserRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const result = actionData && 'intent' in actionData ? actionData : null;
  return (
    <div className="content-page profile-user">
      <Link to="/profile" className="back-link">
        ‹ {t('account.profile.title')}
      </Link>
      <h1>{t('account.user.title')}</h1>
      <UserForm
        user={loaderData.user}
        today={loaderData.today}
        result={result?.intent === 'save' ? result : null}
      />
      <PhoneChange phoneLabel={loaderData.phoneLabel} result={result?.intent === 'phone' ? result : null} />
      <DeleteAccount
        confirming={loaderData.confirmingDelete}
        message={result?.intent === 'delete' ? result.message : null}
      />
    </div>
  );
}

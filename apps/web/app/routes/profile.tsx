/**
 * /profile: the account menu (my data, orders, addresses, favourites, cards, promo codes) and sign-out. Guests
 * see the sign-in prompt. Sections of later issues open their own honest "coming" screens.
 */
import { formatUzPhone } from '@dasturxon/domain';
import { Form, Link } from 'react-router';
import { Avatar } from '../features/account/avatar.tsx';
import { clearClientStorage } from '../features/account/client-storage.ts';
import { GuestPrompt } from '../features/account/guest-prompt.tsx';
import { logout } from '../features/account/logout.server.ts';
import { requireMerchant } from '../lib/request-context.server.ts';
import { optionalUser } from '../lib/session.server.ts';
import { type MessageKey, useT } from '../shared/i18n/index.tsx';
import { pageTitle, titleMeta } from '../shared/i18n/page-title.ts';
import { displayName } from '../shared/shell/display-name.ts';
import { useShell } from '../shared/shell/use-shell.ts';
import '../features/coming/page.css';
import '../features/account/account.css';
import type { Route } from './+types/profile';

export async function loader({ context }: Route.LoaderArgs) {
  const m = requireMerchant(context);
  const user = await optionalUser(context);
  return {
    // A customer who has not given a name yet is their phone number: shown once, not twice.
    user: user && { name: user.firstName ? displayName(user) : null, phone: formatUzPhone(user.phone) },
    title: pageTitle(m.lang, m.settings, 'account.profile.title'),
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) => titleMeta(data, matches);

export async function action({ request, context }: Route.ActionArgs) {
  const m = requireMerchant(context);
  const form = await request.formData();
  if (form.get('intent') !== 'logout') return new Response(null, { status: 400 });
  throw await logout(m);
}

const SECTIONS: { to: string; key: MessageKey; icon: string }[] = [
  {
    to: '/profile/orders',
    key: 'account.section.orders',
    icon: 'M6 3h12v18l-3-2-3 2-3-2-3 2V3Zm3 5h6m-6 4h6',
  },
  {
    to: '/profile/address',
    key: 'account.section.addresses',
    icon: 'M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21Zm0-9a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z',
  },
  {
    to: '/profile/favorites',
    key: 'account.section.favourites',
    icon: 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z',
  },
  { to: '/profile/cards', key: 'account.section.cards', icon: 'M3 6h18v12H3V6Zm0 4h18M7 15h4' },
  {
    to: '/profile/promos',
    key: 'account.section.promos',
    icon: 'M4 7h16v4a2 2 0 0 0 0 4v4H4v-4a2 2 0 0 0 0-4V7Zm6 0v12',
  },
  {
    to: '/profile/reservations',
    key: 'reservations.section',
    icon: 'M4 10h16M6 10v9m12-9v9M8 6h8l2 4H6l2-4Zm-2 9h12',
  },
];

function SectionIcon({ d }: { d: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="22"
      height="22"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      aria-hidden="true"
    >
      <path d={d} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export default function ProfileRoute({ loaderData }: Route.ComponentProps) {
  const t = useT();
  // A merchant that switched favourites off has no favourites page (it answers 404): no link to it.
  const favouritesOn = useShell().merchant?.favourites === true;
  const user = loaderData.user;
  if (!user) return <GuestPrompt returnTo="/profile" />;
  return (
    <div className="content-page profile">
      <h1 className="visually-hidden">{t('account.profile.title')}</h1>
      <Link to="/profile/user" className="profile-card">
        <Avatar name={user.name ?? ''} size="large" />
        <span className="profile-card__text">
          <span className="profile-card__name">{user.name ?? user.phone}</span>
          {/* Without a name yet, the second line invites to fill in the data. */}
          <span className="profile-card__phone">{user.name ? user.phone : t('account.section.myData')}</span>
        </span>
        {user.name && <span className="visually-hidden">{t('account.section.myData')}</span>}
        <span className="profile-menu__chevron" aria-hidden="true">
          ›
        </span>
      </Link>
      <nav aria-label={t('account.profile.sections')}>
        <ul className="profile-menu">
          {SECTIONS.filter((s) => s.to !== '/profile/favorites' || favouritesOn).map((s) => (
            <li key={s.to}>
              <Link to={s.to} className="profile-menu__item">
                <SectionIcon d={s.icon} />
                <span>{t(s.key)}</span>
                <span className="profile-menu__chevron" aria-hidden="true">
                  ›
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Form method="post" onSubmit={() => clearClientStorage()}>
        <input type="hidden" name="intent" value="logout" />
        <button type="submit" className="button button-block profile-logout">
          {t('account.logout')}
        </button>
      </Form>
    </div>
  );
}

/**
 * /profile/address (spec §2): the customer's saved addresses with edit and delete; adding one opens the map
 * picker. Guests get the sign-in prompt.
 */
import { useEffect } from 'react';
import { data, Link, useSearchParams } from 'react-router';
import { deleteAddress, listAddresses } from '../features/address/address-api.server.ts';
import { AddressList } from '../features/address/address-list.tsx';
import { throwApiError } from '../lib/api-errors.ts';
import { requireMerchant } from '../lib/request-context.server.ts';
import { expiredSession, isSessionRefused, optionalUser } from '../lib/session.server.ts';
import { useT } from '../shared/i18n/index.tsx';
import { pageTitle, titleMeta } from '../shared/i18n/page-title.ts';
import { showToast } from '../shared/toast/toast-store.ts';
import { SignInPrompt } from '../shared/ui/sign-in-prompt.tsx';
import '../features/coming/page.css';
import '../features/address/address.css';
import type { Route } from './+types/profile-address';

export async function loader({ context }: Route.LoaderArgs) {
  const m = requireMerchant(context);
  const title = pageTitle(m.lang, m.settings, 'address.listTitle');
  const user = await optionalUser(context);
  if (!user) return { title, signedIn: false as const, addresses: [] };
  const [error, addresses] = await listAddresses(m, user.id);
  if (isSessionRefused(error, m)) throw expiredSession(m);
  if (error) throwApiError(error);
  return { title, signedIn: true as const, addresses };
}

export async function action({ request, context }: Route.ActionArgs) {
  const m = requireMerchant(context);
  const form = await request.formData();
  const id = Number(form.get('id'));
  if (form.get('intent') !== 'delete' || !Number.isSafeInteger(id) || id <= 0) {
    return data({ ok: false }, { status: 400 });
  }
  const error = await deleteAddress(m, id);
  if (isSessionRefused(error, m)) throw expiredSession(m);
  if (error) return data({ ok: false, message: error.message }, { status: error.status || 502 });
  return { ok: true };
}

export const meta: Route.MetaFunction = ({ data, matches }) => titleMeta(data, matches);

export default function ProfileAddressRoute({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const saved = params.get('saved');
  // The picker comes back here with ?saved=<id>: say so once, then drop it from the URL.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per arrival; `t` is new each render.
  useEffect(() => {
    if (!saved) return;
    showToast('success', t('address.saved'));
    setParams(
      (p) => {
        p.delete('saved');
        return p;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [saved, setParams]);

  if (!loaderData.signedIn) {
    return (
      <SignInPrompt titleKey="address.signInTitle" textKey="address.signInText" returnTo="/profile/address" />
    );
  }
  const { addresses } = loaderData;
  return (
    <div className="content-page addr-page">
      <h1 className="content-page__title">{t('address.listTitle')}</h1>
      {addresses.length === 0 ? (
        <div className="coming-screen" data-screen="addresses-empty">
          <h2 className="coming-screen__title">{t('address.emptyTitle')}</h2>
          <p className="coming-screen__text">{t('address.emptyText')}</p>
        </div>
      ) : (
        <AddressList addresses={addresses} />
      )}
      <Link to="/profile/address/create" className="button button-primary addr-add">
        {t('address.add')}
      </Link>
    </div>
  );
}

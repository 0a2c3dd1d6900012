/**
 * Loader and action shared by /profile/address/create (save to the account) and /choose-address (choose the
 * delivery point: saved to the account when signed in, and remembered by the page for the order).
 */
import type { Address } from '@dasturxon/contracts';
import { data, redirect } from 'react-router';
import { throwApiError } from '../../lib/api-errors.ts';
import { type RequestContext, requireMerchant, serverOf } from '../../lib/request-context.server.ts';
import { expiredSession, isSessionRefused, optionalUser } from '../../lib/session.server.ts';
import { safeReturnPath } from '../../lib/session.ts';
import type { MessageKey } from '../../shared/i18n/index.tsx';
import { pageTitle } from '../../shared/i18n/page-title.ts';
import { chooseMapProvider } from '../../shared/map/map-provider.ts';
import type { LatLng } from '../../shared/map/map-types.ts';
import { listAddresses, saveAddress } from './address-api.server.ts';
import { readAddressForm } from './address-form.ts';

export type PickerMode = 'create' | 'choose';

export async function loadPicker(request: Request, context: RequestContext, mode: PickerMode) {
  const m = requireMerchant(context);
  const user = await optionalUser(context);
  const url = new URL(request.url);
  const editId = Number(url.searchParams.get('id'));
  let saved: Address[] = [];
  if (user) {
    const [error, list] = await listAddresses(m, user.id);
    if (isSessionRefused(error, m)) throw expiredSession(m);
    if (error) throwApiError(error);
    saved = list;
  }
  const editing =
    Number.isSafeInteger(editId) && editId > 0 ? (saved.find((a) => a.id === editId) ?? null) : null;
  if (mode === 'create' && url.searchParams.has('id') && !editing && user) throw data(null, { status: 404 });
  const start: LatLng = editing
    ? { latitude: editing.latitude, longitude: editing.longitude }
    : { latitude: m.merchant.latitude, longitude: m.merchant.longitude };
  const titleKey: MessageKey =
    mode === 'choose' ? 'address.chooseTitle' : editing ? 'address.editTitle' : 'address.createTitle';
  return {
    signedIn: user !== null,
    saved,
    editing,
    start,
    titleKey,
    title: pageTitle(m.lang, m.settings, titleKey),
    provider: chooseMapProvider({
      merchant: m.merchant,
      lang: m.lang,
      tileUrl: serverOf(context).publicEnv.mapTileUrl,
    }),
    backTo:
      safeReturnPath(url.searchParams.get('redirectTo')) ?? (mode === 'choose' ? '/' : '/profile/address'),
  };
}

export async function savePicked(request: Request, context: RequestContext, mode: PickerMode) {
  const m = requireMerchant(context);
  const form = await request.formData();
  const url = new URL(request.url);
  const back =
    safeReturnPath(url.searchParams.get('redirectTo')) ?? (mode === 'choose' ? '/' : '/profile/address');
  const read = readAddressForm(form);
  if (!read.ok) return data({ invalidFields: read.fields }, { status: 400 });
  const user = await optionalUser(context);
  if (!user) {
    // A guest choosing a delivery point keeps it in the page (see choose-address); saving needs an account.
    if (mode === 'choose') throw redirect(back);
    throw redirect(`/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
  }
  const idRaw = Number(form.get('id'));
  const id = Number.isSafeInteger(idRaw) && idRaw > 0 ? idRaw : null;
  const [error, address] = await saveAddress(m, user.id, read.input, id);
  if (isSessionRefused(error, m)) throw expiredSession(m);
  // A refusal the customer can act on (invalid field, too many addresses) stays on the form with its message.
  if (error && error.status >= 400 && error.status < 500 && error.status !== 404) {
    return data({ invalidFields: [], message: error.message }, { status: error.status });
  }
  if (error) throwApiError(error);
  const target = new URL(back, url);
  if (mode === 'create') target.searchParams.set('saved', String(address.id));
  throw redirect(target.pathname + target.search);
}

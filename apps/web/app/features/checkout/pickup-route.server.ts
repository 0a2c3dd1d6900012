/**
 * /address/pickup (map) and /address/pickup2 (list): the branch of a pick-up (or dine-in) order. The choice
 * goes into the checkout state and the customer returns to /checkout.
 */
import { branchEndpoints } from '@dasturxon/contracts';
import { branchOffers, distanceMeters } from '@dasturxon/domain';
import { type AppLoadContext, redirect } from 'react-router';
import { throwApiError } from '../../lib/api-errors.ts';
import { requireMerchant } from '../../lib/merchant-context.server.ts';
import { loginPath, optionalUser } from '../../lib/session.server.ts';
import { chooseMapProvider } from '../map/map-provider.ts';
import { pageTitle } from '../policies/page-title.ts';
import { checkoutCookie, readCheckoutState } from './checkout-state.ts';

export async function loadPickup(request: Request, context: AppLoadContext, path: string) {
  const m = await requireMerchant(request, context);
  if (!(await optionalUser(request, context, m))) throw redirect(loginPath(path));
  const state = readCheckoutState(m.cookies, m.merchantId);
  const [error, all] = await m.api.call(branchEndpoints.list);
  if (error) throwApiError(error);
  const type = state.serviceType === 'DINE_IN' ? 'DINE_IN' : 'PICK_UP';
  const branches = all.filter((b) => b.isActive && branchOffers(b, type));
  const center = { latitude: m.merchant.latitude, longitude: m.merchant.longitude };
  // Frame the branches around the merchant (another city's branch is a pan or the list away), as /branches/map.
  const near = branches.filter((b) => distanceMeters(center, b) <= 50_000);
  return {
    branches,
    selectedId: branches.some((b) => b.id === state.branchId) ? String(state.branchId) : null,
    provider: chooseMapProvider({
      merchant: m.merchant,
      lang: m.lang,
      tileUrl: context.publicEnv.mapTileUrl,
    }),
    center,
    frame: (near.length > 0 ? near : branches).map((b) => ({ latitude: b.latitude, longitude: b.longitude })),
    now: context.clock().toISOString(),
    title: pageTitle(m.lang, m.settings, 'checkout.pickupTitle'),
  };
}

export async function savePickup(request: Request, context: AppLoadContext) {
  const m = await requireMerchant(request, context);
  const form = await request.formData();
  const id = Number(form.get('branchId'));
  const state = readCheckoutState(m.cookies, m.merchantId);
  if (!Number.isSafeInteger(id) || id <= 0) throw redirect('/checkout');
  const next = {
    ...state,
    branchId: id,
    serviceType: state.serviceType === 'DINE_IN' ? ('DINE_IN' as const) : ('PICK_UP' as const),
  };
  const headers = new Headers();
  headers.append(
    'Set-Cookie',
    checkoutCookie(m.merchantId, next, new URL(request.url).protocol === 'https:'),
  );
  throw redirect('/checkout', { headers });
}

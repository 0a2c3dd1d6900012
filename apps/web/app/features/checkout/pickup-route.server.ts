/**
 * /address/pickup (map) and /address/pickup2 (list): the branch of a pick-up (or dine-in) order. The choice
 * goes into the checkout state and the customer returns to /checkout.
 */
import { branchEndpoints } from '@dasturxon/contracts';
import { branchOffers, distanceMeters } from '@dasturxon/domain';
import { redirect } from 'react-router';
import { throwApiError } from '../../lib/api-errors.ts';
import { type RequestContext, requireMerchant, serverOf } from '../../lib/request-context.server.ts';
import { loginPath, optionalUser } from '../../lib/session.server.ts';
import { pageTitle } from '../../shared/i18n/page-title.ts';
import { chooseMapProvider } from '../../shared/map/map-provider.ts';
import { readCheckoutState, saveCheckoutState } from './checkout-state.ts';

export async function loadPickup(context: RequestContext, path: string) {
  const m = requireMerchant(context);
  if (!(await optionalUser(context))) throw redirect(loginPath(path));
  const state = readCheckoutState(m.cookies.all, m.merchantId);
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
      tileUrl: serverOf(context).publicEnv.mapTileUrl,
    }),
    center,
    frame: (near.length > 0 ? near : branches).map((b) => ({ latitude: b.latitude, longitude: b.longitude })),
    now: serverOf(context).clock().toISOString(),
    title: pageTitle(m.lang, m.settings, 'checkout.pickupTitle'),
  };
}

export async function savePickup(request: Request, context: RequestContext) {
  const m = requireMerchant(context);
  const form = await request.formData();
  const id = Number(form.get('branchId'));
  const state = readCheckoutState(m.cookies.all, m.merchantId);
  if (!Number.isSafeInteger(id) || id <= 0) throw redirect('/checkout');
  const next = {
    ...state,
    branchId: id,
    serviceType: state.serviceType === 'DINE_IN' ? ('DINE_IN' as const) : ('PICK_UP' as const),
  };
  saveCheckoutState(m.cookies, m.merchantId, next);
  throw redirect('/checkout');
}

/**
 * /address/delivery, the checkout's part: the delivery point of this checkout on the issue-3 map picker (a
 * saved address, a point on the map or the current location, plus entrance / floor / office / domophone /
 * comment). The choice goes into the checkout state, not into the account's saved addresses (decision 152),
 * and the customer returns to /checkout. The route composes these with the address feature's picker, form
 * and saved addresses (features do not import each other, decision 196).
 */
import type { Address, AddressInput, OrderAddress } from '@dasturxon/contracts';
import { findSavedAddress } from '@dasturxon/domain';
import { redirect } from 'react-router';
import { type RequestContext, requireMerchant } from '../../lib/request-context.server.ts';
import { loginPath, optionalUser } from '../../lib/session.server.ts';
import { pageTitle } from '../../shared/i18n/page-title.ts';
import type { LatLng } from '../../shared/map/map-types.ts';
import { readCheckoutState, saveCheckoutState } from './checkout-state.ts';

/** The signed-in customer choosing the point; a guest goes to sign in first and comes back to `back`. */
export async function requireDeliveryCustomer(context: RequestContext, back: string) {
  requireMerchant(context);
  const user = await optionalUser(context);
  if (!user) throw redirect(loginPath(back));
  return user;
}

/** The picker (as the address feature loads it) opened on the checkout's current address, extras filled in. */
export function deliveryPicker<P extends { saved: Address[]; start: LatLng }>(
  context: RequestContext,
  picker: P,
) {
  const m = requireMerchant(context);
  const state = readCheckoutState(m.cookies.all, m.merchantId);
  const current = state.address;
  // A saved address opens as itself.
  const editing: Address | null = current
    ? (picker.saved.find((a) => a.id === current.savedAddressId) ?? {
        id: 0,
        type: 'HOUSE',
        name: current.name ?? null,
        streetName: current.streetName ?? null,
        houseNumber: current.houseNumber ?? null,
        details: current.details ?? null,
        description: current.description ?? null,
        latitude: current.latitude,
        longitude: current.longitude,
        cityId: current.cityId ?? null,
        office: current.office ?? null,
        domophone: current.domophone ?? null,
        entrance: current.entrance ?? null,
        floor: current.floor ?? null,
        comment: current.comment ?? null,
        createdDate: '',
        lastModifiedDate: '',
      })
    : null;
  return {
    ...picker,
    editing,
    start: current ? { latitude: current.latitude, longitude: current.longitude } : picker.start,
    backTo: '/checkout',
    title: pageTitle(m.lang, m.settings, 'checkout.deliveryTitle'),
  };
}

/**
 * The posted point (read by the address form) becomes the checkout's delivery address; then back to /checkout.
 * Spec §5: a point within the tolerance of a saved address is that address; a moved point is not.
 */
export function chooseDeliveryPoint(
  context: RequestContext,
  input: AddressInput,
  saved: readonly Address[],
): never {
  const m = requireMerchant(context);
  const match = findSavedAddress(saved, input);
  const address: OrderAddress = {
    savedAddressId: match?.id ?? null,
    latitude: input.latitude,
    longitude: input.longitude,
    name: input.name ?? null,
    streetName: input.streetName ?? null,
    houseNumber: input.houseNumber ?? null,
    cityId: input.cityId ?? null,
    entrance: input.entrance ?? null,
    floor: input.floor ?? null,
    office: input.office ?? null,
    domophone: input.domophone ?? null,
    comment: input.comment ?? null,
  };
  const state = readCheckoutState(m.cookies.all, m.merchantId);
  const next = {
    ...state,
    serviceType: 'DELIVERY' as const,
    address,
    addressType: match ? ('SAVED' as const) : ('MAP' as const),
  };
  saveCheckoutState(m.cookies, m.merchantId, next);
  throw redirect('/checkout');
}

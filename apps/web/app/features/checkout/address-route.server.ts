/**
 * /address/delivery: the delivery point of this checkout on the issue-3 map picker (a saved address, a point
 * on the map or the current location, plus entrance / floor / office / domophone / comment). The choice goes
 * into the checkout state, not into the account's saved addresses (decision 152), and the customer returns to
 * /checkout.
 */
import type { Address, OrderAddress } from '@dasturxon/contracts';
import { findSavedAddress } from '@dasturxon/domain';
import { data, redirect } from 'react-router';
import { type RequestContext, requireMerchant } from '../../lib/request-context.server.ts';
import { loginPath, optionalUser } from '../../lib/session.server.ts';
import { pageTitle } from '../../shared/i18n/page-title.ts';
import { listAddresses } from '../address/address-api.server.ts';
import { readAddressForm } from '../address/address-form.ts';
import { loadPicker } from '../address/picker-route.server.ts';
import { readCheckoutState, saveCheckoutState } from './checkout-state.ts';

export async function loadDeliveryPicker(request: Request, context: RequestContext) {
  const m = requireMerchant(context);
  if (!(await optionalUser(context))) throw redirect(loginPath('/address/delivery'));
  const picker = await loadPicker(request, context, 'choose');
  const state = readCheckoutState(m.cookies.all, m.merchantId);
  const current = state.address;
  // The picker opens on the current address with its extras filled in (a saved one as itself).
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

export async function saveDeliveryChoice(request: Request, context: RequestContext) {
  const m = requireMerchant(context);
  const user = await optionalUser(context);
  if (!user) throw redirect(loginPath('/checkout'));
  const read = readAddressForm(await request.formData());
  if (!read.ok) return data({ invalidFields: read.fields }, { status: 400 });
  const input = read.input;
  const [, saved] = await listAddresses(m, user.id);
  // Spec §5: a point within the tolerance of a saved address is that address; a moved point is not.
  const match = findSavedAddress(saved ?? [], input);
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

/**
 * /address/delivery (spec §2): the delivery point of the order on the map, back to /checkout. The route
 * composes the address feature (picker, form, saved addresses) with the checkout's state (decision 196).
 */
import { data, useActionData } from 'react-router';
import { listAddresses } from '../features/address/address-api.server.ts';
import { readAddressForm } from '../features/address/address-form.ts';
import { AddressPicker } from '../features/address/address-picker.tsx';
import { loadPicker } from '../features/address/picker-route.server.ts';
import {
  chooseDeliveryPoint,
  deliveryPicker,
  requireDeliveryCustomer,
} from '../features/checkout/address-route.server.ts';
import { requireMerchant } from '../lib/request-context.server.ts';
import { useT } from '../shared/i18n/index.tsx';
import { titleMeta } from '../shared/i18n/page-title.ts';
import '../features/coming/page.css';
import '../features/checkout/checkout.css';
import type { Route } from './+types/address-delivery';

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireDeliveryCustomer(context, '/address/delivery');
  return deliveryPicker(context, await loadPicker(request, context, 'choose'));
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireDeliveryCustomer(context, '/checkout');
  const read = readAddressForm(await request.formData());
  if (!read.ok) return data({ invalidFields: read.fields }, { status: 400 });
  const [, saved] = await listAddresses(requireMerchant(context), user.id);
  return chooseDeliveryPoint(context, read.input, saved ?? []);
}

export const meta: Route.MetaFunction = ({ data, matches }) => titleMeta(data, matches);

export default function AddressDeliveryRoute({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const answer = useActionData() as { invalidFields?: string[]; message?: string } | undefined;
  return (
    <AddressPicker
      title={t('checkout.deliveryTitle')}
      backTo="/checkout"
      provider={loaderData.provider}
      start={loaderData.start}
      saved={loaderData.saved}
      editing={loaderData.editing}
      submitLabel={t('checkout.deliverHere')}
      invalidFields={answer?.invalidFields ?? null}
      errorMessage={answer?.message ?? null}
      rememberChoice={false}
    />
  );
}

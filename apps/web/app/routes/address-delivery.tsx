/** /address/delivery (spec §2): the delivery point of the order on the map, back to /checkout. */
import { useActionData } from 'react-router';
import { AddressPicker } from '../features/address/address-picker.tsx';
import { loadDeliveryPicker, saveDeliveryChoice } from '../features/checkout/address-route.server.ts';
import { useT } from '../shared/i18n/index.tsx';
import { titleMeta } from '../shared/i18n/page-title.ts';
import '../features/coming/page.css';
import '../features/checkout/checkout.css';
import type { Route } from './+types/address-delivery';

export const loader = ({ request, context }: Route.LoaderArgs) => loadDeliveryPicker(request, context);
export const action = ({ request, context }: Route.ActionArgs) => saveDeliveryChoice(request, context);
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

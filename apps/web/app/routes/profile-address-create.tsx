/** /profile/address/create (spec §2): a new saved address on the map, or ?id= to edit one. */
import { loadPicker, savePicked } from '../features/address/picker-route.server.ts';
import { PickerScreen } from '../features/address/picker-screen.tsx';
import { titleMeta } from '../shared/i18n/page-title.ts';
import '../features/coming/page.css';
import type { Route } from './+types/profile-address-create';

export const loader = ({ request, context }: Route.LoaderArgs) => loadPicker(request, context, 'create');
export const action = ({ request, context }: Route.ActionArgs) => savePicked(request, context, 'create');
export const meta: Route.MetaFunction = ({ data, matches }) => titleMeta(data, matches);

export default function ProfileAddressCreateRoute({ loaderData }: Route.ComponentProps) {
  return <PickerScreen data={loaderData} mode="create" returnTo="/profile/address/create" />;
}

/**
 * /choose-address (spec §2): the delivery point of the next order. Signed in, the point is saved (a point
 * matching a saved address is that address, spec §5); a guest's point is only remembered in this browser.
 */
import { loadPicker, savePicked } from '../features/address/picker-route.server.ts';
import { PickerScreen } from '../features/address/picker-screen.tsx';
import { titleMeta } from '../shared/i18n/page-title.ts';
import '../features/coming/page.css';
import type { Route } from './+types/choose-address';

export const loader = ({ request, context }: Route.LoaderArgs) => loadPicker(request, context, 'choose');
export const action = ({ request, context }: Route.ActionArgs) => savePicked(request, context, 'choose');
export const meta: Route.MetaFunction = ({ data, matches }) => titleMeta(data, matches);

export default function ChooseAddressRoute({ loaderData }: Route.ComponentProps) {
  return <PickerScreen data={loaderData} mode="choose" returnTo="/choose-address" />;
}

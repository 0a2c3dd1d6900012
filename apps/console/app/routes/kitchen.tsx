import type { ClientLoaderFunctionArgs } from 'react-router';
import { KITCHEN_STATUSES, KitchenScreen } from '../features/kitchen/kitchen-screen.tsx';
import { requireScreen } from '../lib/guard.ts';
import { useLiveOrders } from '../lib/use-live-orders.ts';

export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  return { staff: await requireScreen(request, 'kitchen') };
}

export default function Kitchen() {
  const live = useLiveOrders(KITCHEN_STATUSES);
  return <KitchenScreen live={live} />;
}

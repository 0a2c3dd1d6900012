import { type ClientLoaderFunctionArgs, useLoaderData } from 'react-router';
import { COURIER_STATUSES, CourierScreen } from '../features/courier/courier-screen.tsx';
import { requireScreen } from '../lib/guard.ts';
import { useLiveOrders } from '../lib/use-live-orders.ts';

export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  return { staff: await requireScreen(request, 'courier') };
}

export default function Courier() {
  const { staff } = useLoaderData<typeof clientLoader>();
  const live = useLiveOrders(COURIER_STATUSES);
  return <CourierScreen live={live} courierId={staff.courierId} />;
}

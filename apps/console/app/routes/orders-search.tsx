import type { ClientLoaderFunctionArgs } from 'react-router';
import { OrdersSearchScreen } from '../features/orders-search/orders-search-screen.tsx';
import { requireScreen } from '../lib/guard.ts';
import { api } from '../lib/runtime.ts';

/** Order search and archive (ADMIN, OPERATOR). */
export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  return { staff: await requireScreen(request, 'search') };
}

export default function Screen() {
  return <OrdersSearchScreen api={api} />;
}

import type { ClientLoaderFunctionArgs } from 'react-router';
import { ZonesScreen } from '../features/zones/zones-screen.tsx';
import { requireScreen } from '../lib/guard.ts';
import { api } from '../lib/runtime.ts';

/** Delivery zones and order settings (ADMIN only). */
export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  return { staff: await requireScreen(request, 'zones') };
}

export default function Screen() {
  return <ZonesScreen api={api} />;
}

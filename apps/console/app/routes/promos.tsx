import type { ClientLoaderFunctionArgs } from 'react-router';
import { PromosScreen } from '../features/promos/promos-screen.tsx';
import { requireScreen } from '../lib/guard.ts';
import { api } from '../lib/runtime.ts';

/** Promo codes (ADMIN, Setup menu). */
export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  return { staff: await requireScreen(request, 'promos') };
}

export default function Screen() {
  return <PromosScreen api={api} />;
}

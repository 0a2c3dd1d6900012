import type { ClientLoaderFunctionArgs } from 'react-router';
import { StorefrontSettingsScreen } from '../features/settings/storefront-settings-screen.tsx';
import { requireScreen } from '../lib/guard.ts';
import { api } from '../lib/runtime.ts';

/** Storefront settings (ADMIN only, issue 12). */
export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  return { staff: await requireScreen(request, 'storefront') };
}

export default function Screen() {
  return <StorefrontSettingsScreen api={api} />;
}

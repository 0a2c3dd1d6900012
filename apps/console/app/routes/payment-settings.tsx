import type { ClientLoaderFunctionArgs } from 'react-router';
import { PaymentSettingsScreen } from '../features/settings/payment-settings-screen.tsx';
import { requireScreen } from '../lib/guard.ts';
import { api } from '../lib/runtime.ts';

/** Payment settings and credentials (ADMIN only, issue 12). */
export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  return { staff: await requireScreen(request, 'payments') };
}

export default function Screen() {
  return <PaymentSettingsScreen api={api} />;
}

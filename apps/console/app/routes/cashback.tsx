import type { ClientLoaderFunctionArgs } from 'react-router';
import { CashbackScreen } from '../features/cashback/cashback-screen.tsx';
import { requireScreen } from '../lib/guard.ts';
import { api } from '../lib/runtime.ts';

/** Customers and cashback (ADMIN, Setup menu). */
export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  return { staff: await requireScreen(request, 'cashback') };
}

export default function Screen() {
  return <CashbackScreen api={api} />;
}

import type { ClientLoaderFunctionArgs } from 'react-router';
import { HallsScreen } from '../features/dining/halls-screen.tsx';
import { requireScreen } from '../lib/guard.ts';
import { api } from '../lib/runtime.ts';

/** Halls and tables (ADMIN only; a set-up screen). */
export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  return { staff: await requireScreen(request, 'halls') };
}

export default function Screen() {
  return <HallsScreen api={api} />;
}

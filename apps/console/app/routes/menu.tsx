import type { ClientLoaderFunctionArgs } from 'react-router';
import { MenuScreen } from '../features/menu/menu-screen.tsx';
import { requireScreen } from '../lib/guard.ts';
import { api } from '../lib/runtime.ts';

/** The menu editor (ADMIN only). */
export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  return { staff: await requireScreen(request, 'menu') };
}

export default function Screen() {
  return <MenuScreen api={api} />;
}

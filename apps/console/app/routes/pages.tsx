import type { ClientLoaderFunctionArgs } from 'react-router';
import { PagesScreen } from '../features/settings/pages-screen.tsx';
import { requireScreen } from '../lib/guard.ts';
import { api } from '../lib/runtime.ts';

/** Policy texts and vacancies (ADMIN only, issue 12). */
export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  return { staff: await requireScreen(request, 'pages') };
}

export default function Screen() {
  return <PagesScreen api={api} />;
}

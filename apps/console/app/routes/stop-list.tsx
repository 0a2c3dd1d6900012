import type { ClientLoaderFunctionArgs } from 'react-router';
import { StopListScreen } from '../features/menu/stop-list-screen.tsx';
import { requireScreen } from '../lib/guard.ts';
import { api } from '../lib/runtime.ts';

/** The stop-list (ADMIN and OPERATOR; an operator tied to a branch works that branch's column). */
export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  return { staff: await requireScreen(request, 'stop-list') };
}

export default function Screen() {
  return <StopListScreen api={api} />;
}

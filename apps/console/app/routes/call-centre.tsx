import type { ClientLoaderFunctionArgs } from 'react-router';
import { CallCentreScreen } from '../features/call-centre/call-centre-screen.tsx';
import { requireScreen } from '../lib/guard.ts';
import { api } from '../lib/runtime.ts';

/** The call centre (ADMIN, OPERATOR): an order taken by phone. */
export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  return { staff: await requireScreen(request, 'call-centre') };
}

export default function Screen() {
  return <CallCentreScreen api={api} />;
}

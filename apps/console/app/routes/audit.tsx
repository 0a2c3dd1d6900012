import type { ClientLoaderFunctionArgs } from 'react-router';
import { AuditScreen } from '../features/audit/audit-screen.tsx';
import { requireScreen } from '../lib/guard.ts';
import { api } from '../lib/runtime.ts';

/** The audit log (ADMIN, Setup menu). */
export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  return { staff: await requireScreen(request, 'audit') };
}

export default function Screen() {
  return <AuditScreen api={api} />;
}

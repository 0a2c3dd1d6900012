import type { ClientLoaderFunctionArgs } from 'react-router';
import { ReportsScreen } from '../features/reports/reports-screen.tsx';
import { useStaffContext } from '../features/shell/use-staff.ts';
import { requireScreen } from '../lib/guard.ts';
import { api } from '../lib/runtime.ts';

/** Reports (ADMIN only). */
export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  return { staff: await requireScreen(request, 'reports') };
}

export default function Screen() {
  const { merchant } = useStaffContext();
  return <ReportsScreen api={api} merchantId={merchant.id} />;
}

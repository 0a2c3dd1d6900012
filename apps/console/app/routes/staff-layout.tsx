import { type ClientLoaderFunctionArgs, Outlet, redirect } from 'react-router';
import { StaffWaiterCalls } from '../features/dining/waiter-call-dock.tsx';
import { ConsoleShell } from '../features/shell/console-shell.tsx';
import type { StaffLayoutData } from '../features/shell/use-staff.ts';
import { requireStaff } from '../lib/guard.ts';
import { loadMerchant } from '../lib/runtime.ts';

/** Every staff screen: a session (else sign-in) and the merchant of this page. */
export async function clientLoader({ request }: ClientLoaderFunctionArgs): Promise<StaffLayoutData> {
  const [staff, merchant] = await Promise.all([requireStaff(request), loadMerchant()]);
  if (!merchant) throw redirect('/sign-in');
  return { staff, merchant };
}

export default function StaffLayout() {
  return (
    <ConsoleShell aside={<StaffWaiterCalls />}>
      <Outlet />
    </ConsoleShell>
  );
}

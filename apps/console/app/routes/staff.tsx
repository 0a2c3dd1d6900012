import type { ClientLoaderFunctionArgs } from 'react-router';
import { useStaffContext } from '../features/shell/use-staff.ts';
import { StaffScreen } from '../features/staff-accounts/staff-screen.tsx';
import { requireScreen } from '../lib/guard.ts';
import { api } from '../lib/runtime.ts';

/** Staff accounts (ADMIN only; a set-up screen). */
export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  return { staff: await requireScreen(request, 'staff') };
}

export default function Screen() {
  const { staff } = useStaffContext();
  return <StaffScreen api={api} selfId={staff.id} />;
}

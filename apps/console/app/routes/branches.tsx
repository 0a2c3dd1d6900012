import type { ClientLoaderFunctionArgs } from 'react-router';
import { BranchesScreen } from '../features/branches/branches-screen.tsx';
import { useStaffContext } from '../features/shell/use-staff.ts';
import { requireScreen } from '../lib/guard.ts';
import { api } from '../lib/runtime.ts';

/** Branches (ADMIN only). */
export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  return { staff: await requireScreen(request, 'branches') };
}

export default function Screen() {
  const { merchant } = useStaffContext();
  return <BranchesScreen api={api} merchantId={merchant.id} />;
}

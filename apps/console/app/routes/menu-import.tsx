import type { ClientLoaderFunctionArgs } from 'react-router';
import { MenuImportScreen } from '../features/menu-import/menu-import-screen.tsx';
import { useStaffContext } from '../features/shell/use-staff.ts';
import { requireScreen } from '../lib/guard.ts';
import { api } from '../lib/runtime.ts';

/** Menu import and export as CSV (ADMIN only, decision 258). */
export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  return { staff: await requireScreen(request, 'menu-import') };
}

export default function Screen() {
  const { merchant } = useStaffContext();
  return <MenuImportScreen api={api} merchantId={merchant.id} />;
}

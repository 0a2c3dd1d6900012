import type { ClientLoaderFunctionArgs } from 'react-router';
import { ReservationsScreen } from '../features/reservations/reservations-screen.tsx';
import { useStaffContext } from '../features/shell/use-staff.ts';
import { requireScreen } from '../lib/guard.ts';
import { api } from '../lib/runtime.ts';

/** Table reservations (ADMIN, OPERATOR; issue 13). */
export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  return { staff: await requireScreen(request, 'reservations') };
}

export default function Screen() {
  const { staff } = useStaffContext();
  return <ReservationsScreen api={api} canEditSettings={staff.role === 'ADMIN'} />;
}

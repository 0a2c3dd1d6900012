import { useLang } from '../../i18n/index.tsx';
import { useStaffContext } from '../shell/use-staff.ts';
import { OrderDrawer, type OrderDrawerProps } from './order-drawer.tsx';

/**
 * The order drawer of a console route (the board's, the search's): the signed-in staff member's role and the
 * merchant's name in the console's language come from the staff context.
 */
export function StaffOrderDrawer(props: Omit<OrderDrawerProps, 'role' | 'merchantName'>) {
  const { staff, merchant } = useStaffContext();
  const [lang] = useLang();
  return <OrderDrawer {...props} role={staff.role} merchantName={merchant.name[lang] || merchant.name.ru} />;
}

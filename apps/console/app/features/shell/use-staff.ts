/** The signed-in staff member and the merchant, as the staff layout's clientLoader read them. */
import type { Staff } from '@dasturxon/contracts';
import { useRouteLoaderData } from 'react-router';
import type { ConsoleMerchant } from '../../lib/merchant.ts';

export const STAFF_LAYOUT_ID = 'routes/staff-layout';

export interface StaffLayoutData {
  staff: Staff;
  merchant: ConsoleMerchant;
}

export function useStaffContext(): StaffLayoutData {
  const data = useRouteLoaderData(STAFF_LAYOUT_ID) as StaffLayoutData | undefined;
  if (!data) throw new Error('useStaffContext used outside the staff layout');
  return data;
}

import { useOutletContext, useParams } from 'react-router';
import { OrderDrawer } from '../features/order/order-drawer.tsx';
import type { SearchOutletContext } from '../features/orders-search/orders-search-screen.tsx';
import { useStaffContext } from '../features/shell/use-staff.ts';
import { useLang } from '../i18n/index.tsx';

/**
 * /search/orders/:id: a found order's drawer over the search it was found in (decision 378). Closing it goes back
 * to the same search, page and filters; what the drawer changes shows in the found row at once.
 */
export default function SearchOrder() {
  const id = Number(useParams().id);
  const { changed, close } = useOutletContext<SearchOutletContext>();
  const { staff, merchant } = useStaffContext();
  const [lang] = useLang();
  if (!Number.isInteger(id) || id < 1) return null;
  return (
    <OrderDrawer
      orderId={id}
      role={staff.role}
      merchantName={merchant.name[lang] || merchant.name.ru}
      onClose={close}
      onChanged={changed}
    />
  );
}

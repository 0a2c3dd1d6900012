import { useOutletContext, useParams } from 'react-router';
import { StaffOrderDrawer } from '../features/order/staff-order-drawer.tsx';
import type { SearchOutletContext } from '../features/orders-search/orders-search-screen.tsx';

/**
 * /search/orders/:id: a found order's drawer over the search it was found in (decision 378). Closing it goes back
 * to the same search, page and filters; what the drawer changes shows in the found row at once.
 */
export default function SearchOrder() {
  const id = Number(useParams().id);
  const { changed, close } = useOutletContext<SearchOutletContext>();
  if (!Number.isInteger(id) || id < 1) return null;
  return <StaffOrderDrawer orderId={id} onClose={close} onChanged={changed} />;
}

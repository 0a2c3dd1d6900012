import { useEffect } from 'react';
import { useNavigate, useOutletContext, useParams } from 'react-router';
import { StaffOrderDrawer } from '../features/order/staff-order-drawer.tsx';
import type { BoardOutletContext } from './board.tsx';

/** /board/orders/:id: the order drawer over the live board; opening it counts as seeing the order. */
export default function BoardOrder() {
  const id = Number(useParams().id);
  const { acknowledge, upsert, heardOf } = useOutletContext<BoardOutletContext>();
  const navigate = useNavigate();
  useEffect(() => {
    if (Number.isInteger(id)) acknowledge(id);
  }, [id, acknowledge]);
  if (!Number.isInteger(id) || id < 1) return null;
  return (
    <StaffOrderDrawer
      orderId={id}
      onClose={() => navigate('/board')}
      onChanged={upsert}
      heard={heardOf(id)}
    />
  );
}

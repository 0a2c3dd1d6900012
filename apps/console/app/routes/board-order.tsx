import { useEffect } from 'react';
import { useNavigate, useOutletContext, useParams } from 'react-router';
import { OrderDrawer } from '../features/order/order-drawer.tsx';
import { useStaffContext } from '../features/shell/use-staff.ts';
import { useLang } from '../i18n/index.tsx';
import type { BoardOutletContext } from './board.tsx';

/** /board/orders/:id: the order drawer over the live board; opening it counts as seeing the order. */
export default function BoardOrder() {
  const id = Number(useParams().id);
  const { acknowledge, upsert, heard } = useOutletContext<BoardOutletContext>();
  const { staff, merchant } = useStaffContext();
  const [lang] = useLang();
  const navigate = useNavigate();
  useEffect(() => {
    if (Number.isInteger(id)) acknowledge(id);
  }, [id, acknowledge]);
  if (!Number.isInteger(id) || id < 1) return null;
  return (
    <OrderDrawer
      orderId={id}
      role={staff.role}
      merchantName={merchant.name[lang] || merchant.name.ru}
      onClose={() => navigate('/board')}
      onChanged={upsert}
      heard={heard?.orderId === id ? heard : null}
    />
  );
}

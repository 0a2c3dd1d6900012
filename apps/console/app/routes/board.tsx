import type { StaffOrder, StaffOrderEvent } from '@dasturxon/contracts';
import { type ClientLoaderFunctionArgs, Outlet } from 'react-router';
import { BoardScreen } from '../features/board/board-screen.tsx';
import { BOARD_STATUSES } from '../features/board/columns.ts';
import { useStaffContext } from '../features/shell/use-staff.ts';
import { useLang, useT } from '../i18n/index.tsx';
import { newOrderChime } from '../lib/chime.ts';
import { requireScreen } from '../lib/guard.ts';
import { useLiveOrders } from '../lib/use-live-orders.ts';

export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  return { staff: await requireScreen(request, 'board') };
}

/** What the order drawer (board-order.tsx) gets from the board. */
export interface BoardOutletContext {
  acknowledge: (id: number) => void;
  upsert: (order: StaffOrder) => void;
  /** The last event the board heard about an order (the open drawer re-reads its order on one of its own). */
  heardOf: (orderId: number) => StaffOrderEvent | null;
}

export default function Board() {
  const t = useT();
  const [lang] = useLang();
  const { merchant, staff } = useStaffContext();
  const live = useLiveOrders(BOARD_STATUSES);
  const title = `${t('board.title')} · ${merchant.name[lang] || merchant.name.ru}`;
  return (
    <BoardScreen live={live} chime={newOrderChime} title={title} canEditSettings={staff.role === 'ADMIN'}>
      {(alert) => (
        <Outlet
          context={
            {
              acknowledge: alert.acknowledge,
              upsert: live.upsert,
              heardOf: live.heardOf,
            } satisfies BoardOutletContext
          }
        />
      )}
    </BoardScreen>
  );
}

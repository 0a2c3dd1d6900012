/**
 * The console's waiter calls (issue 13, decision 283): the list from GET /staff/v1/waiter-calls, kept current by
 * the staff stream's `waiter-call` events (and re-read whenever the stream (re)opens), and taking one. Open calls
 * ring like new orders on the board (the same chime, repeated every REPEAT_MS until none is open).
 */
import { type StaffWaiterCall, staffDiningEndpoints } from '@dasturxon/contracts';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ConsoleApi, ConsoleApiError } from '../../lib/api.ts';
import type { Chime } from '../../lib/chime.ts';
import { useStaffEvents } from '../../lib/live.ts';
import { REPEAT_MS } from '../board/use-new-order-alert.ts';

export function mergeCall(list: readonly StaffWaiterCall[], call: StaffWaiterCall): StaffWaiterCall[] {
  const rest = list.filter((c) => c.id !== call.id);
  return [call, ...rest].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
}

export function useWaiterCalls(opts: { api: ConsoleApi; chime: Chime }) {
  const { api, chime } = opts;
  const [calls, setCalls] = useState<StaffWaiterCall[]>([]);
  const [soundOn, setSoundOn] = useState(() => chime.isUnlocked());

  const reload = useCallback(() => {
    void api.call(staffDiningEndpoints.waiterCalls).then(([, data]) => {
      if (data) setCalls(data.calls);
    });
  }, [api]);

  useEffect(reload, [reload]);
  useStaffEvents({ onOpen: reload, onWaiterCall: (call) => setCalls((list) => mergeCall(list, call)) });

  const open = useMemo(() => calls.filter((c) => c.takenAt === null), [calls]);

  const enableSound = useCallback(() => {
    void chime.unlock().then(setSoundOn);
  }, [chime]);
  useEffect(() => {
    if (soundOn) return;
    const unlock = () => enableSound();
    document.addEventListener('pointerdown', unlock, { capture: true });
    return () => document.removeEventListener('pointerdown', unlock, { capture: true });
  }, [soundOn, enableSound]);

  const ringing = open.length > 0 && soundOn;
  useEffect(() => {
    if (!ringing) return;
    chime.play();
    const id = setInterval(() => chime.play(), REPEAT_MS);
    return () => clearInterval(id);
  }, [ringing, chime]);

  const take = useCallback(
    async (id: number): Promise<ConsoleApiError | null> => {
      const [failure, call] = await api.call(staffDiningEndpoints.takeWaiterCall, { params: { callId: id } });
      if (call) setCalls((list) => mergeCall(list, call));
      else reload();
      return failure;
    },
    [api, reload],
  );

  return { calls, open, take, soundOn, enableSound };
}

/**
 * New orders ring until someone acknowledges them (issue 11, decision 227): every OPEN order nobody marked as
 * seen (button, opening it, or moving it on) is "unacknowledged"; while there is one, the chime repeats every
 * few seconds, and the tab title starts with their count so a hidden tab still shows it.
 * The sound needs the first click of the shift (browser autoplay rules): until then `soundOn` is false and the
 * board shows a banner asking for that click.
 */
import type { StaffOrder } from '@dasturxon/contracts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Chime } from '../../lib/chime.ts';

export const REPEAT_MS = 5000;

export interface NewOrderAlert {
  unacked: StaffOrder[];
  acknowledge: (id: number) => void;
  acknowledgeAll: () => void;
  soundOn: boolean;
  /** Unlock the sound now (call from a click handler). */
  enableSound: () => void;
}

export function useNewOrderAlert(opts: {
  orders: readonly StaffOrder[];
  /** False until the orders are loaded the first time (those waiting then get no arrival notice). */
  ready: boolean;
  chime: Chime;
  /** The tab title without the count. */
  title: string;
  onArrived?: (order: StaffOrder) => void;
}): NewOrderAlert {
  const { orders, ready, chime, title } = opts;
  const [acked, setAcked] = useState<ReadonlySet<number>>(new Set());
  const [soundOn, setSoundOn] = useState(() => chime.isUnlocked());
  const onArrived = useRef(opts.onArrived);
  onArrived.current = opts.onArrived;

  const unacked = useMemo(
    () => orders.filter((o) => o.status === 'OPEN' && !acked.has(o.id)),
    [orders, acked],
  );

  const enableSound = useCallback(() => {
    void chime.unlock().then(setSoundOn);
  }, [chime]);

  // The first click or key anywhere on the page unlocks the sound.
  useEffect(() => {
    if (soundOn) return;
    const unlock = () => enableSound();
    document.addEventListener('pointerdown', unlock, { capture: true });
    document.addEventListener('keydown', unlock, { capture: true });
    return () => {
      document.removeEventListener('pointerdown', unlock, { capture: true });
      document.removeEventListener('keydown', unlock, { capture: true });
    };
  }, [soundOn, enableSound]);

  // Ring at once when the first unacknowledged order appears, then every REPEAT_MS until none is left.
  const ringing = unacked.length > 0 && soundOn;
  useEffect(() => {
    if (!ringing) return;
    chime.play();
    const id = setInterval(() => chime.play(), REPEAT_MS);
    return () => clearInterval(id);
  }, [ringing, chime]);

  // A notice per order that newly needs attention (not for those already waiting when the board opened).
  const seen = useRef<Set<number> | null>(null);
  useEffect(() => {
    if (!ready) return;
    if (seen.current === null) {
      seen.current = new Set(unacked.map((o) => o.id));
      return;
    }
    for (const order of unacked) {
      if (seen.current.has(order.id)) continue;
      seen.current.add(order.id);
      onArrived.current?.(order);
    }
  }, [unacked, ready]);

  useEffect(() => {
    document.title = unacked.length > 0 ? `(${unacked.length}) ${title}` : title;
  }, [unacked.length, title]);
  useEffect(
    () => () => {
      document.title = title;
    },
    [title],
  );

  const acknowledge = useCallback((id: number) => {
    setAcked((prev) => (prev.has(id) ? prev : new Set(prev).add(id)));
  }, []);
  const acknowledgeAll = useCallback(() => {
    setAcked((prev) => new Set([...prev, ...unacked.map((o) => o.id)]));
  }, [unacked]);

  return { unacked, acknowledge, acknowledgeAll, soundOn, enableSound };
}

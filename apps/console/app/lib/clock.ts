/** The time screens tick with: one interval per component, Date.now() so tests pin it with fake timers. */
import { useEffect, useState } from 'react';

export function useNow(everyMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(id);
  }, [everyMs]);
  return now;
}

/** Whole minutes from `iso` to `now` (never negative). */
export function minutesSince(iso: string, now: number): number {
  return Math.max(0, Math.floor((now - Date.parse(iso)) / 60_000));
}

/** "m:ss" or "h:mm:ss" of the time since `iso`, for the ticking age of a card or ticket. */
export function formatElapsed(iso: string, now: number): string {
  const total = Math.max(0, Math.floor((now - Date.parse(iso)) / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

import { useEffect, useState } from 'react';

/**
 * Seconds left of a countdown that started at `seconds` when the page was rendered. The server computes
 * `seconds` from its own clock (the API's resendAfter minus the time since the code was sent), so a phone
 * whose clock is off still counts the right span.
 */
export function useCountdown(seconds: number, restartKey: unknown): number {
  const [left, setLeft] = useState(seconds);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new answer (restartKey) restarts the count even when it carries the same number of seconds.
  useEffect(() => {
    setLeft(seconds);
    if (seconds <= 0) return;
    const started = Date.now();
    const timer = setInterval(() => {
      const next = Math.max(0, seconds - Math.floor((Date.now() - started) / 1000));
      setLeft(next);
      if (next === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [seconds, restartKey]);
  return left;
}

/** "0:45", "1:00". */
export function formatSeconds(total: number): string {
  const s = Math.max(0, Math.floor(total));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

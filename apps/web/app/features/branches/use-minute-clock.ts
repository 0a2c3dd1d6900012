import { useEffect, useState } from 'react';

/**
 * The current time, re-read every minute so open/closed badges change while the page stays open.
 * The first render uses the server's request time, so the HTML the server sent and the first client render
 * agree (no hydration mismatch); the browser's own clock takes over right after hydration.
 */
export function useMinuteClock(serverNow: string): Date {
  const [now, setNow] = useState(() => new Date(serverNow));
  useEffect(() => {
    setNow(new Date());
    let interval: ReturnType<typeof setInterval> | undefined;
    // Tick on the minute boundary: "until 23:00" must flip at 23:00, not up to 59 s later.
    const untilNextMinute = 60_000 - (Date.now() % 60_000);
    const timeout = setTimeout(() => {
      setNow(new Date());
      interval = setInterval(() => setNow(new Date()), 60_000);
    }, untilNextMinute);
    return () => {
      clearTimeout(timeout);
      if (interval) clearInterval(interval);
    };
  }, []);
  return now;
}

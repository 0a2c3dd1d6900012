/**
 * Yandex Metrica, only when the merchant enabled it with a real id (domain metricaIdToLoad skips the id of
 * spec §5). Loaded after hydration so it never delays the first paint.
 */
import { useEffect } from 'react';

declare global {
  interface Window {
    ym?: ((...args: unknown[]) => void) & { a?: unknown[]; l?: number };
  }
}

export function useMetrica(id: string | null): void {
  useEffect(() => {
    if (!id || document.getElementById('ym-tag')) return;
    const ym: NonNullable<Window['ym']> = Object.assign(
      (...args: unknown[]) => {
        ym.a = ym.a ?? [];
        ym.a.push(args);
      },
      { l: Date.now() },
    );
    window.ym = window.ym ?? ym;
    const script = document.createElement('script');
    script.id = 'ym-tag';
    script.async = true;
    script.src = 'https://mc.yandex.ru/metrika/tag.js';
    document.head.appendChild(script);
    window.ym(Number(id), 'init', { clickmap: true, trackLinks: true, accurateTrackBounce: true });
  }, [id]);
}

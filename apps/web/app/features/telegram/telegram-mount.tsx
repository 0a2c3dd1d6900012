/**
 * Mounted by the shell's client effects. On the normal web it only checks the URL and renders nothing; inside
 * Telegram it loads the mini-app part (bridge, theme, sign-in) as a chunk of its own, so web visitors never
 * download it.
 */
import { type ComponentType, useEffect, useState } from 'react';
import type { ShellData } from '../../shared/shell/shell-types.ts';
import { insideTelegram, launchParams } from './telegram-bridge.ts';

type MiniApp = ComponentType<{ signedIn: boolean }>;

export function TelegramMount({ shell }: { shell: ShellData }) {
  const [MiniAppView, setMiniAppView] = useState<MiniApp | null>(null);
  useEffect(() => {
    // The shell reloads once to remember the mini-app (client cookie) when launched without it: wait for that
    // reload (work started now, such as the language request, would be cut short by it).
    if (!insideTelegram()) return;
    if (shell.client !== 'TG' && (launchParams(window.location) || !window.Telegram?.WebApp)) return;
    let cancelled = false;
    import('./telegram-mini-app.tsx').then(
      (m) => {
        if (!cancelled) setMiniAppView(() => m.TelegramMiniApp);
      },
      () => {
        // A chunk missing after a deploy: the page keeps working as a guest; the next load retries.
      },
    );
    return () => {
      cancelled = true;
    };
  }, [shell.client]);
  return MiniAppView ? <MiniAppView signedIn={shell.user !== null} /> : null;
}

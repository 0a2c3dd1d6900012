import { type ComponentType, useEffect, useState } from 'react';
import type { ShellData } from './shell-types.ts';

/**
 * The shell's client-only behaviour (shell-effects.tsx: build watch, link guard, analytics, geolocation) is
 * loaded after hydration: none of it is needed for the first paint, and the menu's JavaScript budget is tight.
 *
 * A component of its own, not a hook of the root: when the code arrives only this component renders again.
 * A re-render of the root would run down every route to the menu and make React hydrate its sections at once,
 * in one long task, instead of one by one in the background.
 */
export function LazyShellEffects({ shell }: { shell: ShellData }) {
  const [Effects, setEffects] = useState<ComponentType<{ shell: ShellData }> | null>(null);
  useEffect(() => {
    let cancelled = false;
    import('./shell-effects.tsx').then(
      (m) => {
        if (!cancelled) setEffects(() => m.ShellEffects);
      },
      () => {
        // A failed chunk after a deploy: the next navigation or the build watch of the next load recovers.
      },
    );
    return () => {
      cancelled = true;
    };
  }, []);
  return Effects ? <Effects shell={shell} /> : null;
}

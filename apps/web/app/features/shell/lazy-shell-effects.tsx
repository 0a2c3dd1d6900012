import { type ComponentType, useEffect, useState } from 'react';
import type { ShellData } from '../../shared/shell/shell-types.ts';

export type ShellEffectsComponent = ComponentType<{ shell: ShellData }>;

/**
 * The shell's client-only behaviour (shell-effects.tsx: build watch, link guard, analytics, geolocation; and
 * the Telegram mini-app's mount, which the root route composes with it: `load`) is loaded after hydration:
 * none of it is needed for the first paint, and the menu's JavaScript budget is tight.
 *
 * A component of its own, not a hook of the root: when the code arrives only this component renders again.
 * A re-render of the root would run down every route to the menu and make React hydrate its sections at once,
 * in one long task, instead of one by one in the background.
 */
export function LazyShellEffects({
  shell,
  load,
}: {
  shell: ShellData;
  /** Imports the effects, rendered in this order (dynamic imports: their code stays out of the first JavaScript). Called once. */
  load: () => Promise<ShellEffectsComponent[]>;
}) {
  const [effects, setEffects] = useState<ShellEffectsComponent[] | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: loaded once, after hydration.
  useEffect(() => {
    let cancelled = false;
    load().then(
      (components) => {
        if (!cancelled) setEffects(components);
      },
      () => {
        // A failed chunk after a deploy: the next navigation or the build watch of the next load recovers.
      },
    );
    return () => {
      cancelled = true;
    };
  }, []);
  // A fixed list, never reordered: the index is a stable key.
  return effects?.map((Effects, i) => <Effects key={i} shell={shell} />) ?? null;
}

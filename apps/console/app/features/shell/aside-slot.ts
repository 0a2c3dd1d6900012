/**
 * The shell's right-hand column (decision 294): a part of a screen that must never cover the work under it —
 * the waiter calls — asks the shell to open its aside while it has something to show, and the main area shrinks
 * beside it instead of being hidden under a floating stack.
 */
import { createContext, useContext, useEffect } from 'react';

export const AsideSlotContext = createContext<(shown: boolean) => void>(() => undefined);

/** Opens the shell's aside while `shown` is true (outside a shell, e.g. in a unit test, nothing happens). */
export function useAsideShown(shown: boolean): void {
  const setShown = useContext(AsideSlotContext);
  useEffect(() => {
    setShown(shown);
    return () => setShown(false);
  }, [setShown, shown]);
}

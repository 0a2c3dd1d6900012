/**
 * The merchant's "late after N minutes" per waiting status (GET /staff/v1/settings; decision 213), shared by
 * every screen of the page: read once, the contract's defaults until it answers, and updated everywhere at
 * once when an admin changes it.
 */
import { DEFAULT_LATE_AFTER_MINUTES, type LateAfterMinutes, staffEndpoints } from '@dasturxon/contracts';
import { useEffect, useState } from 'react';
import { api } from './runtime.ts';

let current: LateAfterMinutes | null = null;
let requested = false;
const listeners = new Set<(limits: LateAfterMinutes) => void>();

export function setLateAfterMinutes(limits: LateAfterMinutes): void {
  current = limits;
  for (const listener of listeners) listener(limits);
}

export function useLateAfterMinutes(): LateAfterMinutes {
  const [limits, setLimits] = useState<LateAfterMinutes>(current ?? DEFAULT_LATE_AFTER_MINUTES);
  useEffect(() => {
    listeners.add(setLimits);
    if (!requested) {
      requested = true;
      void api.call(staffEndpoints.settings).then(([, settings]) => {
        if (settings) setLateAfterMinutes(settings.lateAfterMinutes);
        else requested = false; // ask again on the next screen
      });
    }
    return () => {
      listeners.delete(setLimits);
    };
  }, []);
  return limits;
}

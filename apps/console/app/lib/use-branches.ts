/** The merchant's branches for a screen's branch picker. */
import { type Branch, branchEndpoints } from '@dasturxon/contracts';
import { useEffect, useState } from 'react';
import type { ConsoleApi } from './api.ts';

/** Empty until the list arrives, and stays empty when the call fails. */
export function useBranches(api: ConsoleApi): Branch[] {
  const [branches, setBranches] = useState<Branch[]>([]);
  useEffect(() => {
    let live = true;
    void api.call(branchEndpoints.list).then(([, list]) => {
      if (live && list) setBranches(list);
    });
    return () => {
      live = false;
    };
  }, [api]);
  return branches;
}

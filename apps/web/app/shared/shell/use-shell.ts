import { useRouteLoaderData } from 'react-router';
import type { ShellData } from './shell-types.ts';

/** The root loader's shell data. Only for components rendered inside the root route (always the case). */
export function useShell(): ShellData {
  const shell = useRouteLoaderData('root') as ShellData | undefined;
  if (!shell) throw new Error('useShell used outside the root route');
  return shell;
}

/** The merchant of the shell; pages in the default layout always have one. */
export function useShellMerchant() {
  return useShell().merchant;
}

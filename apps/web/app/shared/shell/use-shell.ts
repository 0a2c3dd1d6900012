import { useRouteLoaderData } from 'react-router';
import { isKeptRef, keptValue } from '../../lib/kept-json.ts';
import type { ShellData, ShellLoaderData } from './shell-types.ts';

const shells = new WeakMap<ShellLoaderData, ShellData>();

/**
 * The shell of the root loader's answer, its messages read from the document's kept JSON when the answer has
 * them by reference (decision 358): one object per answer, so what is keyed by the shell stays valid.
 */
export function shellOf(data: ShellLoaderData): ShellData {
  if (!isKeptRef(data.messages)) return data as ShellData;
  let shell = shells.get(data);
  if (!shell) {
    shell = { ...data, messages: keptValue(data.messages) };
    shells.set(data, shell);
  }
  return shell;
}

/** The root loader's shell data. Only for components rendered inside the root route (always the case). */
export function useShell(): ShellData {
  const data = useRouteLoaderData('root') as ShellLoaderData | undefined;
  if (!data) throw new Error('useShell used outside the root route');
  return shellOf(data);
}

/** The merchant of the shell; pages in the default layout always have one. */
export function useShellMerchant() {
  return useShell().merchant;
}

/** Route guards for clientLoaders: a screen needs a session, and a role that may open it (screens.ts). */
import type { Staff } from '@dasturxon/contracts';
import { redirect } from 'react-router';
import { loadStaff } from './runtime.ts';
import { homePathFor, mayOpen, type ScreenId } from './screens.ts';

const BASENAME = '/console';

/** The path inside the console (without /console) plus its query, to come back to after sign-in. */
export function consolePathOf(url: URL): string {
  const path = url.pathname.startsWith(BASENAME) ? url.pathname.slice(BASENAME.length) || '/' : url.pathname;
  return `${path}${url.search}`;
}

/** A `next` parameter that can only lead inside the console (never to another site: //evil.example). */
export function safeNext(next: string | null): string | null {
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  return next;
}

export async function requireStaff(request: Request): Promise<Staff> {
  const staff = await loadStaff();
  if (!staff) {
    const next = consolePathOf(new URL(request.url));
    throw redirect(next === '/' ? '/sign-in' : `/sign-in?next=${encodeURIComponent(next)}`);
  }
  return staff;
}

/** The staff member, when their role may open this screen; else off to their own screen. */
export async function requireScreen(request: Request, id: ScreenId): Promise<Staff> {
  const staff = await requireStaff(request);
  if (!mayOpen(staff.role, id)) throw redirect(homePathFor(staff.role));
  return staff;
}

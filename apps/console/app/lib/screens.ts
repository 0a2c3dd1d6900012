/**
 * Which screen each role works on (issue 11). The navigation shows only the screens a role may open and each
 * screen's clientLoader refuses the others; the server refuses their API calls anyway. A new screen adds its
 * entry here (and its route in routes.ts).
 */
import type { StaffRole } from '@dasturxon/contracts';
import type { MessageKey } from '../i18n/index.tsx';

export interface ScreenDef {
  id: string;
  /** Path inside the console (the router's basename /console is added by the router). */
  path: `/${string}`;
  label: MessageKey;
  roles: readonly StaffRole[];
  /**
   * 'setup': the merchant's set-up screens (menu, branches, zones, promos, settings, staff: issue 12), listed in
   * the header's "Setup" menu instead of beside the working screens.
   */
  section?: 'setup';
}

export const SCREENS = [
  { id: 'board', path: '/board', label: 'nav.board', roles: ['ADMIN', 'OPERATOR'] },
  { id: 'kitchen', path: '/kitchen', label: 'nav.kitchen', roles: ['KITCHEN', 'ADMIN'] },
  { id: 'courier', path: '/courier', label: 'nav.courier', roles: ['COURIER'] },
  { id: 'call-centre', path: '/call-centre', label: 'nav.callCentre', roles: ['ADMIN', 'OPERATOR'] },
  { id: 'search', path: '/search', label: 'nav.search', roles: ['ADMIN', 'OPERATOR'] },
  { id: 'reports', path: '/reports', label: 'nav.reports', roles: ['ADMIN'] },
  { id: 'branches', path: '/branches', label: 'nav.branches', roles: ['ADMIN'], section: 'setup' },
  { id: 'zones', path: '/zones', label: 'nav.zones', roles: ['ADMIN'], section: 'setup' },
  { id: 'stop-list', path: '/stop-list', label: 'nav.stopList', roles: ['ADMIN', 'OPERATOR'] },
  { id: 'reservations', path: '/reservations', label: 'nav.reservations', roles: ['ADMIN', 'OPERATOR'] },
  { id: 'menu', path: '/menu', label: 'nav.menu', roles: ['ADMIN'], section: 'setup' },
  { id: 'menu-import', path: '/menu-import', label: 'nav.menuImport', roles: ['ADMIN'], section: 'setup' },
  { id: 'staff', path: '/staff', label: 'nav.staff', roles: ['ADMIN'], section: 'setup' },
  { id: 'promos', path: '/promos', label: 'nav.promos', roles: ['ADMIN'], section: 'setup' },
  { id: 'cashback', path: '/cashback', label: 'nav.cashback', roles: ['ADMIN'], section: 'setup' },
  { id: 'audit', path: '/audit', label: 'nav.audit', roles: ['ADMIN'], section: 'setup' },
  { id: 'storefront', path: '/storefront', label: 'nav.storefront', roles: ['ADMIN'], section: 'setup' },
  { id: 'payments', path: '/payments', label: 'nav.payments', roles: ['ADMIN'], section: 'setup' },
  { id: 'pages', path: '/pages', label: 'nav.pages', roles: ['ADMIN'], section: 'setup' },
  { id: 'halls', path: '/halls', label: 'nav.halls', roles: ['ADMIN'], section: 'setup' },
] as const satisfies readonly ScreenDef[];

export type ScreenId = (typeof SCREENS)[number]['id'];

/** Where a role lands after sign-in. */
const HOME: Record<StaffRole, ScreenId> = {
  ADMIN: 'board',
  OPERATOR: 'board',
  KITCHEN: 'kitchen',
  COURIER: 'courier',
};

export function screensFor(role: StaffRole): readonly ScreenDef[] {
  return SCREENS.filter((s) => (s.roles as readonly StaffRole[]).includes(role));
}

export function mayOpen(role: StaffRole, id: ScreenId): boolean {
  return screensFor(role).some((s) => s.id === id);
}

export function homePathFor(role: StaffRole): string {
  const id = HOME[role];
  return SCREENS.find((s) => s.id === id)?.path ?? '/sign-in';
}

import type { Staff, StaffRole } from '@dasturxon/contracts';
import { makeStaff } from '@dasturxon/contracts/testing';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { requireScreen, safeNext } from './guard.ts';
import { homePathFor, screensFor } from './screens.ts';

const session = vi.hoisted(() => ({ staff: null as Staff | null }));
vi.mock('./runtime.ts', () => ({ loadStaff: async () => session.staff }));

const request = (path: string) => new Request(`http://localhost/console${path}`);

/** What a clientLoader's thrown redirect says, or 'allowed'. */
async function outcome(path: string, id: Parameters<typeof requireScreen>[1]): Promise<string> {
  try {
    await requireScreen(request(path), id);
    return 'allowed';
  } catch (thrown) {
    if (thrown instanceof Response) return `redirect ${thrown.headers.get('location')}`;
    throw thrown;
  }
}

const as = (role: StaffRole) => {
  session.staff = makeStaff({ role, courierId: role === 'COURIER' ? 3 : null });
};

describe('role navigation', () => {
  beforeEach(() => {
    session.staff = null;
  });

  it('lands each role on its own screen', () => {
    expect(homePathFor('ADMIN')).toBe('/board');
    expect(homePathFor('OPERATOR')).toBe('/board');
    expect(homePathFor('KITCHEN')).toBe('/kitchen');
    expect(homePathFor('COURIER')).toBe('/courier');
  });

  it('shows a role only the screens it may open', () => {
    const ids = (role: StaffRole) => screensFor(role).map((s) => s.id);
    expect(ids('KITCHEN')).toEqual(['kitchen']);
    expect(ids('COURIER')).toEqual(['courier']);
    expect(ids('OPERATOR')).toContain('board');
    expect(ids('OPERATOR')).not.toContain('kitchen');
    expect(ids('OPERATOR')).not.toContain('reports');
    expect(ids('ADMIN')).toEqual(expect.arrayContaining(['board', 'kitchen', 'reports']));
  });

  it('sends a screen the role may not open back to the role’s own screen', async () => {
    as('KITCHEN');
    expect(await outcome('/board', 'board')).toBe('redirect /kitchen');
    expect(await outcome('/kitchen', 'kitchen')).toBe('allowed');
    as('COURIER');
    expect(await outcome('/kitchen', 'kitchen')).toBe('redirect /courier');
    as('OPERATOR');
    expect(await outcome('/courier', 'courier')).toBe('redirect /board');
    expect(await outcome('/board', 'board')).toBe('allowed');
  });

  it('sends a visitor without a session to sign in, remembering where they were going', async () => {
    expect(await outcome('/board/orders/5', 'board')).toBe(
      `redirect /sign-in?next=${encodeURIComponent('/board/orders/5')}`,
    );
  });

  it('follows `next` only inside the console', () => {
    expect(safeNext('/board/orders/5')).toBe('/board/orders/5');
    expect(safeNext('//evil.example/x')).toBeNull();
    expect(safeNext('https://evil.example')).toBeNull();
    expect(safeNext('/\\evil.example')).toBeNull();
    expect(safeNext(null)).toBeNull();
  });
});

// @vitest-environment happy-dom
import type { City } from '@dasturxon/contracts';
import { everyDay, makeBranch, makeCity } from '@dasturxon/contracts/testing';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messagesFor } from '../../shared/i18n/catalog/index.ts';
import { I18nProvider } from '../../shared/i18n/index.tsx';
import { BranchesList, type BranchesListProps } from './branches-list.tsx';

const city = (id: number, name: string, isMain = false): City =>
  makeCity({ id, name: { uz: name, ru: name, eng: name }, isMain });

// Monday 12:00 in Tashkent.
const NOON = '2025-06-02T07:00:00.000Z';

function renderList(props: Partial<BranchesListProps>) {
  // A data router: the "Nearest first" button submits through a fetcher.
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <I18nProvider lang="eng" messages={messagesFor('eng')}>
          <BranchesList branches={[]} cities={[]} cityId={null} serverNow={NOON} {...props} />
        </I18nProvider>
      ),
    },
  ]);
  return render(<RouterProvider router={router} />);
}

describe('BranchesList', () => {
  // The list's clock switches to the browser's time after the first render: pin it, or the badges depend on
  // the hour the tests run (a branch open until 23:00 is closed at 23:05 in Tashkent).
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date(NOON), toFake: ['Date'] });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('says so when the merchant has no branches, and offers the way back to the menu', () => {
    renderList({});
    expect(screen.getByRole('status').textContent).toContain('No branches yet');
    expect(screen.getByRole('link', { name: 'Back to menu' }).getAttribute('href')).toBe('/');
  });

  it('shows each branch with its badge, phone and services', () => {
    const closed = makeBranch({
      id: 2,
      name: { uz: 'S', ru: 'S', eng: 'Sergeli' },
      workHours: everyDay('10:00', '23:00').map((h) => ({ ...h, isDayOff: true })),
      settings: { deliveryEnabled: false },
    });
    renderList({ branches: [makeBranch({ id: 1, name: { uz: 'C', ru: 'C', eng: 'Chilonzor' } }), closed] });
    expect(screen.getByText('2 branches')).toBeTruthy();
    const chilonzor = screen.getByRole('article', { name: 'Chilonzor' });
    expect(within(chilonzor).getByText('Open now · until 23:00')).toBeTruthy();
    expect(
      within(chilonzor)
        .getByRole('link', { name: '+998\u00a071\u00a0200\u00a000\u00a000' })
        .getAttribute('href'),
    ).toBe('tel:+998712000000');
    const sergeli = screen.getByRole('article', { name: 'Sergeli' });
    expect(within(sergeli).getByText('Closed')).toBeTruthy();
    const services = within(sergeli).getByRole('list', { name: 'Services' });
    expect(within(services).queryByText('Delivery')).toBeNull();
    expect(within(services).getByText('Pick-up')).toBeTruthy();
  });

  it('offers city chips only when branches are in several cities', () => {
    const cities = [city(1, 'Tashkent', true), city(2, 'Samarkand')];
    renderList({ branches: [makeBranch({ id: 1 }), makeBranch({ id: 2 })], cities });
    expect(screen.queryByRole('navigation', { name: 'Cities' })).toBeNull();
    cleanup();

    renderList({ branches: [makeBranch({ id: 1 }), makeBranch({ id: 2, cityId: 2 })], cities, cityId: 2 });
    const chips = screen.getByRole('navigation', { name: 'Cities' });
    expect(within(chips).getByRole('link', { name: 'Samarkand' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it('with a shared position lists the nearest first with distances and marks it; a closed one looks apart', () => {
    const cities = [city(1, 'Tashkent', true), city(2, 'Samarkand')];
    const at = (id: number, cityId: number, latitude: number, longitude: number, name: string) =>
      makeBranch({ id, cityId, latitude, longitude, name: { uz: name, ru: name, eng: name } });
    const far = at(1, 1, 41.3653, 69.2851, 'Yunusobod');
    const near = at(2, 1, 41.2856, 69.2034, 'Chilonzor');
    const samarkand = at(3, 2, 39.6542, 66.9597, 'Registon');
    const shut = {
      ...at(4, 1, 41.31, 69.24, 'Sergeli'),
      workHours: everyDay('10:00', '23:00').map((h) => ({ ...h, isDayOff: true })),
    };
    renderList({
      branches: [samarkand, far, shut, near],
      cities,
      from: { latitude: 41.2952, longitude: 69.2045 },
    });
    const names = screen.getAllByRole('article').map((a) => a.getAttribute('aria-labelledby'));
    expect(names).toEqual(['branch-2-name', 'branch-4-name', 'branch-1-name', 'branch-3-name']);
    const chilonzor = screen.getByRole('article', { name: /Chilonzor/ });
    expect(within(chilonzor).getByText('Nearest')).toBeTruthy();
    expect(within(chilonzor).getByText(/^1\.1 km away$/)).toBeTruthy();
    expect(screen.getByRole('article', { name: /Sergeli/ }).className).toContain('branch-card--closed');
    expect(screen.getByText('Nearest to you first')).toBeTruthy();
  });

  it('without a position offers "Nearest first", asked only when pressed', () => {
    const geolocation = { getCurrentPosition: vi.fn() };
    vi.stubGlobal('navigator', { ...navigator, geolocation });
    renderList({ branches: [makeBranch({ id: 1 })] });
    expect(geolocation.getCurrentPosition).not.toHaveBeenCalled();
    screen.getByRole('button', { name: 'Nearest first' }).click();
    expect(geolocation.getCurrentPosition).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });
});

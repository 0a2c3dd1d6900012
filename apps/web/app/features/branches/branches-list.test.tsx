// @vitest-environment happy-dom
import type { City } from '@dasturxon/contracts';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messagesFor } from '../../shared/i18n/catalog/index.ts';
import { I18nProvider } from '../../shared/i18n/index.tsx';
import { BranchesList, type BranchesListProps } from './branches-list.tsx';
import { everyDay, makeBranch } from './test-branch.ts';

const city = (id: number, name: string, isMain = false): City => ({
  id,
  name: { uz: name, ru: name, eng: name },
  description: null,
  latitude: 41,
  longitude: 69,
  isMain,
  createdDate: '2025-01-01T00:00:00.000Z',
  lastModifiedDate: '2025-01-01T00:00:00.000Z',
});

// Monday 12:00 in Tashkent.
const NOON = '2025-06-02T07:00:00.000Z';

function renderList(props: Partial<BranchesListProps>) {
  return render(
    <MemoryRouter>
      <I18nProvider lang="eng" messages={messagesFor('eng')}>
        <BranchesList branches={[]} cities={[]} cityId={null} serverNow={NOON} {...props} />
      </I18nProvider>
    </MemoryRouter>,
  );
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
    const closed = makeBranch(2, {
      name: { uz: 'S', ru: 'S', eng: 'Sergeli' },
      workHours: everyDay('10:00', '23:00').map((h) => ({ ...h, isDayOff: true })),
      settings: { ...makeBranch(2).settings, deliveryEnabled: false },
    });
    renderList({ branches: [makeBranch(1, { name: { uz: 'C', ru: 'C', eng: 'Chilonzor' } }), closed] });
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
    renderList({ branches: [makeBranch(1), makeBranch(2)], cities });
    expect(screen.queryByRole('navigation', { name: 'Cities' })).toBeNull();
    cleanup();

    renderList({ branches: [makeBranch(1), makeBranch(2, { cityId: 2 })], cities, cityId: 2 });
    const chips = screen.getByRole('navigation', { name: 'Cities' });
    expect(within(chips).getByRole('link', { name: 'Samarkand' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });
});

// @vitest-environment happy-dom
/** The stop-list: one tap per product per branch sends the stop (or the resume) and shows the new state. */
import { type StaffMenu, type StaffProduct, staffMenuEndpoints } from '@dasturxon/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConsoleApi } from '../../lib/api.ts';
import { renderUi } from '../../testing/render.tsx';
import { StopListScreen, stateAt } from './stop-list-screen.tsx';

vi.mock('../../lib/runtime.ts', () => ({ api: { call: vi.fn() }, loadMerchant: async () => null }));

const name = (eng: string) => ({ uz: eng, ru: eng, eng });
function product(id: number, over: Partial<StaffProduct> = {}): StaffProduct {
  return {
    id,
    categoryId: 1,
    name: name(`Dish ${id}`),
    description: name(''),
    image: null,
    costPrice: 10_000,
    discount: 0,
    unit: 'COUNT',
    measure: null,
    calorie: null,
    amount: 1,
    labels: [],
    timeCookingMin: null,
    timeCookingMax: null,
    isCartRecommendation: false,
    deliveryEnabled: true,
    systems: ['WEB'],
    active: true,
    branchIds: [],
    integrationId: null,
    mxicCode: null,
    barcode: null,
    priority: id,
    type: 'NONE',
    isAvailable: true,
    branches: [],
    modificationGroups: [],
    ...over,
  };
}

function menuOf(products: StaffProduct[], ownBranchId: number | null = null): StaffMenu {
  return {
    groups: [],
    categories: [],
    products,
    branches: [
      { id: 1, name: name('Chilonzor') },
      { id: 2, name: name('Yunusobod') },
    ],
    ownBranchId,
  };
}

function fakeApi(first: StaffMenu, after: StaffMenu) {
  let current = first;
  const call = vi.fn(async (endpoint: unknown) => {
    if (endpoint === staffMenuEndpoints.setAvailability) {
      current = after;
      return [null, after.products[0]];
    }
    return [null, current];
  });
  return { api: { call } as unknown as ConsoleApi, call };
}

describe('stop-list', () => {
  afterEach(cleanup);

  it('reads the state at a branch: rows of its own, else the product as a whole', () => {
    expect(stateAt(product(1), 2)).toBe('ON');
    expect(stateAt(product(1, { isAvailable: false }), 2)).toBe('OFF');
    const rows = product(1, { branches: [{ branchId: 1, isAvailable: false }] });
    expect([stateAt(rows, 1), stateAt(rows, 2)]).toEqual(['OFF', 'NONE']);
  });

  it('one tap stops a dish at a branch and the switch shows it sold out', async () => {
    const stopped = product(1, {
      branches: [
        { branchId: 1, isAvailable: false },
        { branchId: 2, isAvailable: true },
      ],
      branchIds: [1, 2],
    });
    const { api, call } = fakeApi(menuOf([product(1)]), menuOf([stopped]));
    renderUi(<StopListScreen api={api} />);
    const toggle = await screen.findByRole('switch', { name: 'Dish 1 — Chilonzor' });
    expect((toggle as HTMLInputElement).checked).toBe(true);
    fireEvent.click(toggle);
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(staffMenuEndpoints.setAvailability, {
        params: { id: 1 },
        body: { branchId: 1, available: false },
      }),
    );
    await waitFor(() =>
      expect((screen.getByRole('switch', { name: 'Dish 1 — Chilonzor' }) as HTMLInputElement).checked).toBe(
        false,
      ),
    );
    expect(screen.getByText('Stopped: 1')).toBeTruthy();
    expect((screen.getByRole('switch', { name: 'Dish 1 — Yunusobod' }) as HTMLInputElement).checked).toBe(
      true,
    );
  });

  it('an operator tied to a branch sees that branch only, without "everywhere"', async () => {
    const { api } = fakeApi(menuOf([product(1)], 2), menuOf([product(1)], 2));
    renderUi(<StopListScreen api={api} />);
    expect(await screen.findByRole('switch', { name: 'Dish 1 — Yunusobod' })).toBeTruthy();
    expect(screen.queryByRole('switch', { name: 'Dish 1 — Chilonzor' })).toBeNull();
    expect(screen.queryByRole('switch', { name: 'Dish 1 — Everywhere' })).toBeNull();
  });
});

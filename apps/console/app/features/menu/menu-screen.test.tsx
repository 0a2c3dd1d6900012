// @vitest-environment happy-dom
/** The menu editor: categories and their products from the staff menu; a row opens the form; a save is sent. */
import { type StaffMenu, staffMenuEndpoints } from '@dasturxon/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConsoleApi } from '../../lib/api.ts';
import { renderUi } from '../../testing/render.tsx';
import { MenuScreen } from './menu-screen.tsx';
import { productValues } from './product-values.ts';

vi.mock('../../lib/runtime.ts', () => ({ api: { call: vi.fn() }, loadMerchant: async () => null }));

const name = (eng: string) => ({ uz: eng, ru: eng, eng });
const category = (id: number, eng: string) => ({
  id,
  groupId: 1,
  name: name(eng),
  image: null,
  textColor: null,
  viewType: 'MEDIUM' as const,
  scrollType: 'VERTICAL' as const,
  navigationType: 'POP_UP' as const,
  isWithoutCart: false,
  priority: id,
});
const product = (id: number, categoryId: number, eng: string, costPrice: number) => ({
  id,
  categoryId,
  name: name(eng),
  description: name(''),
  image: null,
  costPrice,
  discount: 0,
  unit: 'COUNT' as const,
  measure: null,
  calorie: null,
  amount: 1,
  labels: ['HIT'],
  timeCookingMin: null,
  timeCookingMax: null,
  isCartRecommendation: false,
  deliveryEnabled: true,
  systems: ['WEB' as const],
  active: true,
  branchIds: [],
  integrationId: null,
  mxicCode: null,
  barcode: null,
  priority: id,
  type: 'NONE' as const,
  isAvailable: true,
  branches: [],
  modificationGroups: [],
});

const MENU: StaffMenu = {
  groups: [
    { id: 1, name: name('National'), icon: null, image: null, bgColor: null, iconBgColor: null, priority: 0 },
  ],
  categories: [category(1, 'Plov'), category(2, 'Soups')],
  products: [product(10, 1, 'Wedding plov', 45_000), product(11, 2, 'Shurpa', 30_000)],
  branches: [{ id: 1, name: name('Chilonzor') }],
  ownBranchId: null,
};

describe('menu screen', () => {
  afterEach(cleanup);

  it('lists a category’s products and saves a new price from the product form', {
    timeout: 20_000,
  }, async () => {
    const call = vi.fn(async (endpoint: unknown) => {
      if (endpoint === staffMenuEndpoints.updateProduct) return [null, MENU.products[0]];
      return [null, MENU];
    });
    renderUi(<MenuScreen api={{ call } as unknown as ConsoleApi} />);
    expect(await screen.findByText('Wedding plov')).toBeTruthy();
    expect(screen.queryByText('Shurpa')).toBeNull();
    fireEvent.click(screen.getByText('Soups'));
    expect(await screen.findByText('Shurpa')).toBeTruthy();
    expect(screen.getByText('30 000')).toBeTruthy();

    fireEvent.click(screen.getByText('Shurpa'));
    const dialog = await screen.findByRole('dialog', { name: 'Edit product' });
    fireEvent.change(within(dialog).getByLabelText(/^Price, so‘m/), { target: { value: '32000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(staffMenuEndpoints.updateProduct, {
        params: { id: 11 },
        body: { ...productValues(MENU.products[1] as StaffMenu['products'][number]), costPrice: 32_000 },
      }),
    );
    expect(await screen.findByText('Saved')).toBeTruthy();
  });
});

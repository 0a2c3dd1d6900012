// @vitest-environment happy-dom
/** The product form checks what the API's contract checks, in the console's words, before anything is sent. */
import type { StaffProductInput } from '@dasturxon/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../testing/render.tsx';
import { ProductForm } from './product-form.tsx';
import { newProductValues } from './product-values.ts';

vi.mock('../../lib/runtime.ts', () => ({ api: { call: vi.fn() }, loadMerchant: async () => null }));

const menu = {
  categories: [
    {
      id: 7,
      groupId: 1,
      name: { uz: 'Osh', ru: 'Плов', eng: 'Plov' },
      image: null,
      textColor: null,
      viewType: 'MEDIUM' as const,
      scrollType: 'VERTICAL' as const,
      navigationType: 'POP_UP' as const,
      isWithoutCart: false,
      priority: 0,
    },
  ],
  branches: [{ id: 3, name: { uz: 'Chilonzor', ru: 'Чиланзар', eng: 'Chilonzor' } }],
};

function renderForm(initial: StaffProductInput = newProductValues(7)) {
  const onSubmit = vi.fn();
  renderUi(<ProductForm menu={menu} initial={initial} onSubmit={onSubmit} onCancel={() => {}} />);
  return { onSubmit };
}

const names = () => screen.getAllByLabelText(/^Name/) as HTMLInputElement[];
const type = (el: Element, value: string) => fireEvent.change(el, { target: { value } });

describe('product form', { timeout: 20_000 }, () => {
  afterEach(cleanup);

  it('asks for the names in all three languages and the price, marking the tabs with errors', async () => {
    const { onSubmit } = renderForm();
    type(names()[0] as HTMLInputElement, 'Lagmon');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The form has errors: check every language')).toBeTruthy();
    expect(screen.getAllByText('Required').length).toBeGreaterThanOrEqual(3);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.hasAttribute('data-error'))).toEqual([false, true, true]);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a negative price, a discount above 100 % and cooking times out of order', async () => {
    const { onSubmit } = renderForm({
      ...newProductValues(7),
      name: { uz: 'Lagmon', ru: 'Лагман', eng: 'Lagman' },
      costPrice: 30_000,
    });
    type(screen.getByLabelText(/^Price, so‘m/), '-5');
    type(screen.getByLabelText('Discount, %'), '150');
    type(screen.getByLabelText('Cooking, from (min)'), '30');
    type(screen.getByLabelText('Cooking, to (min)'), '10');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('At least 0')).toBeTruthy();
    expect(screen.getByText('At most 100')).toBeTruthy();
    expect(screen.getByText('Invalid value')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends a valid product with a modifier group, min above max refused first', async () => {
    const { onSubmit } = renderForm({
      ...newProductValues(7),
      name: { uz: 'Lagmon', ru: 'Лагман', eng: 'Lagman' },
      costPrice: 30_000,
    });
    fireEvent.click(screen.getByRole('button', { name: '+ Add group' }));
    const groupNames = screen.getAllByLabelText(/^Group name/);
    for (const [i, v] of ['Hajmi', 'Размер', 'Size'].entries()) type(groupNames[i] as HTMLElement, v);
    const optionNames = screen
      .getAllByPlaceholderText(/Uzbek|Russian|English/)
      .filter((el) => !groupNames.includes(el));
    for (const [i, v] of ['Katta', 'Большой', 'Large'].entries()) type(optionNames[i] as HTMLElement, v);
    type(screen.getByLabelText('Option price'), '8000');
    type(screen.getByLabelText('Min'), '2');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Invalid value')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    type(screen.getByLabelText('Min'), '1');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const sent = onSubmit.mock.calls[0]?.[0] as StaffProductInput;
    expect(sent).toMatchObject({ costPrice: 30_000, categoryId: 7, systems: ['WEB', 'TG'] });
    expect(sent.modificationGroups).toEqual([
      {
        name: { uz: 'Hajmi', ru: 'Размер', eng: 'Size' },
        min: 1,
        max: 1,
        modifiers: [
          { name: { uz: 'Katta', ru: 'Большой', eng: 'Large' }, price: 8000, image: null, isDefault: false },
        ],
      },
    ]);
  });
});

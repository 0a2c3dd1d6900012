// @vitest-environment happy-dom
import { type AdminPromo, AdminPromoSchema, staffPromoEndpoints } from '@dasturxon/contracts';
import { fakeApi, reply } from '@dasturxon/contracts/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createConsoleApi } from '../../lib/api.ts';
import { renderUi } from '../../testing/render.tsx';
import { PromosScreen } from './promos-screen.tsx';

const MERCHANT = '6c0f5b8e-1a2b-4c3d-8e9f-0123456789ab';

function promo(over: Partial<AdminPromo> = {}): AdminPromo {
  return AdminPromoSchema.parse({
    id: 1,
    code: 'NAVRUZ10',
    discountType: 'PERCENTAGE',
    productDiscount: 10,
    deliveryDiscount: 100,
    minPrice: 50_000,
    startDate: '2026-11-30T19:00:00.000Z',
    endDate: '2026-12-31T18:59:59.999Z',
    isActive: true,
    oncePerUser: false,
    maxUses: 100,
    maxUsesPerUser: 2,
    uses: 37,
    createdDate: '2026-11-20T10:00:00.000Z',
    lastModifiedDate: '2026-11-20T10:00:00.000Z',
    ...over,
  });
}

function setUp(list: AdminPromo[] = [promo()]) {
  const api = fakeApi()
    .on(staffPromoEndpoints.list, () => list)
    .on(staffPromoEndpoints.create, ({ body }) =>
      body.code.toUpperCase() === 'TAKEN'
        ? reply(409, {
            code: 'VALIDATION_FAILED',
            status: 409,
            message: 'A promo code with this name already exists.',
          })
        : reply(
            201,
            promo({ ...body, id: 2, code: body.code.toUpperCase(), startDate: null, endDate: null, uses: 0 }),
          ),
    )
    .on(staffPromoEndpoints.setActive, ({ params, body }) =>
      promo({ id: params.id, isActive: body.isActive }),
    );
  const client = createConsoleApi({ merchantId: () => MERCHANT, lang: () => 'eng', fetchImpl: api.fetch });
  renderUi(<PromosScreen api={client} />);
  return { api };
}

/** A field by its label (a required one ends with " *"). */
const field = (name: string) =>
  screen.getByLabelText(new RegExp(`^${name.replace(/[()]/g, '\\$&')}( \\*)?$`)) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });

afterEach(cleanup);

describe('the promo codes screen', () => {
  it('lists each promo with its discount, dates in Tashkent days, uses against the cap and per customer', async () => {
    setUp();
    const table = await screen.findByRole('table', { name: 'Promo codes' });
    const row = within(table).getByText('NAVRUZ10').closest('tr') as HTMLElement;
    expect(row.textContent).toContain('10% off products, 100% off delivery');
    expect(row.textContent).toContain('50\u202f000 sum');
    expect(row.textContent).toContain('01.12.2026 – 31.12.2026');
    expect(row.textContent).toContain('37 / 100');
    expect(row.textContent).toContain('2 per customer');
  });

  it('checks the form with the contract before sending: percent over 100, end before start, caps', async () => {
    const { api } = setUp([]);
    fireEvent.click(await screen.findByRole('button', { name: 'New promo code' }));
    type('Code', 'SUMMER');
    type('Discount on products', '120');
    type('Starts', '2026-12-10');
    type('Ends (that day included)', '2026-12-01');
    type('Total uses', '0');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A percentage is at most 100')).toBeTruthy();
    expect(screen.getByText('The end is before the start')).toBeTruthy();
    expect(screen.getByText('At least 1')).toBeTruthy();
    expect(api.callsTo(staffPromoEndpoints.create)).toHaveLength(0);

    // "Once per customer" is on by default: a cap of 3 per customer contradicts it.
    type('Discount on products', '15');
    type('Ends (that day included)', '2026-12-31');
    type('Total uses', '');
    type('Uses per customer', '3');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('“Once per customer” is on: leave this empty or 1')).toBeTruthy();
    expect(api.callsTo(staffPromoEndpoints.create)).toHaveLength(0);
  });

  it('creates a promo with its caps, and shows the server’s refusal of a taken code on the field', async () => {
    const { api } = setUp([]);
    fireEvent.click(await screen.findByRole('button', { name: 'New promo code' }));
    type('Code', 'taken');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A promo code with this name already exists.')).toBeTruthy();

    type('Code', 'summer');
    fireEvent.click(screen.getByRole('switch', { name: 'Once per customer' }));
    type('Total uses', '500');
    type('Uses per customer', '3');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('SUMMER');
    expect(api.callsTo(staffPromoEndpoints.create).at(-1)?.body).toEqual({
      code: 'summer',
      discountType: 'PERCENTAGE',
      productDiscount: 10,
      deliveryDiscount: 0,
      minPrice: 0,
      startDate: null,
      endDate: null,
      isActive: true,
      oncePerUser: false,
      maxUses: 500,
      maxUsesPerUser: 3,
    });
  });

  it('switches a promo off at once', async () => {
    const { api } = setUp();
    fireEvent.click(await screen.findByRole('switch', { name: 'Active: NAVRUZ10' }));
    await waitFor(() => expect(api.callsTo(staffPromoEndpoints.setActive)).toHaveLength(1));
    expect(api.callsTo(staffPromoEndpoints.setActive)[0]?.body).toEqual({ isActive: false });
    expect(await screen.findByText('NAVRUZ10 is off')).toBeTruthy();
  });
});

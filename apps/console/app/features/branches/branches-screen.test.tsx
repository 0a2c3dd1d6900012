// @vitest-environment happy-dom
import {
  branchEndpoints,
  staffBranchEndpoints as endpoints,
  type StaffBranch,
  StaffBranchSchema,
  WEEKDAYS,
} from '@dasturxon/contracts';
import { fakeApi } from '@dasturxon/contracts/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createConsoleApi } from '../../lib/api.ts';
import { renderUi } from '../../testing/render.tsx';
import { nextTashkentTime } from './branch-values.ts';
import { BranchesScreen } from './branches-screen.tsx';

// Leaflet does not draw in happy-dom: the map is a button that "clicks" a point in Yunusobod.
vi.mock('../call-centre/map-pick.tsx', () => ({
  MapPick: (props: { label: string; onPick: (p: { latitude: number; longitude: number }) => void }) => (
    <button type="button" onClick={() => props.onPick({ latitude: 41.3651234567, longitude: 69.2851 })}>
      {props.label}
    </button>
  ),
}));

const MERCHANT = '6c0f5b8e-1a2b-4c3d-8e9f-0123456789ab';
// 14:00 in Tashkent.
const NOW = new Date('2026-11-25T09:00:00Z');

function branch(over: Partial<StaffBranch> = {}): StaffBranch {
  return StaffBranchSchema.parse({
    id: 1,
    name: { uz: 'Chilonzor', ru: 'Чиланзар', eng: 'Chilonzor' },
    address: 'Bunyodkor 12',
    cityId: 1,
    latitude: 41.28,
    longitude: 69.2,
    phone: '998712000000',
    bookingPhone: null,
    isActive: true,
    isMain: true,
    services: {
      deliveryEnabled: true,
      pickUpEnabled: true,
      dineInEnabled: false,
      bookingEnabled: false,
      expressEnabled: false,
      yandexEnabled: false,
      kitchenEnabled: false,
      payOfficeEnabled: false,
      storageEnabled: false,
    },
    workHours: WEEKDAYS.map((day) => ({ day, open: '10:00', close: '23:00', isDayOff: false })),
    closedUntil: null,
    openNow: true,
    lastModifiedDate: '2026-11-20T10:00:00.000Z',
    ...over,
  });
}

function setUp(list: StaffBranch[] = [branch()]) {
  const api = fakeApi()
    .on(endpoints.branches, () => list)
    .on(branchEndpoints.cities, () => [
      {
        id: 1,
        name: { uz: 'Toshkent', ru: 'Ташкент', eng: 'Tashkent' },
        description: null,
        latitude: 41.3,
        longitude: 69.24,
        isMain: true,
        createdDate: '2026-01-01T00:00:00.000Z',
        lastModifiedDate: '2026-01-01T00:00:00.000Z',
      },
    ])
    .on(endpoints.saveBranch, ({ params, body }) => branch({ ...body, id: params.id }))
    .on(endpoints.closeBranch, ({ body }) => branch({ closedUntil: body.closedUntil, openNow: false }));
  const client = createConsoleApi({ merchantId: () => MERCHANT, lang: () => 'eng', fetchImpl: api.fetch });
  renderUi(<BranchesScreen api={client} merchantId={MERCHANT} now={() => NOW} />);
  return { api };
}

afterEach(cleanup);

describe('the branches screen', () => {
  it('lists branches with their services and a temporary close', async () => {
    setUp([branch(), branch({ id: 2, closedUntil: '2026-11-25T13:00:00.000Z', openNow: false })]);
    const row = (await screen.findByTestId('branch-1')) as HTMLElement;
    expect(row.textContent).toContain('Delivery');
    expect(row.textContent).toContain('Open');
    expect(screen.getByTestId('closed-until').textContent).toBe('Closed until 18:00');
  });

  it('refuses a night that runs into the next day before sending, then saves overnight hours', async () => {
    const { api } = setUp();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    const time = (label: string, value: string) =>
      fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    time('Monday Closes', '03:00');
    time('Tuesday Opens', '02:00');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText("Monday's hours run into the next working day")).toBeTruthy();
    expect(api.callsTo(endpoints.saveBranch)).toHaveLength(0);

    time('Tuesday Opens', '10:00');
    fireEvent.click(within(dialog).getByRole('button', { name: "The branch's place: click the map" }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo(endpoints.saveBranch)).toHaveLength(1));
    const body = api.callsTo(endpoints.saveBranch)[0]?.body;
    expect(body?.workHours[0]).toEqual({ day: 'MONDAY', open: '10:00', close: '03:00', isDayOff: false });
    expect(body).toMatchObject({ latitude: 41.365123, longitude: 69.2851, phone: '998712000000' });
  }, 30_000);

  it('closes a branch for an hour and reopens it', async () => {
    const { api } = setUp();
    fireEvent.click(await screen.findByRole('button', { name: 'Close for now' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(api.callsTo(endpoints.closeBranch)).toHaveLength(1));
    expect(api.callsTo(endpoints.closeBranch)[0]?.body).toEqual({ closedUntil: '2026-11-25T10:00:00.000Z' });
  });
});

describe('nextTashkentTime', () => {
  it('is today when the time is still ahead, tomorrow when it has passed', () => {
    expect(nextTashkentTime('18:00', NOW).toISOString()).toBe('2026-11-25T13:00:00.000Z');
    expect(nextTashkentTime('09:00', NOW).toISOString()).toBe('2026-11-26T04:00:00.000Z');
  });
});

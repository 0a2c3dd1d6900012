// @vitest-environment happy-dom
import { staffBranchEndpoints as endpoints, type StaffZone, type ZoneInput } from '@dasturxon/contracts';
import { fakeApi, makeOrderSettings } from '@dasturxon/contracts/testing';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createConsoleApi } from '../../lib/api.ts';
import { renderUi } from '../../testing/render.tsx';
import type { ZoneMapProps } from './zone-map.tsx';
import { ZonesScreen } from './zones-screen.tsx';

const SQUARE: Array<[number, number]> = [
  [41.3, 69.2],
  [41.3, 69.3],
  [41.2, 69.3],
  [41.2, 69.2],
];
const BOW_TIE: Array<[number, number]> = [
  [41.2, 69.2],
  [41.3, 69.3],
  [41.3, 69.2],
  [41.2, 69.3],
];

// Leaflet does not draw in happy-dom: the map is two buttons that "draw" a shape and one that asks a point.
vi.mock('./zone-map-lazy.tsx', () => ({
  LazyZoneMap: (props: ZoneMapProps) => (
    <div>
      <button type="button" onClick={() => props.onDrawn(SQUARE)}>
        draw square
      </button>
      <button type="button" onClick={() => props.onDrawn(BOW_TIE)}>
        draw bow tie
      </button>
      <button type="button" onClick={() => props.onProbe({ latitude: 41.25, longitude: 69.25 })}>
        probe
      </button>
    </div>
  ),
}));

const MERCHANT = '6c0f5b8e-1a2b-4c3d-8e9f-0123456789ab';

function zone(over: Partial<StaffZone> = {}): StaffZone {
  return {
    id: 1,
    name: 'Markaz',
    branchId: null,
    polygon: SQUARE,
    color: '#2f9e44',
    price: 10_000,
    priority: 0,
    isActive: true,
    lastModifiedDate: '2026-11-20T10:00:00.000Z',
    ...over,
  };
}

function setUp() {
  const zones: StaffZone[] = [zone()];
  const api = fakeApi()
    .on(endpoints.zones, () => zones)
    .on(endpoints.branches, () => [])
    .on(endpoints.orderSettings, () => makeOrderSettings({ minOrderAmount: 30_000 }))
    .on(endpoints.zonePreview, () => ({
      branchId: 1,
      zone: { id: 1, name: 'Markaz' },
      distance: 2.5,
      price: 12_000,
      minOrderAmount: 30_000,
      freeDeliveryThreshold: 0,
    }))
    .on(endpoints.createZone, ({ body }: { body: ZoneInput }) => {
      const created = zone({ ...body, id: 2 });
      zones.push(created);
      return created;
    });
  const client = createConsoleApi({ merchantId: () => MERCHANT, lang: () => 'eng', fetchImpl: api.fetch });
  renderUi(<ZonesScreen api={client} />);
  return { api };
}

afterEach(cleanup);

describe('the zones screen', () => {
  it('answers a click on the map with what a customer there pays', async () => {
    setUp();
    expect(await screen.findByText('Markaz')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'probe' }));
    expect((await screen.findByTestId('zone-preview')).textContent).toBe(
      "A customer here pays 12\u202f000 so'm for delivery (Markaz).",
    );
  });

  it('refuses a zone that crosses itself before sending, and saves a drawn square', async () => {
    const { api } = setUp();
    await screen.findByText('Markaz');
    fireEvent.click(screen.getByRole('button', { name: 'draw bow tie' }));
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: 'Chilonzor' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The border crosses itself')).toBeTruthy();
    expect(api.callsTo(endpoints.createZone)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'draw square' }));
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: 'Chilonzor' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo(endpoints.createZone)).toHaveLength(1));
    expect(api.callsTo(endpoints.createZone)[0]?.body).toEqual({
      name: 'Chilonzor',
      branchId: null,
      polygon: SQUARE,
      color: '#1971c2',
      price: 10_000,
      priority: 0,
      isActive: true,
    });
    expect(await screen.findByText('Chilonzor')).toBeTruthy();
  }, 30_000);
});

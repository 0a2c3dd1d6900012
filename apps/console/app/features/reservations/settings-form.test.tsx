// @vitest-environment happy-dom
import { type ReservationSettings, staffReservationEndpoints } from '@dasturxon/contracts';
import { fakeApi } from '@dasturxon/contracts/testing';
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../i18n/index.tsx';
import { createConsoleApi } from '../../lib/api.ts';
import { ReservationSettingsForm } from './settings-form.tsx';

const MERCHANT = '6c0f5b8e-1a2b-4c3d-8e9f-0123456789ab';

function setUp(stored: ReservationSettings) {
  const api = fakeApi()
    .on(staffReservationEndpoints.settings, () => stored)
    .on(staffReservationEndpoints.saveSettings, ({ body }) => body);
  const client = createConsoleApi({ merchantId: () => MERCHANT, lang: () => 'eng', fetchImpl: api.fetch });
  const onSaved = vi.fn();
  render(
    <MantineProvider>
      <I18nProvider initialLang="eng">
        <ReservationSettingsForm api={client} onSaved={onSaved} onCancel={() => {}} />
      </I18nProvider>
    </MantineProvider>,
  );
  return { api, onSaved };
}

afterEach(cleanup);

describe('the reservation settings form', () => {
  it('shows the saved settings and saves a changed turn time', async () => {
    const { api, onSaved } = setUp({
      turnMinutes: 90,
      slotMinutes: 15,
      cancelCutoffMinutes: 60,
      daysAhead: 14,
    });
    const turn = (await screen.findByLabelText('Table turn time')) as HTMLInputElement;
    expect(turn.value).toBe('90 min');
    expect((screen.getByLabelText('Days ahead a guest may book') as HTMLInputElement).value).toBe('14');
    fireEvent.change(turn, { target: { value: '150' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(api.callsTo(staffReservationEndpoints.saveSettings).map((c) => c.body)).toEqual([
      { turnMinutes: 150, slotMinutes: 15, cancelCutoffMinutes: 60, daysAhead: 14 },
    ]);
  });

  it('refuses values the API would refuse, with the console words, and sends nothing', async () => {
    const { api, onSaved } = setUp({
      turnMinutes: 120,
      slotMinutes: 30,
      cancelCutoffMinutes: 120,
      daysAhead: 30,
    });
    // Mantine clamps a number field when it loses focus; the field still being typed in is checked by the contract.
    const turn = await screen.findByLabelText('Table turn time');
    fireEvent.change(turn, { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('At least 15')).toBeTruthy();
    expect(api.callsTo(staffReservationEndpoints.saveSettings)).toEqual([]);
    expect(onSaved).not.toHaveBeenCalled();
  });
});

// @vitest-environment happy-dom
import { DEFAULT_LATE_AFTER_MINUTES, staffEndpoints } from '@dasturxon/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../testing/render.tsx';
import { LateSettings } from './late-settings.tsx';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../lib/runtime.ts', () => ({ api: { call } }));

describe('late-after settings', () => {
  afterEach(() => {
    cleanup();
    call.mockReset();
  });

  it('saves the minutes the admin typed, and an emptied status as never late', async () => {
    call.mockImplementation(async (endpoint, input) =>
      endpoint === staffEndpoints.updateSettings
        ? [null, input.body]
        : [null, { lateAfterMinutes: DEFAULT_LATE_AFTER_MINUTES }],
    );
    renderUi(<LateSettings />);
    fireEvent.click(screen.getByRole('button', { name: 'Late after' }));
    fireEvent.change(await screen.findByLabelText('New'), { target: { value: '7' } });
    fireEvent.change(screen.getByLabelText('Ready'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(staffEndpoints.updateSettings, {
        body: { lateAfterMinutes: { ...DEFAULT_LATE_AFTER_MINUTES, OPEN: 7, DONE: null } },
      }),
    );
  });

  it('refuses minutes the contract refuses, without asking the server', async () => {
    call.mockResolvedValue([null, { lateAfterMinutes: DEFAULT_LATE_AFTER_MINUTES }]);
    renderUi(<LateSettings />);
    fireEvent.click(screen.getByRole('button', { name: 'Late after' }));
    fireEvent.change(await screen.findByLabelText('Cooking'), { target: { value: '5000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('At most 1440')).toBeTruthy();
    expect(call).not.toHaveBeenCalledWith(staffEndpoints.updateSettings, expect.anything());
  });
});

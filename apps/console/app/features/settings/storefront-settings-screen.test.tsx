// @vitest-environment happy-dom
/**
 * The storefront settings screen's colour rule (decision 270): the live preview shows the button and price chip
 * in the colours being edited; text that is not readable on the main colour is warned about, the save waits
 * until it is fixed, and the fix offered is the other text colour.
 */
import { staffSettingsEndpoints, type WebSettings } from '@dasturxon/contracts';
import { fakeApi } from '@dasturxon/contracts/testing';
import { fallbackMerchantSettings } from '@dasturxon/domain';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createConsoleApi } from '../../lib/api.ts';
import { Providers } from '../../testing/render.tsx';
import { StorefrontSettingsScreen } from './storefront-settings-screen.tsx';

const MERCHANT = '6c0f5b8e-1a2b-4c3d-8e9f-0123456789ab';

function setUp() {
  const { merchantId: _id, ...initial } = fallbackMerchantSettings(MERCHANT);
  const stored: WebSettings = { ...initial, title: { uz: 'Navro‘z', ru: 'Навруз', eng: 'Navruz' } };
  const api = fakeApi()
    .on(staffSettingsEndpoints.web, () => stored)
    .on(staffSettingsEndpoints.saveWeb, ({ body }) => ({
      ...stored,
      ...body,
      mainColor: body.mainColor.toUpperCase(),
    }))
    .on(staffSettingsEndpoints.brands, () => []);
  const client = createConsoleApi({ merchantId: () => MERCHANT, lang: () => 'eng', fetchImpl: api.fetch });
  render(
    <Providers>
      <StorefrontSettingsScreen api={client} />
    </Providers>,
  );
  return { api };
}

afterEach(cleanup);

const save = () => screen.getByTestId('save-settings') as HTMLButtonElement;

describe('the storefront settings screen', () => {
  it('previews the colours and refuses unreadable button text until the offered fix is taken', async () => {
    const { api } = setUp();
    const button = await screen.findByTestId('preview-button');
    expect(button.style.background).toMatch(/#FCE000|rgb\(252, 224, 0\)/i);
    expect(screen.getByTestId('contrast-ratio').textContent).toMatch(/^Contrast 1[0-9]\.\d:1$/);
    expect(screen.queryByTestId('contrast-warning')).toBeNull();

    // White text on the default yellow cannot be read.
    fireEvent.click(screen.getByText('White text'));
    const warning = await screen.findByTestId('contrast-warning');
    expect(warning.textContent).toContain('Text is not readable on this colour');
    expect(screen.getByTestId('preview-price').style.color).toMatch(/#FFFFFF|rgb\(255, 255, 255\)/i);
    expect(save().disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Use Black text' }));
    await waitFor(() => expect(screen.queryByTestId('contrast-warning')).toBeNull());
    expect(save().disabled).toBe(false);
    expect(api.callsTo(staffSettingsEndpoints.saveWeb)).toHaveLength(0);
  });

  it('saves a new colour once its text colour is readable', async () => {
    const { api } = setUp();
    const input = (await screen.findByLabelText('Main colour')) as HTMLInputElement;
    fireEvent.change(input, { target: { value: '#0d47a1' } });
    // Dark blue with black text: warned, and the fix offered is white text.
    await screen.findByTestId('contrast-warning');
    expect(save().disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Use White text' }));
    await waitFor(() => expect(save().disabled).toBe(false));

    fireEvent.click(save());
    await waitFor(() => expect(api.callsTo(staffSettingsEndpoints.saveWeb)).toHaveLength(1));
    expect(api.callsTo(staffSettingsEndpoints.saveWeb)[0]?.body).toMatchObject({
      mainColor: '#0d47a1',
      mainColorType: 'dark',
    });
    expect(await screen.findByText('Saved: the storefront shows it on its next load')).toBeTruthy();
  });

  it('refuses to save with no language on, with the same contract as the server', async () => {
    const { api } = setUp();
    const uz = (await screen.findByRole('checkbox', { name: "O'zbekcha" })) as HTMLInputElement;
    expect(uz.checked).toBe(true);
    fireEvent.click(uz);
    await waitFor(() => expect(uz.checked).toBe(false));
    fireEvent.click(save());
    expect(await screen.findByText('Switch on at least one language')).toBeTruthy();
    expect(api.callsTo(staffSettingsEndpoints.saveWeb)).toHaveLength(0);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Русский' }));
    fireEvent.click(save());
    await waitFor(() => expect(api.callsTo(staffSettingsEndpoints.saveWeb)).toHaveLength(1));
    expect(api.callsTo(staffSettingsEndpoints.saveWeb)[0]?.body).toMatchObject({
      uzLangActive: false,
      ruLangActive: true,
    });
  });

  it('adds a contact to the list and saves it with the settings', async () => {
    const { api } = setUp();
    fireEvent.click(await screen.findByRole('tab', { name: 'Contacts and apps' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Add a contact' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Value' }), { target: { value: 'info@navruz.uz' } });
    fireEvent.click(save());
    await waitFor(() => expect(api.callsTo(staffSettingsEndpoints.saveWeb)).toHaveLength(1));
    expect(api.callsTo(staffSettingsEndpoints.saveWeb)[0]?.body.contacts).toEqual([
      { type: 'PHONE', value: 'info@navruz.uz', title: null },
    ]);
  });
});

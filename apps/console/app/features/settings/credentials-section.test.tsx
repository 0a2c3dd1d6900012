// @vitest-environment happy-dom
/**
 * Credentials in the console (decisions 271-272): a field shows only whether it is set; a new value is sent
 * alone and the field is emptied after the save (nothing typed is kept or read back); the connection test
 * tells what the provider said.
 */
import { CREDENTIAL_FIELDS, type CredentialsStatus, staffSettingsEndpoints } from '@dasturxon/contracts';
import { fakeApi } from '@dasturxon/contracts/testing';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createConsoleApi } from '../../lib/api.ts';
import { Providers } from '../../testing/render.tsx';
import { CredentialsSection } from './credentials-section.tsx';

const MERCHANT = '6c0f5b8e-1a2b-4c3d-8e9f-0123456789ab';

function statusOf(set: Partial<Record<string, string | null>>): CredentialsStatus {
  const fields = Object.fromEntries(
    CREDENTIAL_FIELDS.map((f) => [f, { set: f in set, last4: set[f] ?? null }]),
  ) as CredentialsStatus['fields'];
  return { smsGateway: 'ESKIZ', fields };
}

function setUp() {
  let status = statusOf({ paymeMerchantId: '5e21', paymeKey: null, smsUsername: null, smsPassword: null });
  const api = fakeApi()
    .on(staffSettingsEndpoints.credentials, () => status)
    .on(staffSettingsEndpoints.saveCredentials, ({ body }) => {
      status = statusOf({
        paymeMerchantId: '5e21',
        paymeKey: null,
        smsUsername: null,
        smsPassword: null,
        ...Object.fromEntries(Object.keys(body).map((k) => [k, null])),
      });
      return status;
    })
    .on(staffSettingsEndpoints.testConnection, () => ({ ok: false, detail: 'Invalid credentials' }));
  const client = createConsoleApi({ merchantId: () => MERCHANT, lang: () => 'eng', fetchImpl: api.fetch });
  render(
    <Providers>
      <CredentialsSection api={client} />
    </Providers>,
  );
  return { api };
}

afterEach(cleanup);

describe('the credentials section', () => {
  it('shows only whether each is set, sends a new value alone and forgets it after saving', async () => {
    const { api } = setUp();
    const click = await screen.findByTestId('creds-click');
    expect(screen.getByTestId('state-paymeMerchantId').textContent).toBe('Set ·· 5e21');
    expect(screen.getByTestId('state-paymeKey').textContent).toBe('Set');
    expect(screen.getByTestId('state-clickSecretKey').textContent).toBe('Not set');

    const secret = within(click).getByLabelText(/Secret key/) as HTMLInputElement;
    expect(secret.value).toBe('');
    expect(secret.type).toBe('password');
    fireEvent.change(secret, { target: { value: 'click-secret-123' } });
    fireEvent.click(within(click).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo(staffSettingsEndpoints.saveCredentials)).toHaveLength(1));
    expect(api.callsTo(staffSettingsEndpoints.saveCredentials)[0]?.body).toEqual({
      clickSecretKey: 'click-secret-123',
    });
    await waitFor(() => expect(screen.getByTestId('state-clickSecretKey').textContent).toBe('Set'));
    expect(secret.value).toBe('');
    expect(document.body.innerHTML).not.toContain('click-secret-123');
  });

  it("tests the SMS gateway and shows the provider's answer", async () => {
    setUp();
    const sms = await screen.findByTestId('creds-sms');
    fireEvent.click(within(sms).getByRole('button', { name: 'Test connection' }));
    expect((await screen.findByTestId('result-sms')).textContent).toBe(
      'The provider refused: Invalid credentials',
    );
    expect(
      within(screen.getByTestId('creds-payme')).getByText('This provider cannot be tested: it calls us'),
    ).toBeTruthy();
  });
});

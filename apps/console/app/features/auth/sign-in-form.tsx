/** Login and password, validated by the API's own StaffLoginSchema; the session is the server's cookie. */
import { type Staff, type StaffLogin, StaffLoginSchema, staffEndpoints } from '@dasturxon/contracts';
import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useT } from '../../i18n/index.tsx';
import { newOrderChime } from '../../lib/chime.ts';
import { contractResolver } from '../../lib/form.ts';
import { api } from '../../lib/runtime.ts';
import { signInErrorText } from './sign-in-error.ts';

export function SignInForm({ onSignedIn }: { onSignedIn: (staff: Staff) => void }) {
  const t = useT();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<StaffLogin>({
    initialValues: { login: '', password: '' },
    validate: contractResolver<StaffLogin>(StaffLoginSchema, t),
    validateInputOnBlur: true,
  });
  const [busy, setBusy] = useState(false);

  const submit = form.onSubmit(async (values) => {
    // The sign-in click is the first click of the shift: browsers allow sound from here on (decision 227).
    void newOrderChime.unlock();
    setBusy(true);
    setError(null);
    const [failure, session] = await api.call(staffEndpoints.session, { body: values });
    setBusy(false);
    if (failure) {
      setError(signInErrorText(failure, t));
      return;
    }
    onSignedIn(session.staff);
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
        <TextInput
          label={t('auth.login')}
          autoComplete="username"
          autoCapitalize="none"
          data-autofocus
          {...form.getInputProps('login')}
        />
        <PasswordInput
          label={t('auth.password')}
          autoComplete="current-password"
          {...form.getInputProps('password')}
        />
        <Button type="submit" loading={busy} fullWidth mt="xs">
          {t('auth.submit')}
        </Button>
      </Stack>
    </form>
  );
}

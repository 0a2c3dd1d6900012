import { Alert, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { redirect, useLoaderData, useNavigate, useSearchParams } from 'react-router';
import { SignInForm } from '../features/auth/sign-in-form.tsx';
import { LangSwitch } from '../features/shell/lang-switch.tsx';
import { useLang, useT } from '../i18n/index.tsx';
import { safeNext } from '../lib/guard.ts';
import { loadMerchant, loadStaff, setStaff } from '../lib/runtime.ts';
import { homePathFor } from '../lib/screens.ts';

export async function clientLoader() {
  const [merchant, staff] = await Promise.all([loadMerchant(), loadStaff()]);
  if (staff) throw redirect(homePathFor(staff.role));
  return { merchant };
}

export default function SignIn() {
  const { merchant } = useLoaderData<typeof clientLoader>();
  const t = useT();
  const [lang] = useLang();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (
    <Center mih="100vh" p="md">
      <Paper withBorder shadow="sm" p="xl" w={380} maw="100%">
        <Stack gap="md">
          <Group justify="flex-end">
            <LangSwitch />
          </Group>
          <div>
            <Title order={1} size="h3">
              {t('auth.title')}
            </Title>
            {merchant ? <Text c="dimmed">{merchant.name[lang] || merchant.name.ru}</Text> : null}
          </div>
          {merchant ? (
            <SignInForm
              onSignedIn={(staff) => {
                setStaff(staff);
                navigate(safeNext(params.get('next')) ?? homePathFor(staff.role), { replace: true });
              }}
            />
          ) : (
            <Alert color="red" variant="light" role="alert">
              {t('auth.merchantUnknown')}
            </Alert>
          )}
        </Stack>
      </Paper>
    </Center>
  );
}

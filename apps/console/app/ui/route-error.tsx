/** What a route shows when its loader or render failed: a translated sentence and a way back, never a stack. */
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { useT } from '../i18n/index.tsx';

export function RouteError() {
  const error = useRouteError();
  const t = useT();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <Center h="100vh">
      <Stack align="center" gap="sm">
        <Title order={2}>{notFound ? t('error.notFound') : t('error.generic')}</Title>
        <Text c="dimmed">{isRouteErrorResponse(error) ? error.status : null}</Text>
        <Button component={Link} to="/" variant="light">
          {t('error.back')}
        </Button>
      </Stack>
    </Center>
  );
}

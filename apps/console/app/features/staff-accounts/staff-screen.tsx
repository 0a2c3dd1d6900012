/**
 * Staff accounts (ADMIN, issue 12; decision 275): the merchant's accounts with role, branch and state; a new
 * account, an edit (name, role, branch), a new password, deactivate/activate with a confirmation. The server
 * refuses what would lock the admin out; the screen also greys out those actions on the admin's own row.
 */
import { type Branch, branchEndpoints, type StaffAccount, staffAccountEndpoints } from '@dasturxon/contracts';
import { Alert, Badge, Button, Group, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useCallback, useEffect, useState } from 'react';
import { useLang, useT } from '../../i18n/index.tsx';
import type { ConsoleApi, ConsoleApiError } from '../../lib/api.ts';
import { errorText } from '../../lib/error-text.ts';
import { ListSkeleton } from '../../ui/skeletons.tsx';
import { CreateAccountDialog, EditAccountDialog, PasswordDialog } from './account-forms.tsx';

export interface StaffScreenProps {
  api: ConsoleApi;
  /** The signed-in admin's own account id. */
  selfId: number;
}

type Dialog =
  | { kind: 'create' }
  | { kind: 'edit'; account: StaffAccount }
  | { kind: 'password'; account: StaffAccount }
  | { kind: 'deactivate'; account: StaffAccount }
  | null;

export function StaffScreen({ api, selfId }: StaffScreenProps) {
  const t = useT();
  const [lang] = useLang();
  const [accounts, setAccounts] = useState<StaffAccount[] | null>(null);
  const [branches, setBranches] = useState<Branch[]>([]);
  const [loadError, setLoadError] = useState<ConsoleApiError | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const load = useCallback(async () => {
    const [failure, list] = await api.call(staffAccountEndpoints.list);
    setLoadError(failure);
    if (list) setAccounts(list);
  }, [api]);

  useEffect(() => {
    void load();
    void api.call(branchEndpoints.list).then(([, list]) => list && setBranches(list));
  }, [api, load]);

  const open = (next: Dialog) => {
    setRefusal(null);
    setDialog(next);
  };

  /** Runs a change; on success closes the dialog, tells and reloads; on refusal shows the server's words. */
  async function run(work: () => Promise<[ConsoleApiError | null, unknown]>, done: string) {
    setBusy(true);
    const [failure] = await work();
    setBusy(false);
    if (failure) {
      setRefusal(errorText(failure, t));
      return;
    }
    setDialog(null);
    notifications.show({ color: 'green', message: done });
    await load();
  }

  const branchName = (id: number | null) => {
    if (id === null) return t('staff.allBranches');
    const branch = branches.find((b) => b.id === id);
    return branch ? branch.name[lang] || branch.name.ru : `#${id}`;
  };

  const rows = (accounts ?? []).map((a) => {
    const self = a.id === selfId;
    // A deactivated account's details are dimmed; its Activate button is not.
    const dim = a.isActive ? undefined : { opacity: 0.55 };
    return (
      <Table.Tr key={a.id} data-testid={`staff-row-${a.login}`}>
        <Table.Td style={dim}>
          <Group gap={6} wrap="nowrap">
            <Text size="sm" fw={500}>
              {a.name}
            </Text>
            {self ? (
              <Badge size="xs" variant="light">
                {t('staff.you')}
              </Badge>
            ) : null}
          </Group>
        </Table.Td>
        <Table.Td style={dim}>
          <Text size="sm" ff="monospace">
            {a.login}
          </Text>
        </Table.Td>
        <Table.Td style={dim}>{t(`role.${a.role}`)}</Table.Td>
        <Table.Td style={dim}>{branchName(a.branchId)}</Table.Td>
        <Table.Td style={dim}>
          <Badge color={a.isActive ? 'green' : 'gray'} variant="light">
            {a.isActive ? t('staff.active') : t('staff.inactive')}
          </Badge>
        </Table.Td>
        <Table.Td>
          <Group gap={4} justify="flex-end" wrap="nowrap">
            <Button size="compact-xs" variant="default" onClick={() => open({ kind: 'edit', account: a })}>
              {t('staff.edit')}
            </Button>
            <Button
              size="compact-xs"
              variant="default"
              onClick={() => open({ kind: 'password', account: a })}
            >
              {t('staff.resetPassword')}
            </Button>
            {a.isActive ? (
              <Button
                size="compact-xs"
                variant="light"
                color="red"
                disabled={self}
                title={self ? t('staff.selfNote') : undefined}
                onClick={() => open({ kind: 'deactivate', account: a })}
              >
                {t('staff.deactivate')}
              </Button>
            ) : (
              <Button
                size="compact-xs"
                variant="light"
                color="green"
                onClick={() =>
                  run(
                    () =>
                      api.call(staffAccountEndpoints.setActive, {
                        params: { id: a.id },
                        body: { isActive: true },
                      }),
                    t('staff.saved'),
                  )
                }
              >
                {t('staff.activate')}
              </Button>
            )}
          </Group>
        </Table.Td>
      </Table.Tr>
    );
  });

  return (
    <Stack gap="sm" p="sm">
      <Group justify="space-between">
        <Title order={1} fz="xl">
          {t('staff.title')}
        </Title>
        <Button size="xs" onClick={() => open({ kind: 'create' })}>
          {t('staff.add')}
        </Button>
      </Group>
      {loadError ? (
        <Alert color="red" role="alert">
          {errorText(loadError, t)}
        </Alert>
      ) : accounts === null ? (
        <ListSkeleton rows={5} />
      ) : accounts.length === 0 ? (
        <Text c="dimmed">{t('staff.empty')}</Text>
      ) : (
        <Table striped highlightOnHover verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('staff.name')}</Table.Th>
              <Table.Th>{t('staff.login')}</Table.Th>
              <Table.Th>{t('staff.role')}</Table.Th>
              <Table.Th>{t('staff.branch')}</Table.Th>
              <Table.Th>{t('staff.status')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>{rows}</Table.Tbody>
        </Table>
      )}

      {dialog?.kind === 'create' ? (
        <CreateAccountDialog
          opened
          busy={busy}
          error={refusal}
          branches={branches}
          onClose={() => setDialog(null)}
          onSubmit={(values) =>
            run(
              () => api.call(staffAccountEndpoints.create, { body: values }),
              t('staff.created', { login: values.login.trim().toLowerCase() }),
            )
          }
        />
      ) : null}
      {dialog?.kind === 'edit' ? (
        <EditAccountDialog
          opened
          busy={busy}
          error={refusal}
          branches={branches}
          account={dialog.account}
          self={dialog.account.id === selfId}
          onClose={() => setDialog(null)}
          onSubmit={(values) =>
            run(
              () =>
                api.call(staffAccountEndpoints.update, {
                  params: { id: dialog.account.id },
                  body:
                    dialog.account.id === selfId ? { name: values.name, branchId: values.branchId } : values,
                }),
              t('staff.saved'),
            )
          }
        />
      ) : null}
      {dialog?.kind === 'password' ? (
        <PasswordDialog
          opened
          busy={busy}
          error={refusal}
          account={dialog.account}
          onClose={() => setDialog(null)}
          onSubmit={(values) =>
            run(
              () =>
                api.call(staffAccountEndpoints.resetPassword, {
                  params: { id: dialog.account.id },
                  body: values,
                }),
              t('staff.passwordSaved'),
            )
          }
        />
      ) : null}
      <Modal
        opened={dialog?.kind === 'deactivate'}
        onClose={() => setDialog(null)}
        title={dialog?.kind === 'deactivate' ? t('staff.deactivateTitle', { name: dialog.account.name }) : ''}
        centered
      >
        <Stack gap="sm">
          <Text size="sm">{t('staff.deactivateNote')}</Text>
          {refusal ? (
            <Alert color="red" role="alert">
              {refusal}
            </Alert>
          ) : null}
          <Button
            color="red"
            loading={busy}
            onClick={() =>
              dialog?.kind === 'deactivate' &&
              run(
                () =>
                  api.call(staffAccountEndpoints.setActive, {
                    params: { id: dialog.account.id },
                    body: { isActive: false },
                  }),
                t('staff.saved'),
              )
            }
          >
            {t('staff.deactivate')}
          </Button>
        </Stack>
      </Modal>
    </Stack>
  );
}

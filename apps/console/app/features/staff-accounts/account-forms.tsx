/**
 * The staff screen's dialogs: a new account, an account's name/role/branch, a new password. Each validates with
 * the API's own contract (lib/form.ts) and shows the server's translated refusal (a taken login, a lock-out).
 */
import {
  type Branch,
  STAFF_ROLES,
  type StaffAccount,
  StaffAccountCreateSchema,
  StaffAccountUpdateSchema,
  StaffPasswordResetSchema,
  type StaffRole,
} from '@dasturxon/contracts';
import { Alert, Button, Modal, PasswordInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useLang, useT } from '../../i18n/index.tsx';
import { contractResolver } from '../../lib/form.ts';

interface CreateValues {
  login: string;
  name: string;
  role: StaffRole;
  branchId: number | null;
  password: string;
}

interface EditValues {
  name: string;
  role: StaffRole;
  branchId: number | null;
}

interface DialogProps<V> {
  opened: boolean;
  busy: boolean;
  /** The server's refusal, in the console's language. */
  error: string | null;
  onClose: () => void;
  onSubmit: (values: V) => void;
}

function BranchSelect(props: {
  branches: Branch[];
  value: number | null;
  onChange: (id: number | null) => void;
}) {
  const t = useT();
  const [lang] = useLang();
  return (
    <Select
      label={t('staff.branch')}
      value={props.value === null ? '' : String(props.value)}
      onChange={(v) => props.onChange(v ? Number(v) : null)}
      allowDeselect={false}
      data={[
        { value: '', label: t('staff.allBranches') },
        ...props.branches.map((b) => ({ value: String(b.id), label: b.name[lang] || b.name.ru })),
      ]}
    />
  );
}

function RoleSelect(props: { value: StaffRole; disabled?: boolean; onChange: (role: StaffRole) => void }) {
  const t = useT();
  return (
    <Select
      label={t('staff.role')}
      value={props.value}
      disabled={props.disabled}
      allowDeselect={false}
      onChange={(v) => v && props.onChange(v as StaffRole)}
      data={STAFF_ROLES.map((role) => ({ value: role, label: t(`role.${role}`) }))}
    />
  );
}

function Refusal({ error }: { error: string | null }) {
  return error ? (
    <Alert color="red" role="alert">
      {error}
    </Alert>
  ) : null;
}

export function CreateAccountDialog(props: DialogProps<CreateValues> & { branches: Branch[] }) {
  const t = useT();
  const form = useForm<CreateValues>({
    initialValues: { login: '', name: '', role: 'OPERATOR', branchId: null, password: '' },
    validate: contractResolver<CreateValues>(StaffAccountCreateSchema, t),
  });
  const values = form.getValues();
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={t('staff.createTitle')} centered>
      <form onSubmit={form.onSubmit(props.onSubmit)}>
        <Stack gap="sm">
          <TextInput label={t('staff.name')} {...form.getInputProps('name')} data-autofocus />
          <TextInput
            label={t('staff.login')}
            description={t('staff.loginHint')}
            autoComplete="off"
            {...form.getInputProps('login')}
          />
          <RoleSelect value={values.role} onChange={(role) => form.setFieldValue('role', role)} />
          {values.role === 'COURIER' ? (
            <Text size="xs" c="dimmed">
              {t('staff.courierNote')}
            </Text>
          ) : null}
          <BranchSelect
            branches={props.branches}
            value={values.branchId}
            onChange={(id) => form.setFieldValue('branchId', id)}
          />
          <PasswordInput
            label={t('staff.password')}
            description={t('staff.passwordHint')}
            autoComplete="new-password"
            {...form.getInputProps('password')}
          />
          <Refusal error={props.error} />
          <Button type="submit" loading={props.busy}>
            {t('staff.create')}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}

export function EditAccountDialog(
  props: DialogProps<EditValues> & { account: StaffAccount; branches: Branch[]; self: boolean },
) {
  const t = useT();
  const { account } = props;
  const form = useForm<EditValues>({
    initialValues: { name: account.name, role: account.role, branchId: account.branchId },
    validate: contractResolver<EditValues>(StaffAccountUpdateSchema, t),
  });
  const values = form.getValues();
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t('staff.editTitle', { name: account.name })}
      centered
    >
      <form onSubmit={form.onSubmit(props.onSubmit)}>
        <Stack gap="sm">
          <TextInput label={t('staff.name')} {...form.getInputProps('name')} />
          <RoleSelect
            value={values.role}
            disabled={props.self}
            onChange={(role) => form.setFieldValue('role', role)}
          />
          {props.self ? (
            <Text size="xs" c="dimmed">
              {t('staff.selfNote')}
            </Text>
          ) : null}
          <BranchSelect
            branches={props.branches}
            value={values.branchId}
            onChange={(id) => form.setFieldValue('branchId', id)}
          />
          <Refusal error={props.error} />
          <Button type="submit" loading={props.busy}>
            {t('staff.save')}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}

export function PasswordDialog(props: DialogProps<{ password: string }> & { account: StaffAccount }) {
  const t = useT();
  const form = useForm<{ password: string }>({
    initialValues: { password: '' },
    validate: contractResolver<{ password: string }>(StaffPasswordResetSchema, t),
  });
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t('staff.passwordTitle', { name: props.account.name })}
      centered
    >
      <form onSubmit={form.onSubmit(props.onSubmit)}>
        <Stack gap="sm">
          <Text size="sm">{t('staff.passwordNote')}</Text>
          <PasswordInput
            label={t('staff.password')}
            description={t('staff.passwordHint')}
            autoComplete="new-password"
            data-autofocus
            {...form.getInputProps('password')}
          />
          <Refusal error={props.error} />
          <Button type="submit" loading={props.busy}>
            {t('staff.save')}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}

/** Vacancies (ADMIN): the list with open/closed state, a form in a dialog to add or change one, and delete. */
import {
  type Branch,
  branchEndpoints,
  staffSettingsEndpoints,
  type VacancyAdmin,
  type VacancyInput,
  VacancyInputSchema,
} from '@dasturxon/contracts';
import { Badge, Button, Card, Group, Modal, Select, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useCallback, useEffect, useState } from 'react';
import { useLang, useT } from '../../i18n/index.tsx';
import type { ConsoleApi } from '../../lib/api.ts';
import { errorText } from '../../lib/error-text.ts';
import { contractResolver } from '../../lib/form.ts';
import { ListSkeleton } from '../../ui/skeletons.tsx';
import { MultilingualInput, NullableText } from './form-parts.tsx';

const EMPTY = { uz: '', ru: '', eng: '' };
const BLANK: VacancyInput = {
  title: EMPTY,
  description: EMPTY,
  requirements: EMPTY,
  salary: null,
  contactPhone: null,
  branchId: null,
  isActive: true,
};

function VacancyForm({
  api,
  vacancy,
  branches,
  onDone,
}: {
  api: ConsoleApi;
  vacancy: VacancyAdmin | null;
  branches: Branch[];
  onDone(): void;
}) {
  const t = useT();
  const [lang] = useLang();
  const [busy, setBusy] = useState(false);
  const form = useForm<VacancyInput>({
    initialValues: vacancy
      ? {
          title: vacancy.title,
          description: vacancy.description,
          requirements: vacancy.requirements,
          salary: vacancy.salary,
          contactPhone: vacancy.contactPhone,
          branchId: vacancy.branchId,
          isActive: vacancy.isActive,
        }
      : BLANK,
    validate: contractResolver<VacancyInput>(VacancyInputSchema, t),
  });
  const save = form.onSubmit(async (body) => {
    setBusy(true);
    const [error] = vacancy
      ? await api.call(staffSettingsEndpoints.saveVacancy, { params: { id: vacancy.id }, body })
      : await api.call(staffSettingsEndpoints.createVacancy, { body });
    setBusy(false);
    if (error) return notifications.show({ color: 'red', message: errorText(error, t) });
    notifications.show({ color: 'teal', message: t('settings.saved') });
    onDone();
  });
  return (
    <form onSubmit={save}>
      <Stack gap="sm">
        <MultilingualInput form={form} path="title" label={t('pages.vacancy.title')} />
        <MultilingualInput form={form} path="description" label={t('pages.vacancy.description')} long />
        <MultilingualInput form={form} path="requirements" label={t('pages.vacancy.requirements')} long />
        <SimpleGrid cols={3}>
          <NullableText form={form} path="salary" label={t('pages.vacancy.salary')} />
          <NullableText form={form} path="contactPhone" label={t('pages.vacancy.phone')} />
          <Select
            label={t('staff.branch')}
            clearable
            placeholder={t('staff.allBranches')}
            data={branches.map((b) => ({ value: String(b.id), label: b.name[lang] || b.name.ru }))}
            value={form.values.branchId === null ? null : String(form.values.branchId)}
            onChange={(v) => form.setFieldValue('branchId', v === null ? null : Number(v))}
          />
        </SimpleGrid>
        <Switch label={t('pages.vacancy.open')} {...form.getInputProps('isActive', { type: 'checkbox' })} />
        <Group justify="flex-end">
          <Button type="submit" loading={busy}>
            {t('pages.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function VacanciesSection({ api }: { api: ConsoleApi }) {
  const t = useT();
  const [lang] = useLang();
  const [list, setList] = useState<VacancyAdmin[] | null>(null);
  const [branches, setBranches] = useState<Branch[]>([]);
  const [editing, setEditing] = useState<VacancyAdmin | 'new' | null>(null);
  const [deleting, setDeleting] = useState<VacancyAdmin | null>(null);

  const load = useCallback(async () => {
    const [, data] = await api.call(staffSettingsEndpoints.vacancies);
    setList(data ?? []);
  }, [api]);
  useEffect(() => {
    void load();
    void api.call(branchEndpoints.list).then(([, data]) => data && setBranches(data));
  }, [api, load]);

  async function remove(v: VacancyAdmin) {
    const [error] = await api.call(staffSettingsEndpoints.removeVacancy, { params: { id: v.id } });
    setDeleting(null);
    if (error) return notifications.show({ color: 'red', message: errorText(error, t) });
    await load();
  }

  return (
    <Stack gap="sm" maw={1100}>
      <Group>
        <Button size="xs" onClick={() => setEditing('new')}>
          {t('pages.addVacancy')}
        </Button>
      </Group>
      {!list && <ListSkeleton rows={2} />}
      {list?.length === 0 && <Text c="dimmed">{t('pages.vacancy.empty')}</Text>}
      {list?.map((v) => (
        <Card key={v.id} withBorder radius="md" padding="sm" data-testid={`vacancy-${v.id}`}>
          <Group justify="space-between" wrap="nowrap">
            <Stack gap={2}>
              <Group gap="xs">
                <Text fw={600}>{v.title[lang] || v.title.ru}</Text>
                <Badge size="sm" variant="light" color={v.isActive ? 'teal' : 'gray'}>
                  {v.isActive ? t('pages.vacancy.open') : t('pages.vacancy.closed')}
                </Badge>
              </Group>
              <Text size="sm" c="dimmed" lineClamp={1}>
                {[v.salary, v.contactPhone].filter(Boolean).join(' · ') || v.description[lang]}
              </Text>
            </Stack>
            <Group gap="xs" wrap="nowrap">
              <Button size="xs" variant="default" onClick={() => setEditing(v)}>
                {t('pages.vacancy.edit')}
              </Button>
              <Button size="xs" variant="subtle" color="red" onClick={() => setDeleting(v)}>
                {t('pages.vacancy.delete')}
              </Button>
            </Group>
          </Group>
        </Card>
      ))}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        size="xl"
        title={editing === 'new' ? t('pages.addVacancy') : t('pages.vacancy.edit')}
      >
        {editing !== null && (
          <VacancyForm
            api={api}
            vacancy={editing === 'new' ? null : editing}
            branches={branches}
            onDone={() => {
              setEditing(null);
              void load();
            }}
          />
        )}
      </Modal>
      <Modal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('pages.vacancy.deleteConfirm')}
      >
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setDeleting(null)}>
            {t('common.close')}
          </Button>
          <Button color="red" onClick={() => deleting && void remove(deleting)}>
            {t('pages.vacancy.delete')}
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}

/** ADMIN: after how many minutes in each waiting status an order counts as late (PUT /staff/v1/settings). */
import { LATE_STATUSES, type StaffSettings, StaffSettingsSchema, staffEndpoints } from '@dasturxon/contracts';
import { Button, NumberInput, Popover, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useT } from '../../i18n/index.tsx';
import { errorText } from '../../lib/error-text.ts';
import { contractResolver } from '../../lib/form.ts';
import { api } from '../../lib/runtime.ts';
import { setLateAfterMinutes, useLateAfterMinutes } from '../../lib/use-late-limits.ts';

export function LateSettings() {
  const t = useT();
  const limits = useLateAfterMinutes();
  const [opened, setOpened] = useState(false);
  const [busy, setBusy] = useState(false);
  const form = useForm<StaffSettings>({
    initialValues: { lateAfterMinutes: limits },
    validate: contractResolver<StaffSettings>(StaffSettingsSchema, t),
  });

  const open = () => {
    form.setValues({ lateAfterMinutes: limits });
    setOpened((o) => !o);
  };

  const save = form.onSubmit(async (values) => {
    setBusy(true);
    const [error, saved] = await api.call(staffEndpoints.updateSettings, { body: values });
    setBusy(false);
    if (error) {
      notifications.show({ color: 'red', message: errorText(error, t) });
      return;
    }
    setLateAfterMinutes(saved.lateAfterMinutes);
    notifications.show({ color: 'teal', message: t('board.saved') });
    setOpened(false);
  });

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" withArrow trapFocus>
      <Popover.Target>
        <Button size="xs" variant="default" onClick={open}>
          {t('board.lateSettings')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <form onSubmit={save}>
          <Stack gap="xs" w={240}>
            <Text size="xs" c="dimmed">
              {t('board.lateHint')}
            </Text>
            {LATE_STATUSES.map((status) => {
              const props = form.getInputProps(`lateAfterMinutes.${status}`);
              return (
                <NumberInput
                  key={status}
                  size="xs"
                  label={t(`status.${status}`)}
                  min={1}
                  max={1440}
                  suffix={` ${t('time.minutes', { n: '' }).trim()}`}
                  {...props}
                  value={props.value ?? ''}
                  onChange={(v) =>
                    form.setFieldValue(`lateAfterMinutes.${status}`, v === '' ? null : Number(v))
                  }
                />
              );
            })}
            <Button type="submit" size="xs" loading={busy}>
              {t('board.save')}
            </Button>
          </Stack>
        </form>
      </Popover.Dropdown>
    </Popover>
  );
}

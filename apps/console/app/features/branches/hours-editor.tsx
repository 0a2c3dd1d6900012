/** The weekly hours of a branch: a row per day with working / day off, opening and closing times. */
import { Badge, Group, Stack, Switch, Table, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useT } from '../../i18n/index.tsx';
import type { BranchFormValues } from './branch-values.ts';

export function HoursEditor({ form }: { form: UseFormReturnType<BranchFormValues> }) {
  const t = useT();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {t('branches.hours')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('branches.hoursHint')}
      </Text>
      <Table verticalSpacing={4} horizontalSpacing="xs" withRowBorders={false}>
        <Table.Tbody>
          {form.values.days.map((d, i) => {
            const overnight = d.working && d.close < d.open;
            const allDay = d.working && d.close === d.open;
            return (
              <Table.Tr key={d.day} data-testid={`hours-${d.day}`}>
                <Table.Td w={120}>
                  <Text size="sm">{t(`branches.day.${d.day}`)}</Text>
                </Table.Td>
                <Table.Td w={150}>
                  <Switch
                    size="xs"
                    label={d.working ? t('branches.workingDay') : t('branches.dayOff')}
                    aria-label={`${t(`branches.day.${d.day}`)}: ${t('branches.dayOff')}`}
                    checked={d.working}
                    onChange={(e) => form.setFieldValue(`days.${i}.working`, e.currentTarget.checked)}
                  />
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap" align="flex-start">
                    <TextInput
                      type="time"
                      size="xs"
                      w={124}
                      disabled={!d.working}
                      aria-label={`${t(`branches.day.${d.day}`)} ${t('branches.open')}`}
                      {...form.getInputProps(`days.${i}.open`)}
                    />
                    <Text size="sm" pt={4}>
                      –
                    </Text>
                    <TextInput
                      type="time"
                      size="xs"
                      w={124}
                      disabled={!d.working}
                      aria-label={`${t(`branches.day.${d.day}`)} ${t('branches.closeAt')}`}
                      {...form.getInputProps(`days.${i}.close`)}
                    />
                    {overnight && (
                      <Badge size="sm" variant="light" color="indigo" mt={4}>
                        {t('branches.overnight')}
                      </Badge>
                    )}
                    {allDay && (
                      <Badge size="sm" variant="light" color="teal" mt={4}>
                        {t('branches.allDay')}
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

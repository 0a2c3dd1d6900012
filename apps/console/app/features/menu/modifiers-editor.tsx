/**
 * The modifier groups of a product in its form (spec §5): each group's name, how many to choose (min..max) and
 * its options with prices. Ids of kept groups and options travel with the values (customers' baskets name them).
 */

import type { StaffProductInput } from '@dasturxon/contracts';
import { ActionIcon, Button, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useT } from '../../i18n/index.tsx';
import { NameRow, NumberField } from './form-fields.tsx';
import { newModifier, newModifierGroup } from './product-values.ts';

export function ModifiersEditor({ form }: { form: UseFormReturnType<StaffProductInput> }) {
  const t = useT();
  const groups = form.getValues().modificationGroups;
  return (
    <Stack gap="xs">
      {groups.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('menu.mod.none')}
        </Text>
      ) : null}
      {groups.map((group, gi) => (
        <Paper key={group.id ?? `new-${gi}`} withBorder p="xs" radius="sm" data-testid="modifier-group">
          <Group gap={6} align="flex-start" wrap="nowrap">
            <div style={{ flex: 1 }}>
              <NameRow form={form} path={`modificationGroups.${gi}.name`} label={t('menu.mod.group')} />
            </div>
            <NumberField
              form={form}
              path={`modificationGroups.${gi}.min`}
              size="xs"
              w={72}
              min={0}
              placeholder={t('menu.mod.min')}
              aria-label={t('menu.mod.min')}
            />
            <NumberField
              form={form}
              path={`modificationGroups.${gi}.max`}
              size="xs"
              w={72}
              min={1}
              placeholder={t('menu.mod.max')}
              aria-label={t('menu.mod.max')}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('menu.mod.remove')}
              onClick={() => form.removeListItem('modificationGroups', gi)}
            >
              ×
            </ActionIcon>
          </Group>
          <Stack gap={4} mt={6} pl="md">
            {group.modifiers.map((modifier, mi) => (
              <Group key={modifier.id ?? `new-${mi}`} gap={6} align="flex-start" wrap="nowrap">
                <div style={{ flex: 1 }}>
                  <NameRow form={form} path={`modificationGroups.${gi}.modifiers.${mi}.name`} />
                </div>
                <NumberField
                  form={form}
                  path={`modificationGroups.${gi}.modifiers.${mi}.price`}
                  size="xs"
                  w={100}
                  min={0}
                  aria-label={t('menu.mod.price')}
                  placeholder={t('menu.mod.price')}
                />
                <Checkbox
                  size="xs"
                  mt={6}
                  label={t('menu.mod.default')}
                  {...form.getInputProps(`modificationGroups.${gi}.modifiers.${mi}.isDefault`, {
                    type: 'checkbox',
                  })}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('menu.mod.remove')}
                  disabled={group.modifiers.length === 1}
                  onClick={() => form.removeListItem(`modificationGroups.${gi}.modifiers`, mi)}
                >
                  ×
                </ActionIcon>
              </Group>
            ))}
            <Button
              size="compact-xs"
              variant="subtle"
              w="fit-content"
              onClick={() => form.insertListItem(`modificationGroups.${gi}.modifiers`, newModifier())}
            >
              + {t('menu.mod.addModifier')}
            </Button>
          </Stack>
        </Paper>
      ))}
      <Button
        size="compact-sm"
        variant="light"
        w="fit-content"
        onClick={() => form.insertListItem('modificationGroups', newModifierGroup())}
      >
        + {t('menu.mod.addGroup')}
      </Button>
    </Stack>
  );
}

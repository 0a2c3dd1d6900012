/** Contacts and app links: each value with its "show on the storefront" switch (spec §3). */
import { Button, Card, Group, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { type MessageKey, useT } from '../../i18n/index.tsx';
import { NullableText, type SettingsForm } from './form-parts.tsx';

const LINKS = [
  ['contactsPhone', 'contactsPhoneActive', '+998 71 200 00 00'],
  ['telegram', 'telegramActive', 'https://t.me/…'],
  ['instagram', 'instagramActive', 'https://instagram.com/…'],
  ['facebook', 'facebookActive', 'https://facebook.com/…'],
  ['telegramBotLink', 'telegramBotLinkActive', 'https://t.me/…_bot'],
  ['iosAppLink', 'iosAppLinkActive', 'https://apps.apple.com/…'],
  ['androidAppLink', 'androidAppLinkActive', 'https://play.google.com/…'],
] as const;

/** Product names read the same in every language: shown as they are, not from the catalogue. */
const NAMED: Record<string, string> = { telegram: 'Telegram', instagram: 'Instagram', facebook: 'Facebook' };

const CONTACT_TYPES = ['PHONE', 'TELEGRAM', 'INSTAGRAM', 'FACEBOOK', 'EMAIL', 'OTHER'] as const;
const TYPE_NAMES: Record<string, string> = {
  TELEGRAM: 'Telegram',
  INSTAGRAM: 'Instagram',
  FACEBOOK: 'Facebook',
};

/** The settings' free list of contacts (type and value; a title, when one was stored, is kept as is). */
function ContactList({ form }: { form: SettingsForm }) {
  const t = useT();
  const contacts = form.values.contacts;
  return (
    <Card withBorder padding="md" radius="md" maw={760}>
      <Stack gap="sm">
        <Text fw={600} size="sm">
          {t('settings.contacts.list')}
        </Text>
        {contacts.map((_contact, i) => (
          <Group key={i} align="flex-start" wrap="nowrap" gap="sm">
            <Select
              w={180}
              allowDeselect={false}
              aria-label={t('payments.type')}
              data={CONTACT_TYPES.map((value) => ({
                value,
                label: TYPE_NAMES[value] ?? t(`settings.contacts.${value}` as MessageKey),
              }))}
              {...form.getInputProps(`contacts.${i}.type`)}
            />
            <TextInput
              style={{ flex: 1 }}
              aria-label={t('settings.contacts.value')}
              placeholder={t('settings.contacts.value')}
              {...form.getInputProps(`contacts.${i}.value`)}
            />
            <Button variant="subtle" color="red" onClick={() => form.removeListItem('contacts', i)}>
              {t('settings.contacts.remove')}
            </Button>
          </Group>
        ))}
        <Group>
          <Button
            size="xs"
            variant="default"
            onClick={() => form.insertListItem('contacts', { type: 'PHONE', value: '', title: null })}
          >
            {t('settings.contacts.add')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

export function ContactsSection({ form }: { form: SettingsForm }) {
  const t = useT();
  return (
    <Stack gap="md">
      <Card withBorder padding="md" radius="md" maw={760}>
        <Stack gap="sm">
          {LINKS.map(([field, active, placeholder]) => {
            const label = NAMED[field] ?? t(`settings.contact.${field}` as MessageKey);
            return (
              <Group key={field} align="flex-end" wrap="nowrap" gap="md">
                <div style={{ flex: 1 }}>
                  <NullableText form={form} path={field} label={label} placeholder={placeholder} />
                </div>
                <Switch
                  mb={8}
                  w={110}
                  label={<Text size="sm">{t('settings.contact.shown')}</Text>}
                  aria-label={`${label}: ${t('settings.contact.shown')}`}
                  {...form.getInputProps(active, { type: 'checkbox' })}
                />
              </Group>
            );
          })}
        </Stack>
      </Card>
      <ContactList form={form} />
    </Stack>
  );
}

/** Small form pieces shared by the settings sections: a nullable text field and a three-language line. */
import type { WebSettings } from '@dasturxon/contracts';
import { SimpleGrid, Text, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';

export type SettingsForm = UseFormReturnType<WebSettings>;
/** Any of the settings forms: the pieces below address a field by its path. */
// biome-ignore lint/suspicious/noExplicitAny: shared by forms of different value types, fields named by path
type AnyForm = UseFormReturnType<any>;
type Lang3 = 'uz' | 'ru' | 'eng';
const LANGS: ReadonlyArray<[Lang3, string]> = [
  ['uz', "O'zbekcha"],
  ['ru', 'Русский'],
  ['eng', 'English'],
];

/** A text input for a nullable string: empty means null. */
export function NullableText({
  form,
  path,
  label,
  placeholder,
}: {
  form: AnyForm;
  path: string;
  label: ReactNode;
  placeholder?: string;
}) {
  const props = form.getInputProps(path);
  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      value={(props.value as string | null) ?? ''}
      error={props.error}
      onChange={(e) => form.setFieldValue(path, e.currentTarget.value === '' ? null : e.currentTarget.value)}
    />
  );
}

/** One text in uz / ru / eng side by side (or stacked, for long texts). */
export function MultilingualInput({
  form,
  path,
  label,
  long = false,
}: {
  form: AnyForm;
  path: string;
  label: ReactNode;
  long?: boolean;
}) {
  return (
    <div>
      <Text size="sm" fw={500} mb={4}>
        {label}
      </Text>
      <SimpleGrid cols={long ? 1 : 3} spacing="xs">
        {LANGS.map(([lang, name]) =>
          long ? (
            <Textarea
              key={lang}
              aria-label={`${String(label)} (${name})`}
              description={name}
              autosize
              minRows={4}
              maxRows={14}
              {...form.getInputProps(`${path}.${lang}`)}
            />
          ) : (
            <TextInput
              key={lang}
              aria-label={`${String(label)} (${name})`}
              placeholder={name}
              {...form.getInputProps(`${path}.${lang}`)}
            />
          ),
        )}
      </SimpleGrid>
    </div>
  );
}

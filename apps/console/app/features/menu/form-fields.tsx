/** Small field helpers of the menu forms: numbers that may be empty, and a name in the three languages on one row. */
import { LANGS } from '@dasturxon/contracts';
import { Group, NumberInput, type NumberInputProps, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useT } from '../../i18n/index.tsx';

// biome-ignore lint/suspicious/noExplicitAny: any form of the menu editor.
type AnyForm = UseFormReturnType<any>;

/**
 * A NumberInput bound to `path`: an empty field is null when the value may be absent (`nullable`), else
 * undefined (the contract then says "required").
 */
export function NumberField({
  form,
  path,
  nullable = false,
  ...props
}: { form: AnyForm; path: string; nullable?: boolean } & Omit<NumberInputProps, 'form'>) {
  const input = form.getInputProps(path);
  return (
    <NumberInput
      {...props}
      value={input.value ?? ''}
      error={input.error}
      onBlur={input.onBlur}
      onFocus={input.onFocus}
      thousandSeparator={props.thousandSeparator ?? ' '}
      onChange={(v) => {
        const value = v === '' ? (nullable ? null : undefined) : Number(v);
        form.setFieldValue(path, value);
      }}
    />
  );
}

/** Three inputs (uz, ru, eng) for a short multilingual name, each labelled by its language. */
export function NameRow({ form, path, label }: { form: AnyForm; path: string; label?: string }) {
  const t = useT();
  return (
    <Group gap={6} grow wrap="nowrap" align="flex-start">
      {LANGS.map((lang) => (
        <TextInput
          key={lang}
          size="xs"
          aria-label={`${label ?? ''} ${t(`menu.lang.${lang}`)}`}
          placeholder={t(`menu.lang.${lang}`)}
          {...form.getInputProps(`${path}.${lang}`)}
        />
      ))}
    </Group>
  );
}

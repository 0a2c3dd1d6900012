/**
 * Forms validate with the API's own zod contracts (CONVENTIONS "Console"): `contractResolver(schema, t)` is a
 * Mantine `validate` function whose messages are the console's translated words for each zod issue, not zod's
 * English defaults. The server checks the same schema again.
 */
import type { FormErrors } from '@mantine/form';
import type { z } from 'zod';
import type { Translate } from '../i18n/index.tsx';

function messageOf(issue: z.core.$ZodIssue, t: Translate): string {
  if (issue.code === 'too_small') {
    const min = Number(issue.minimum);
    return issue.origin === 'string' && min <= 1 ? t('form.required') : t('form.tooSmall', { n: min });
  }
  if (issue.code === 'too_big') return t('form.tooBig', { n: Number(issue.maximum) });
  if (issue.code === 'invalid_type' && issue.input === undefined) return t('form.required');
  return t('form.invalid');
}

export function contractResolver<T>(schema: z.ZodType, t: Translate): (values: T) => FormErrors {
  return (values) => {
    const parsed = schema.safeParse(values);
    if (parsed.success) return {};
    const errors: FormErrors = {};
    for (const issue of parsed.error.issues) {
      const path = issue.path.join('.');
      errors[path] ??= messageOf(issue, t);
    }
    return errors;
  };
}

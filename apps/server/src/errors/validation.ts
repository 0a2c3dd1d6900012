/**
 * Request validation with zod, with messages the caller can read in their own language.
 *
 * fastify-type-provider-zod's validatorCompiler keeps only zod's English text; ours keeps the raw issues
 * (with the offending input, so "expected number, received string" stays true) and the error handler
 * re-words them with zod's own uz / ru / en locales.
 */
import type { Lang } from '@dasturxon/contracts';
import type { FastifySchemaCompiler } from 'fastify';
import { locales } from 'zod';
import { type $ZodIssue, $ZodType, safeParse } from 'zod/v4/core';
import type { ErrorDetail } from './app-error.ts';

export class RequestValidationError extends Error {
  readonly issues: readonly $ZodIssue[];
  /** Set by Fastify: 'body', 'querystring', 'params' or 'headers'. */
  validationContext?: string;

  constructor(issues: readonly $ZodIssue[]) {
    super('Request validation failed');
    this.name = 'RequestValidationError';
    this.issues = issues;
  }
}

export const validatorCompiler: FastifySchemaCompiler<$ZodType> = ({ schema }) => {
  if (!(schema instanceof $ZodType)) throw new TypeError('Route schemas must be zod schemas');
  return (data) => {
    const result = safeParse(schema, data, { reportInput: true });
    if (result.success) return { value: result.data };
    return { error: new RequestValidationError(result.error.issues) };
  };
};

const errorMaps = { uz: locales.uz(), ru: locales.ru(), eng: locales.en() } as const;

/** The issue re-worded in `lang`; zod's own text when its locale has nothing to say. */
export function localizeIssue(lang: Lang, issue: $ZodIssue): string {
  // The locale maps expect a raw issue; a final issue has the same fields plus `message`.
  const out = errorMaps[lang].localeError(issue as unknown as Parameters<typeof errorMaps.uz.localeError>[0]);
  if (typeof out === 'string') return out;
  return out?.message ?? issue.message;
}

const CONTEXT_NAMES: Record<string, string> = { querystring: 'query' };

export function validationDetails(lang: Lang, err: RequestValidationError): ErrorDetail[] {
  const context = err.validationContext
    ? (CONTEXT_NAMES[err.validationContext] ?? err.validationContext)
    : '';
  return err.issues.map((issue) => ({
    path: [context, ...issue.path.map(String)].filter(Boolean).join('.'),
    message: localizeIssue(lang, issue),
  }));
}

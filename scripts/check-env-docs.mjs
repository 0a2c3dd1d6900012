#!/usr/bin/env node
/**
 * Fails when the README's environment table and the server's env schema (apps/server/src/env.ts) disagree,
 * so a new variable cannot ship undocumented. Part of the lint section of `npm test`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './lib/run.mjs';

/** Top-level keys of `EnvSchema = z.object({ ... })`, written two spaces in (biome's formatting). */
export function schemaKeys(source) {
  const start = source.indexOf('EnvSchema = z.object({');
  const end = source.indexOf('\n});', start);
  if (start < 0 || end < 0) throw new Error('EnvSchema = z.object({ ... }) not found in env.ts');
  return [...source.slice(start, end).matchAll(/^ {2}([A-Z][A-Z0-9_]*):/gm)].map((m) => m[1]);
}

/** Variables of the table between <!-- env-table:start --> and <!-- env-table:end --> in the README. */
export function documentedKeys(readme) {
  const start = readme.indexOf('<!-- env-table:start -->');
  const end = readme.indexOf('<!-- env-table:end -->');
  if (start < 0 || end < start) throw new Error('README.md has no <!-- env-table:start/end --> markers');
  return [...readme.slice(start, end).matchAll(/^\| `([A-Z][A-Z0-9_]*)`/gm)].map((m) => m[1]);
}

const inSchema = schemaKeys(readFileSync(join(ROOT, 'apps/server/src/env.ts'), 'utf8'));
const inReadme = documentedKeys(readFileSync(join(ROOT, 'README.md'), 'utf8'));
const undocumented = inSchema.filter((key) => !inReadme.includes(key));
const stale = inReadme.filter((key) => !inSchema.includes(key));

if (undocumented.length > 0 || stale.length > 0) {
  if (undocumented.length > 0) console.error(`README.md env table lacks: ${undocumented.join(', ')}`);
  if (stale.length > 0)
    console.error(`README.md env table lists variables env.ts no longer has: ${stale.join(', ')}`);
  console.error('Update the table between <!-- env-table:start --> and <!-- env-table:end --> in README.md.');
  process.exit(1);
}
console.log(`README.md documents all ${inSchema.length} environment variables of apps/server/src/env.ts`);

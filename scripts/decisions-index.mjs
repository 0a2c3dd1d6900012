#!/usr/bin/env node
/**
 * The index of docs/decisions (docs/decisions/README.md): one row per record with its title and status, so a
 * newcomer sees at a glance which records hold and which were superseded, merged or amended.
 *
 * A record's status is its `Status:` line (within the first lines after the title), else "accepted"; every
 * "Amended by N" line in it is added. `node scripts/decisions-index.mjs` rewrites the index;
 * `--check` (part of the lint section of `npm test`) fails when the index is not what it would write.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { bin, ROOT } from './lib/run.mjs';

const DIR = join(ROOT, 'docs/decisions');
const INDEX = join(DIR, 'README.md');

/** One record's row: number, title, file and status. */
export function describeRecord(file, text) {
  const lines = text.split('\n');
  const heading = (lines[0] ?? '').replace(/^#\s*/, '');
  const match = /^(\d{3})\s*[—-]\s*(.*)$/.exec(heading);
  const number = match ? match[1] : file.slice(0, 3);
  const title = match ? match[2].trim() : heading;
  const statusLine = lines.slice(1, 6).find((l) => /^Status:/i.test(l));
  let status = statusLine ? statusLine.replace(/^Status:\s*/i, '').replace(/\.$/, '') : 'accepted';
  const amendedBy = [...text.matchAll(/^Amended by (\d{3})/gm)].map((m) => m[1]);
  if (amendedBy.length > 0) status += `; amended by ${amendedBy.join(', ')}`;
  return { number, title, file, status };
}

export function renderIndex(records) {
  const rows = records.map(
    (r) =>
      `| [${r.number}](${r.file}) | ${r.title.replace(/\|/g, '\\|')} | ${r.status.replace(/\|/g, '\\|')} |`,
  );
  return `# Decision records

Short records of decisions someone would otherwise re-argue: context, decision, consequences. Code cites them
("decision 100"). A new record takes the next free number in its area's range and starts with
\`# NNN — Title\`; a record that replaces another says \`Status: supersedes N\` and the old one gets
\`Status: superseded by M\`; a later record that changes part of one adds an \`Amended by M: ...\` line to it.

This index is written by \`node scripts/decisions-index.mjs\` (\`npm test\` checks it is up to date).

| No. | Decision | Status |
| --- | --- | --- |
${rows.join('\n')}
`;
}

/** The index as biome formats it (it aligns the table), so `biome check .` and `--check` agree. */
function build() {
  const files = readdirSync(DIR)
    .filter((f) => /^\d{3}-.*\.md$/.test(f))
    .sort();
  const raw = renderIndex(files.map((f) => describeRecord(f, readFileSync(join(DIR, f), 'utf8'))));
  const formatted = spawnSync(bin('biome'), ['format', '--stdin-file-path=docs/decisions/README.md'], {
    cwd: ROOT,
    input: raw,
    encoding: 'utf8',
  });
  if (formatted.status !== 0) throw new Error(`biome format failed: ${formatted.stderr}`);
  return formatted.stdout;
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop() ?? '')) {
  const wanted = build();
  if (process.argv.includes('--check')) {
    let current = '';
    try {
      current = readFileSync(INDEX, 'utf8');
    } catch {}
    if (current !== wanted) {
      console.error(
        'docs/decisions/README.md is out of date: run `node scripts/decisions-index.mjs` and commit it.',
      );
      process.exit(1);
    }
    console.log('docs/decisions/README.md lists every decision record');
  } else {
    writeFileSync(INDEX, wanted);
    console.log('wrote docs/decisions/README.md');
  }
}

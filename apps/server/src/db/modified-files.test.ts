/** The data round's file scan on a worker (decision 346): recent files under the folders, nested ones too. */
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createModifiedFiles } from './modified-files.ts';

describe('files modified since a time, found by a worker', () => {
  let dir: string;
  const scanner = createModifiedFiles();
  const since = Date.parse('2026-01-10T00:00:00Z');
  const at = async (path: string, iso: string) => {
    await writeFile(path, 'x');
    const time = new Date(iso);
    await utimes(path, time, time);
  };

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'dx-modified-'));
    await mkdir(join(dir, 'base', '5'), { recursive: true });
    await mkdir(join(dir, 'global'));
    await at(join(dir, 'base', '5', '1259'), '2026-01-10T00:00:01Z');
    await at(join(dir, 'base', '5', '1249'), '2026-01-09T23:59:59Z');
    await at(join(dir, 'global', 'pg_control'), '2026-01-10T00:00:00Z');
    await at(join(dir, 'global', '1262'), '2025-12-31T00:00:00Z');
  });
  afterAll(async () => {
    await scanner.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('lists the files modified at or after the time, in every folder and below, and none of a missing folder', async () => {
    const found = await scanner.since(
      ['base', 'global', 'pg_commit_ts'].map((f) => join(dir, f)),
      since,
    );
    expect(found.sort()).toEqual([join(dir, 'base', '5', '1259'), join(dir, 'global', 'pg_control')]);
  });

  it('answers concurrent calls each with its own files', async () => {
    const [base, global] = await Promise.all([
      scanner.since([join(dir, 'base')], since),
      scanner.since([join(dir, 'global')], 0),
    ]);
    expect(base).toEqual([join(dir, 'base', '5', '1259')]);
    expect(global.sort()).toEqual([join(dir, 'global', '1262'), join(dir, 'global', 'pg_control')]);
  });
});

// The tooling scripts start every child on the Node that runs them (decision 295): `.ci/run` may start
// `npm test` with Node 24 from its cache while an older Node still comes first on the machine's PATH.
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { run, sameNodeEnv } from './run.mjs';

const scratch = mkdtempSync(join(tmpdir(), 'dx-run-test-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A directory whose `node` is an impostor that exits 7, as an old Node first on PATH would answer. */
function impostorDir() {
  const dir = mkdtempSync(join(scratch, 'old-node-'));
  writeFileSync(join(dir, 'node'), '#!/bin/sh\nexit 7\n');
  chmodSync(join(dir, 'node'), 0o755);
  return dir;
}

const isThisNode = `process.exit(process.execPath === ${JSON.stringify(process.execPath)} ? 0 : 1)`;

describe('run() starts children on the same Node', () => {
  it('a `node` child runs on this Node although another node comes first on PATH', async () => {
    const env = { ...process.env, PATH: [impostorDir(), process.env.PATH].join(delimiter) };
    expect(await run('node', ['-e', isThisNode], { env, stdio: 'ignore' })).toBe(0);
  });

  it('a `#!/usr/bin/env node` script (how npm and every CLI in node_modules/.bin start) runs on this Node', async () => {
    const script = join(scratch, 'cli.mjs');
    writeFileSync(script, `#!/usr/bin/env node\n${isThisNode}\n`);
    chmodSync(script, 0o755);
    const env = { ...process.env, PATH: [impostorDir(), process.env.PATH].join(delimiter) };
    expect(await run(script, [], { env, stdio: 'ignore' })).toBe(0);
  });

  it('leaves PATH as it is when it already finds this Node', () => {
    const env = { PATH: [dirname(process.execPath), '/usr/bin'].join(delimiter) };
    expect(sameNodeEnv(env)).toBe(env);
  });

  it('puts this Node first when PATH has no node at all', () => {
    expect(sameNodeEnv({ PATH: scratch }).PATH).toBe([dirname(process.execPath), scratch].join(delimiter));
  });
});

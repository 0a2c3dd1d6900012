/**
 * The reference React Router app of the bench (bench/rr-reference, decision 304): built here with
 * `react-router build` (as apps/web is), then served in its own process like the bare Fastify route, with
 * NODE_ENV=production as the storefront's server runs in the bench.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { findFreePort } from '../../scripts/lib/free-port.mjs';
import { ROOT } from '../../scripts/lib/run.mjs';
import { type RunningServer, startServer } from '../../scripts/lib/server-process.mjs';

export async function startReferenceApp(log: (line: string) => void): Promise<RunningServer> {
  const dir = join(ROOT, 'bench', 'rr-reference');
  log('building the reference React Router app (bench/rr-reference)');
  execFileSync(join(ROOT, 'node_modules', '.bin', 'react-router'), ['build'], { cwd: dir, stdio: 'ignore' });
  return startServer({
    nodeArgs: ['--import', 'tsx', 'bench/rr-reference/server.ts'],
    port: await findFreePort(3350),
    // As the storefront's server runs in the bench: React's production build, not its development one (which
    // served a third of the requests and made the reference, and so the "afresh" ratio, dishonest).
    env: { NODE_ENV: 'production' },
    readyPath: '/',
    label: 'reference React Router app',
  });
}

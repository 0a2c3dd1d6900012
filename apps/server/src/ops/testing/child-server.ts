/**
 * Runs the real entry point (main.ts) as a child process on a free port, for tests of what only a whole
 * process shows: that it stays up, how it starts and how it stops.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const MAIN = fileURLToPath(new URL('../../main.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));

/**
 * How long a test waits for a started child to answer: main.ts goes through tsx and opens its database first,
 * which took 24-36 s on two busy cores (Node 20 and 24 alike). A wait, never a speed check.
 */
export const START_TIMEOUT = 90_000;

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface ChildServer {
  base: string;
  child: ChildProcess;
  /** Everything the process wrote, stdout and stderr. */
  output(): string;
  /** null while running, else the exit code (or the signal's name). */
  exited(): number | string | null;
  waitForExit(): Promise<number | string>;
  stop(): Promise<void>;
}

/** `entry`: the script to run (default main.ts; the scale-mode tests run cluster.ts). */
export async function startChildServer(
  env: Record<string, string>,
  opts: { entry?: string } = {},
): Promise<ChildServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', opts.entry ?? MAIN], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      SEED_DEMO: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  let exit: number | string | null = null;
  const exited = new Promise<number | string>((resolve) => {
    child.on('exit', (code, signal) => {
      exit = code ?? signal ?? -1;
      resolve(exit);
    });
  });
  return {
    base: `http://127.0.0.1:${port}`,
    child,
    output: () => output,
    exited: () => exit,
    waitForExit: () => exited,
    async stop() {
      if (exit === null) {
        child.kill('SIGKILL');
        await exited;
      }
    },
  };
}

/**
 * One load measurement: req/s (mean), p99 latency, and what went wrong.
 *
 * The load generator shares the machine's two cores with the server, so its own cost per response is part of
 * every figure. autocannon (JavaScript) parses each response body in JS: with the 78 kB menu it spends more
 * CPU than the server does, and the run measures the client. wrk (C, Debian's `wrk` package) does not, so it
 * is used whenever it is installed (decision 042); `BENCH_LOAD=autocannon` forces the old generator.
 */
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import autocannon from 'autocannon';

const execFileAsync = promisify(execFile);

export interface LoadFigures {
  target: string;
  reqPerSec: number;
  p99Ms: number;
  mbPerSec: number;
  non2xx: number;
  errors: number;
}

export interface LoadOptions {
  headers?: Record<string, string>;
  duration: number;
  connections: number;
}

function hasWrk(): boolean {
  if (process.env.BENCH_LOAD === 'autocannon') return false;
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' });
    return true;
  } catch (error) {
    // `wrk --version` prints its usage and exits 1: installed. ENOENT: not installed.
    return (error as NodeJS.ErrnoException).code !== 'ENOENT';
  }
}

/** Which load generator this run uses, for the report. */
export const LOAD_GENERATOR: 'wrk' | 'autocannon' = hasWrk() ? 'wrk' : 'autocannon';

const UNIT_MS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 };
const UNIT_BYTES: Record<string, number> = { B: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3 };

/** Figures of wrk's text report (`--latency`). Exported for its unit test. */
export function parseWrkReport(target: string, text: string): LoadFigures {
  const rps = /Requests\/sec:\s+([\d.]+)/.exec(text);
  if (!rps?.[1]) throw new Error(`wrk printed no Requests/sec:\n${text}`);
  const p99 = /^\s+99%\s+([\d.]+)(us|ms|s|m)\s*$/m.exec(text);
  const transfer = /Transfer\/sec:\s+([\d.]+)(B|KB|MB|GB)/.exec(text);
  const non2xx = /Non-2xx or 3xx responses:\s+(\d+)/.exec(text);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(text);
  return {
    target,
    reqPerSec: Number(rps[1]),
    // Rounded to the microsecond: "8.12s" is 8120 ms, not 8119.999999999999.
    p99Ms:
      p99?.[1] && p99[2] ? Math.round(Number(p99[1]) * (UNIT_MS[p99[2]] ?? 1) * 1000) / 1000 : Number.NaN,
    mbPerSec:
      transfer?.[1] && transfer[2] ? (Number(transfer[1]) * (UNIT_BYTES[transfer[2]] ?? 1)) / 1_000_000 : 0,
    non2xx: non2xx?.[1] ? Number(non2xx[1]) : 0,
    errors: socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0,
  };
}

async function runWrk(url: string, opts: LoadOptions): Promise<string> {
  const headerArgs = Object.entries(opts.headers ?? {}).flatMap(([k, v]) => ['-H', `${k}: ${v}`]);
  const { stdout } = await execFileAsync(
    'wrk',
    [
      '-t1',
      `-c${opts.connections}`,
      `-d${opts.duration}s`,
      '--timeout',
      '30s',
      '--latency',
      ...headerArgs,
      url,
    ],
    { maxBuffer: 1024 * 1024 },
  );
  return stdout;
}

export async function measure(target: string, url: string, opts: LoadOptions): Promise<LoadFigures> {
  if (LOAD_GENERATOR === 'wrk') return parseWrkReport(target, await runWrk(url, opts));
  const result = await autocannon({
    url,
    headers: opts.headers ?? {},
    duration: opts.duration,
    connections: opts.connections,
    timeout: 30,
  });
  return {
    target,
    reqPerSec: result.requests.average,
    p99Ms: result.latency.p99,
    mbPerSec: result.throughput.average / 1_000_000,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** Short warm-up so JIT and caches settle before the measured run. */
export async function warmUp(url: string, headers: Record<string, string> = {}): Promise<void> {
  if (LOAD_GENERATOR === 'wrk') {
    await runWrk(url, { headers, duration: 2, connections: 10 });
    return;
  }
  await autocannon({ url, headers, duration: 2, connections: 10 });
}

/** One load measurement with autocannon: req/s (mean), p99 latency, and what went wrong. */
import autocannon from 'autocannon';

export interface LoadFigures {
  target: string;
  reqPerSec: number;
  p99Ms: number;
  mbPerSec: number;
  non2xx: number;
  errors: number;
}

export async function measure(
  target: string,
  url: string,
  opts: { headers?: Record<string, string>; duration: number; connections: number },
): Promise<LoadFigures> {
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
  await autocannon({ url, headers, duration: 2, connections: 10 });
}

import { describe, expect, it } from 'vitest';
import { parseWrkReport } from './load.ts';

const REPORT = `Running 5s test @ http://127.0.0.1:3000/api/products/v1/overalls?type=WEB
  1 threads and 50 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     3.10ms    1.20ms  40.00ms   90.00%
    Req/Sec    16.20k     1.10k   18.00k    80.00%
  Latency Distribution
     50%    2.90ms
     75%    3.30ms
     90%    4.00ms
     99%    8.12s
  80612 requests in 5.00s, 1.10GB read
  Socket errors: connect 0, read 2, write 0, timeout 1
  Non-2xx or 3xx responses: 7
Requests/sec:  16122.40
Transfer/sec:    225.50MB
`;

describe('parseWrkReport', () => {
  it('reads req/s, the 99th percentile in ms, transfer, errors and failed statuses', () => {
    expect(parseWrkReport('menu', REPORT)).toEqual({
      target: 'menu',
      reqPerSec: 16122.4,
      p99Ms: 8120,
      mbPerSec: (225.5 * 1024 ** 2) / 1_000_000,
      non2xx: 7,
      errors: 3,
    });
  });

  it('refuses a report without a rate (wrk failed to connect)', () => {
    expect(() => parseWrkReport('menu', 'unable to connect to 127.0.0.1:1 Connection refused')).toThrow(
      /Requests\/sec/,
    );
  });
});

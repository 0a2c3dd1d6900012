/** Helpers for the account API tests: JSON calls with a merchant, a bearer token and a client address. */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

export interface CallOptions {
  merchant: string;
  token?: string;
  body?: unknown;
  lang?: string;
  ip?: string;
  headers?: Record<string, string>;
}

export type Call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  opts: CallOptions,
) => Promise<LightMyRequestResponse>;

export function caller(app: () => FastifyInstance): Call {
  return (method, url, opts) => {
    const headers: Record<string, string> = { ...opts.headers, merchant: opts.merchant };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    if (opts.lang) headers['accept-language'] = opts.lang;
    return app().inject({
      method,
      url: `/api${url}`,
      headers,
      remoteAddress: opts.ip ?? '10.1.1.1',
      ...(opts.body === undefined ? {} : { payload: opts.body as object }),
    });
  };
}

/** A mutable clock for services: tests move time forward instead of waiting (decision 170). */
export { fakeClock } from '../../testing/clock.ts';

/** Ask for a login code and read it back from the testing route (log gateway). */
export async function sendAndReadCode(
  call: Call,
  merchant: string,
  phone: string,
  ip?: string,
): Promise<string> {
  const sent = await call('POST', '/users/v1/auth/code', {
    merchant,
    body: { phone },
    ...(ip ? { ip } : {}),
  });
  if (sent.statusCode !== 200) throw new Error(`send code: ${sent.statusCode} ${sent.body}`);
  const read = await call('GET', `/testing/v1/last-code?phone=${phone}`, { merchant });
  if (read.statusCode !== 200) throw new Error(`last code: ${read.statusCode} ${read.body}`);
  return (read.json() as { code: string }).code;
}

/** A different 6-digit code than `code`. */
export function otherCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}

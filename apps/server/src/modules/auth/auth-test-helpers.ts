/** Helpers for the account API tests: a login code read back, a wrong code, a fake clock. */
import type { Call } from '../../testing/call.ts';

/** The client address account tests call from unless told (rate limits count per address). */
export const CLIENT_ADDRESS = '10.1.1.1';

/** A mutable clock for services: tests move time forward instead of waiting (decision 170). */
export { fakeClock } from '../../testing/clock.ts';

/** Ask for a login code and read it back from the testing route (log gateway). */
export async function sendAndReadCode(
  call: Call,
  merchant: string,
  phone: string,
  remoteAddress?: string,
): Promise<string> {
  const sent = await call('POST', '/users/v1/auth/code', {
    merchant,
    body: { phone },
    ...(remoteAddress ? { remoteAddress } : {}),
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

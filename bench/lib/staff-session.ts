/**
 * The operator's side of the board bench: signing in as the console does and reading the staff event stream.
 */
import type { ServerSentEvent } from './sse.ts';

export interface StaffSession {
  /** What every staff request of this session carries (merchant, origin and the session cookie). */
  headers: Record<string, string>;
}

/**
 * Signs a staff account in as the console does (POST /auth/session from the console's own origin): the answer
 * sets the httpOnly session cookie, which is all the event stream needs (EventSource sends no headers).
 */
export async function signInStaff(
  baseUrl: string,
  merchantId: string,
  account: { login: string; password: string },
): Promise<StaffSession> {
  const response = await fetch(`${baseUrl}/api/staff/v1/auth/session`, {
    method: 'POST',
    headers: { merchant: merchantId, 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify(account),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`staff login: HTTP ${response.status} ${text.slice(0, 300)}`);
  const headers: Record<string, string> = { merchant: merchantId, origin: baseUrl };
  const cookies = response.headers.getSetCookie().map((c) => c.split(';')[0]);
  if (cookies.length === 0) throw new Error('staff login: no session cookie in the answer');
  headers.cookie = cookies.join('; ');
  return { headers };
}

/** The staff event stream of a merchant (the open board listens to it). */
export function staffStreamUrl(baseUrl: string, merchantId: string): string {
  return `${baseUrl}/api/staff/v1/events?merchant=${encodeURIComponent(merchantId)}`;
}

/** The order ids an event of the staff stream is about (none for events of other kinds). */
export function orderIdsOfEvent(event: ServerSentEvent): number[] {
  let data: unknown;
  try {
    data = JSON.parse(event.data);
  } catch {
    return [];
  }
  if (!data || typeof data !== 'object') return [];
  const record = data as { orderId?: unknown; order?: { id?: unknown } };
  const ids = [record.orderId, record.order?.id].filter((id): id is number => typeof id === 'number');
  return [...new Set(ids)];
}

/**
 * Eskiz (notify.eskiz.uz; integrations.md §5). Log in with e-mail and password (form fields) for a bearer token,
 * keep it until a call answers 401, then log in again once and retry that call; a second 401 is an error.
 * Sending: POST /api/message/sms/send with form fields mobile_phone, message, from.
 */
import { fetchWithTimeout, SmsError, type SmsGateway } from './gateway.ts';

const PROVIDER = 'eskiz';

export interface EskizOptions {
  baseUrl: string;
  email: string;
  password: string;
  /** Sender id (nickname) approved by Eskiz; 4546 is Eskiz's default sender. */
  from?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

async function readMessage(res: Response): Promise<string> {
  const body = await res.text().catch(() => '');
  try {
    const json = JSON.parse(body) as { message?: unknown };
    if (typeof json.message === 'string') return json.message;
    if (json.message && typeof json.message === 'object') return JSON.stringify(json.message);
  } catch {
    // not JSON: use the raw text
  }
  return body.slice(0, 200) || `HTTP ${res.status}`;
}

export function createEskizGateway(opts: EskizOptions): SmsGateway {
  const fetchImpl = opts.fetch ?? fetch;
  const timeoutMs = opts.timeoutMs ?? 10_000;
  const base = opts.baseUrl.replace(/\/+$/, '');
  let token: string | null = null;

  const call = async (path: string, init: RequestInit): Promise<Response> => {
    try {
      return await fetchWithTimeout(fetchImpl, `${base}${path}`, init, timeoutMs);
    } catch (cause) {
      throw new SmsError(PROVIDER, 'unavailable', `request to ${path} failed`, { cause });
    }
  };

  const login = async (): Promise<string> => {
    const form = new URLSearchParams({ email: opts.email, password: opts.password });
    const res = await call('/api/auth/login', { method: 'POST', body: form });
    if (res.status === 401 || res.status === 422) {
      throw new SmsError(PROVIDER, 'auth', `login refused: ${await readMessage(res)}`);
    }
    if (!res.ok) throw new SmsError(PROVIDER, 'unavailable', `login: ${await readMessage(res)}`);
    const json = (await res.json().catch(() => null)) as { data?: { token?: unknown } } | null;
    const value = json?.data?.token;
    if (typeof value !== 'string' || !value) throw new SmsError(PROVIDER, 'unavailable', 'login: no token');
    token = value;
    return value;
  };

  const sendOnce = async (bearer: string, phone: string, text: string): Promise<Response> => {
    const form = new URLSearchParams({ mobile_phone: phone, message: text, from: opts.from ?? '4546' });
    return call('/api/message/sms/send', {
      method: 'POST',
      headers: { authorization: `Bearer ${bearer}` },
      body: form,
    });
  };

  return {
    async send(phone, text) {
      let res = await sendOnce(token ?? (await login()), phone, text);
      if (res.status === 401) {
        // The cached token expired (Eskiz tokens live about 30 days) or was revoked: one fresh login.
        token = null;
        res = await sendOnce(await login(), phone, text);
        if (res.status === 401) throw new SmsError(PROVIDER, 'auth', 'token refused right after login');
      }
      if (res.status >= 500) throw new SmsError(PROVIDER, 'unavailable', await readMessage(res));
      if (!res.ok) throw new SmsError(PROVIDER, 'rejected', await readMessage(res));
    },
  };
}

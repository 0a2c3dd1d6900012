/**
 * Play Mobile broker API (integrations.md §5): POST <base>/broker-api/send with HTTP Basic auth and JSON
 * {messages: [{recipient, "message-id", sms: {originator, content: {text}}}]}. Status < 400 is success; a 400
 * carries {"error-code", "error-description"}.
 */
import { randomUUID } from 'node:crypto';
import { fetchWithTimeout, SmsError, type SmsGateway } from './gateway.ts';

const PROVIDER = 'playmobile';

export interface PlayMobileOptions {
  baseUrl: string;
  username: string;
  password: string;
  /** Sender name approved by Play Mobile; 3700 is their shared short number. */
  originator?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export function createPlayMobileGateway(opts: PlayMobileOptions): SmsGateway {
  const fetchImpl = opts.fetch ?? fetch;
  const timeoutMs = opts.timeoutMs ?? 10_000;
  const url = `${opts.baseUrl.replace(/\/+$/, '')}/broker-api/send`;
  const auth = `Basic ${Buffer.from(`${opts.username}:${opts.password}`).toString('base64')}`;

  return {
    async send(phone, text) {
      const body = {
        messages: [
          {
            recipient: phone,
            // Play Mobile drops a message whose id it has seen: unique per send.
            'message-id': randomUUID().replaceAll('-', '').slice(0, 20),
            sms: { originator: opts.originator ?? '3700', content: { text } },
          },
        ],
      };
      let res: Response;
      try {
        res = await fetchWithTimeout(
          fetchImpl,
          url,
          {
            method: 'POST',
            headers: { authorization: auth, 'content-type': 'application/json; charset=utf-8' },
            body: JSON.stringify(body),
          },
          timeoutMs,
        );
      } catch (cause) {
        throw new SmsError(PROVIDER, 'unavailable', 'request failed', { cause });
      }
      if (res.status < 400) return;
      const raw = await res.text().catch(() => '');
      let detail = raw.slice(0, 200) || `HTTP ${res.status}`;
      try {
        const json = JSON.parse(raw) as { 'error-code'?: unknown; 'error-description'?: unknown };
        if (json['error-code'] !== undefined) {
          detail = `error ${String(json['error-code'])}: ${String(json['error-description'] ?? '')}`;
        }
      } catch {
        // not JSON: keep the raw text
      }
      if (res.status === 401 || res.status === 403) throw new SmsError(PROVIDER, 'auth', detail);
      if (res.status >= 500) throw new SmsError(PROVIDER, 'unavailable', detail);
      throw new SmsError(PROVIDER, 'rejected', detail);
    },
  };
}

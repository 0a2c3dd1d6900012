/**
 * SMS gateways. Every gateway sends one text to one Uzbek number (998XXXXXXXXX) and either resolves or rejects
 * with an SmsError; callers never see a provider's wire format.
 */
export interface SmsGateway {
  send(phone: string, text: string): Promise<void>;
}

export type SmsErrorReason = 'auth' | 'rejected' | 'unavailable';

/** A failed send. `reason`: bad credentials, the provider refused the message, or it could not be reached. */
export class SmsError extends Error {
  readonly reason: SmsErrorReason;
  readonly provider: string;

  constructor(provider: string, reason: SmsErrorReason, message: string, opts: { cause?: unknown } = {}) {
    super(`${provider}: ${message}`, opts.cause === undefined ? undefined : { cause: opts.cause });
    this.name = 'SmsError';
    this.provider = provider;
    this.reason = reason;
  }
}

export interface SmsLogger {
  info(obj: object, msg: string): void;
}

/**
 * A phone as a log line may show it: the country code and the last four digits (998*****4567). Logs are kept and
 * shipped where personal data must not go (issue 15 §4, decision 179); the last digits still tell a developer
 * which of their test phones got the text.
 */
export function maskPhone(phone: string): string {
  if (phone.length <= 7) return '*'.repeat(phone.length);
  return `${phone.slice(0, 3)}${'*'.repeat(phone.length - 7)}${phone.slice(-4)}`;
}

/**
 * Development and tests: the text goes to the server log ("SMS to 998*****4567: <text>") and nowhere else, the
 * phone masked. The e2e journeys read the codes from the testing route, which keeps the last one per phone.
 */
export function createLogGateway(logger: SmsLogger): SmsGateway {
  return {
    async send(phone, text) {
      const to = maskPhone(phone);
      logger.info({ sms: { to } }, `SMS to ${to}: ${text}`);
    },
  };
}

/** fetch with a time limit, so a hanging provider fails the send instead of holding the request forever. */
export async function fetchWithTimeout(
  fetchImpl: typeof fetch,
  url: string,
  init: RequestInit,
  timeoutMs: number,
): Promise<Response> {
  return fetchImpl(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
}

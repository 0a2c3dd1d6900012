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
 * Development and tests: the text goes to the server log ("SMS to 998...: <text>") and nowhere else. The e2e
 * journeys read the codes from there (or from the testing route, which keeps the last one per phone).
 */
export function createLogGateway(logger: SmsLogger): SmsGateway {
  return {
    async send(phone, text) {
      logger.info({ sms: { phone } }, `SMS to ${phone}: ${text}`);
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

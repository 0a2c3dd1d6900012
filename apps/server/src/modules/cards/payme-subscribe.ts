/**
 * Payme Subscribe API adapter (integrations.md §1, decision 130): card tokenisation over JSON-RPC 2.0.
 * Every Payme shape stays in this file; the rest of the module sees `CardProvider` and `CardRefusal`.
 *
 *   POST <base>  X-Auth: <payme merchant id>   {"id", "method", "params"}
 *   cards.create {card:{number, expire:"MMYY"}, save:true} -> {card:{number (masked), expire "MM/YY", token, recurrent, verify}}
 *   cards.get_verify_code {token}                            -> {sent, phone (masked), wait (ms)}
 *   cards.verify {token, code}                               -> {card:{..., verify:true}}
 *   cards.remove {token}                                     -> {success}
 *
 * Errors arrive with HTTP 200 as {"error":{"code","message","data"}}. The codes below come from public client
 * libraries of the protocol (not from Payme's own table), so anything unknown is treated as a plain refusal.
 * The card number is sent to Payme and nowhere else: it is never logged, and errors never carry a request.
 */
import type { FastifyBaseLogger } from 'fastify';

/** Why the provider refused, in our words (translated by reasons.ts). */
export type CardRefusalReason =
  | 'invalidCard'
  | 'cardNotFound'
  | 'expired'
  | 'wrongCode'
  | 'codeExpired'
  | 'tooManyAttempts'
  | 'smsNotConnected'
  | 'unavailable'
  | 'noMoney'
  | 'refused';

export class CardRefusal extends Error {
  readonly reason: CardRefusalReason;
  /** The provider's error code, for the log. */
  readonly providerCode: number | null;
  /** Wrong codes still allowed (told with a wrong code). */
  readonly attemptsLeft: number | null;

  constructor(
    reason: CardRefusalReason,
    providerCode: number | null = null,
    attemptsLeft: number | null = null,
  ) {
    super(`card refused: ${reason}${providerCode === null ? '' : ` (${providerCode})`}`);
    this.name = 'CardRefusal';
    this.reason = reason;
    this.providerCode = providerCode;
    this.attemptsLeft = attemptsLeft;
  }
}

export interface ProviderCard {
  token: string;
  /** As the provider masks it: "860006******6311". */
  maskedNumber: string;
  /** "MM/YY". */
  expire: string;
  verified: boolean;
}

export interface CodeSent {
  phoneMask: string | null;
  waitSeconds: number;
}

/** The card provider as the cards service needs it (one per merchant: the credentials differ). */
export interface CardProvider {
  create(card: { number: string; expire: string }): Promise<ProviderCard>;
  sendCode(token: string): Promise<CodeSent>;
  verify(token: string, code: string): Promise<ProviderCard>;
  remove(token: string): Promise<void>;
}

export interface PaymeSubscribeOptions {
  baseUrl: string;
  /** The merchant's Payme cashbox id (X-Auth for the cards.* methods). */
  merchantId: string;
  fetch: typeof fetch;
  log: FastifyBaseLogger;
  timeoutMs?: number;
}

/** Payme error codes (unverified, see above) -> our reasons. */
const REASONS: Record<number, CardRefusalReason> = {
  [-31300]: 'invalidCard',
  [-31400]: 'cardNotFound',
  [-31301]: 'smsNotConnected',
  [-31101]: 'codeExpired',
  [-31102]: 'tooManyAttempts',
  [-31103]: 'wrongCode',
  [-31110]: 'unavailable',
  [-31002]: 'unavailable',
  [-32300]: 'unavailable',
  // receipts.pay: the bank refused for lack of money (the sandbox's code; confidence L, decision 338).
  [-31630]: 'noMoney',
};

function reasonOf(code: number, data: unknown): CardRefusalReason {
  // An expiry problem is reported as a card-data error naming the field (our fake does so; unverified).
  if (code === -31300 && typeof data === 'string' && /expir/i.test(data)) return 'expired';
  return REASONS[code] ?? 'refused';
}

interface RpcError {
  code: number;
  message?: unknown;
  data?: unknown;
}

export function asRecord(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};
}

function readCard(result: unknown): ProviderCard {
  const card = asRecord(asRecord(result).card);
  const { token, number, expire, verify } = card;
  if (typeof token !== 'string' || typeof number !== 'string' || typeof expire !== 'string') {
    throw new CardRefusal('unavailable');
  }
  // Payme answers "03/99"; be lenient with "0399".
  const mmYy = /^\d{4}$/.test(expire) ? `${expire.slice(0, 2)}/${expire.slice(2)}` : expire;
  return { token, maskedNumber: number, expire: mmYy, verified: verify === true };
}

let rpcId = 0;

/**
 * One JSON-RPC call to the Subscribe API with the given X-Auth (cards.*: the cashbox id; receipts.*: "id:key").
 * Errors become CardRefusal; the request body is never logged (it may carry a card number or a token).
 */
export function createSubscribeRpc(options: {
  baseUrl: string;
  xAuth: string;
  fetch: typeof fetch;
  log: FastifyBaseLogger;
  timeoutMs?: number;
}) {
  const timeoutMs = options.timeoutMs ?? 15_000;
  return async function call(method: string, params: Record<string, unknown>): Promise<unknown> {
    rpcId += 1;
    let response: Response;
    try {
      response = await options.fetch(options.baseUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-auth': options.xAuth },
        body: JSON.stringify({ id: rpcId, method, params }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      // The error of a failed fetch names the URL at most, never the body.
      options.log.warn({ method, err: (err as Error).message }, 'payme subscribe unreachable');
      throw new CardRefusal('unavailable');
    }
    const body = asRecord(await response.json().catch(() => null));
    if (body.error) {
      const error = asRecord(body.error) as Partial<RpcError>;
      const code = typeof error.code === 'number' ? error.code : 0;
      options.log.info({ method, code, message: error.message }, 'payme subscribe refused');
      throw new CardRefusal(reasonOf(code, error.data), code);
    }
    if (!response.ok || !('result' in body)) {
      options.log.warn({ method, status: response.status }, 'payme subscribe answered without a result');
      throw new CardRefusal('unavailable');
    }
    return body.result;
  };
}

export function createPaymeSubscribe(options: PaymeSubscribeOptions): CardProvider {
  const call = createSubscribeRpc({ ...options, xAuth: options.merchantId });

  return {
    async create({ number, expire }) {
      const result = await call('cards.create', {
        card: { number, expire: expire.replace('/', '') },
        save: true,
      });
      return readCard(result);
    },

    async sendCode(token) {
      const result = asRecord(await call('cards.get_verify_code', { token }));
      if (result.sent !== true) throw new CardRefusal('unavailable');
      const wait = typeof result.wait === 'number' ? result.wait : 60_000;
      return {
        phoneMask: typeof result.phone === 'string' ? result.phone : null,
        waitSeconds: Math.max(0, Math.ceil(wait / 1000)),
      };
    },

    async verify(token, code) {
      return readCard(await call('cards.verify', { token, code }));
    },

    async remove(token) {
      await call('cards.remove', { token });
    },
  };
}

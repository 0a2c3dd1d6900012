/**
 * One-time codes (decision 051): 6 random digits, stored as HMAC-SHA256 under a server secret (OTP_SECRET),
 * valid 2 minutes, 5 attempts, then dead. Sends are limited per phone (one per 60 s, five per hour) and per
 * client address (a flood brake: 30 per 10 minutes, decision 176); the otp_codes rows are the log, so the
 * limits hold across instances.
 * Only the newest code of a phone is accepted, so asking again replaces the previous code.
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Lang } from '@dasturxon/contracts';
import { AppError } from '../../errors/app-error.ts';
import { duration } from '../../errors/messages.ts';
import { SmsError } from '../../sms/gateway.ts';
import type { SmsGateways } from '../../sms/sms-gateways.ts';
import { codeSmsText } from '../../sms/sms-texts.ts';
import type { OtpPurpose, OtpRepository } from './otp-repository.ts';

export const OTP_TTL_MS = 2 * 60 * 1000;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_COOLDOWN_MS = 60 * 1000;
export const OTP_PER_PHONE_PER_HOUR = 5;
/**
 * Per client address: a brake on one machine spraying codes at many numbers, not a per-person limit (the phone
 * limits are). Mobile carriers put thousands of customers behind one address (CGNAT), so it is generous and its
 * window short: a neighbour who floods it locks the others out for minutes, not an hour (decision 176).
 */
export const OTP_PER_CLIENT_PER_WINDOW = 30;
export const OTP_PER_CLIENT_WINDOW_MS = 10 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

export interface OtpLogger {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface OtpServiceDeps {
  repo: OtpRepository;
  sms: SmsGateways;
  secret: string;
  clock?: () => Date;
  logger: OtpLogger;
  /** Keep the last code per merchant and phone in memory for the testing route (test and log modes only). */
  rememberCodes?: boolean;
  /** Codes one client address may ask for per window (OTP_CLIENT_LIMIT; default OTP_PER_CLIENT_PER_WINDOW). */
  perClientLimit?: number;
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

function wrongCode(): AppError {
  // One answer for wrong, expired, used-up and never-sent codes: nothing about the code is revealed.
  return new AppError('VALIDATION_FAILED', 400, 'wrongCode');
}

export function createOtpService(deps: OtpServiceDeps) {
  const { repo } = deps;
  const clock = deps.clock ?? (() => new Date());
  const lastCodes = new Map<string, string>();
  const perClientLimit = deps.perClientLimit ?? OTP_PER_CLIENT_PER_WINDOW;

  const hash = (merchantId: string, phone: string, code: string) =>
    createHmac('sha256', deps.secret).update(`${merchantId}:${phone}:${code}`).digest('hex');

  return {
    /** Send a new code; 429 RATE_LIMITED (with the seconds to wait) when a limit is reached. */
    async send(input: {
      merchant: { id: string; name: Record<Lang, string> };
      phone: string;
      purpose: OtpPurpose;
      userId?: number;
      clientIp: string;
      lang: Lang;
    }): Promise<{ resendAfter: number; expiresIn: number }> {
      const { merchant, phone } = input;
      const now = clock();
      const hourAgo = new Date(now.getTime() - HOUR_MS);

      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const id = await repo.withSendLocks(
        { merchantId: merchant.id, phone, clientIp: input.clientIp },
        async (r) => {
          const perPhone = await r.phoneWindow(merchant.id, phone, hourAgo);
          if (perPhone.newest && now.getTime() - perPhone.newest.getTime() < OTP_RESEND_COOLDOWN_MS) {
            const wait = OTP_RESEND_COOLDOWN_MS - (now.getTime() - perPhone.newest.getTime());
            throw new AppError('RATE_LIMITED', 429, 'codeResendCooldown', {
              params: { seconds: seconds(wait) },
            });
          }
          if (perPhone.count >= OTP_PER_PHONE_PER_HOUR && perPhone.oldest) {
            const wait = perPhone.oldest.getTime() + HOUR_MS - now.getTime();
            throw new AppError('RATE_LIMITED', 429, 'codeLimitPhone', {
              params: { seconds: seconds(wait), wait: duration(seconds(wait)) },
            });
          }
          const windowStart = new Date(now.getTime() - OTP_PER_CLIENT_WINDOW_MS);
          const perClient = await r.clientWindow(input.clientIp, windowStart);
          if (perClient.count >= perClientLimit && perClient.oldest) {
            const wait = perClient.oldest.getTime() + OTP_PER_CLIENT_WINDOW_MS - now.getTime();
            throw new AppError('RATE_LIMITED', 429, 'codeLimitClient', {
              params: { seconds: seconds(wait), wait: duration(seconds(wait)) },
            });
          }

          return r.insert({
            merchantId: merchant.id,
            phone,
            purpose: input.purpose,
            userId: input.userId ?? null,
            codeHash: hash(merchant.id, phone, code),
            clientIp: input.clientIp,
            now,
            expiresAt: new Date(now.getTime() + OTP_TTL_MS),
          });
        },
      );

      const { gateway, isLog } = await deps.sms.forMerchant(merchant.id);
      try {
        await gateway.send(phone, codeSmsText(input.lang, merchant.name[input.lang], code));
      } catch (err) {
        // Nothing reached the customer: forget the row so the cooldown does not block an immediate retry.
        await repo.remove(id);
        if (err instanceof SmsError) {
          deps.logger.error({ err, provider: err.provider, reason: err.reason }, 'SMS send failed');
          throw new AppError('INTERNAL', 502, 'smsFailed', { cause: err });
        }
        throw err;
      }
      if (isLog && deps.rememberCodes) lastCodes.set(`${merchant.id}:${phone}`, code);
      return { resendAfter: seconds(OTP_RESEND_COOLDOWN_MS), expiresIn: seconds(OTP_TTL_MS) };
    },

    /**
     * Check a code and consume it. Throws 400 "wrong code or code expired" for every failure. For
     * CHANGE_PHONE the code must have been sent for `userId`.
     */
    async verify(input: {
      merchantId: string;
      phone: string;
      purpose: OtpPurpose;
      code: string;
      userId?: number;
    }): Promise<void> {
      const now = clock();
      const row = await repo.latest(input.merchantId, input.phone, input.purpose);
      if (!row || row.consumedAt || row.expiresAt.getTime() <= now.getTime()) throw wrongCode();
      if (input.purpose === 'CHANGE_PHONE' && row.userId !== input.userId) throw wrongCode();
      // The attempt is counted before the comparison: the sixth try is refused even with the right code.
      if (!(await repo.countAttempt(row.id, OTP_MAX_ATTEMPTS))) throw wrongCode();
      const expected = Buffer.from(row.codeHash, 'hex');
      const actual = Buffer.from(hash(input.merchantId, input.phone, input.code), 'hex');
      if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) throw wrongCode();
      if (!(await repo.consume(row.id, now))) throw wrongCode();
    },

    /** The last code sent through the log gateway to a phone of a merchant (testing route only). */
    lastCode(merchantId: string, phone: string): string | null {
      return lastCodes.get(`${merchantId}:${phone}`) ?? null;
    },
  };
}
export type OtpService = ReturnType<typeof createOtpService>;

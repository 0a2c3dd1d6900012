/**
 * The customer hears of a decision on the booking (issue 13, decision 289): by the merchant's SMS gateway
 * (sms/sms-gateways.ts; the log gateway in development and tests), or, when the customer booked from the
 * Telegram mini-app and the account is linked to a Telegram user, in the merchant's bot chat (Bot API
 * sendMessage). In log mode Telegram messages go to the log too. A failed send is logged and never fails the
 * staff's change: the customer also sees the status in the profile.
 */
import type { Lang, MultilingualText } from '@dasturxon/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { merchants } from '../../db/schema/index.ts';
import type { SmsGateways } from '../../sms/sms-gateways.ts';

export interface ReservationMessage {
  channel: 'SMS' | 'TELEGRAM';
  to: string;
  text: string;
}

const TEXTS: Record<Lang, { confirmed: string; declined: string; months: string[] }> = {
  uz: {
    confirmed: '{merchant}: {when} ga {chairs} kishilik stol band qilindi ({branch}, {hall}, stol {table}).',
    declined: '{merchant}: {when} ga band qilish rad etildi. Sabab: {reason}',
    months: ['yan', 'fev', 'mar', 'apr', 'may', 'iyun', 'iyul', 'avg', 'sen', 'okt', 'noy', 'dek'],
  },
  ru: {
    confirmed: '{merchant}: стол на {chairs} чел. забронирован на {when} ({branch}, {hall}, стол {table}).',
    declined: '{merchant}: бронь на {when} отклонена. Причина: {reason}',
    months: ['янв', 'фев', 'мар', 'апр', 'мая', 'июн', 'июл', 'авг', 'сен', 'окт', 'ноя', 'дек'],
  },
  eng: {
    confirmed: '{merchant}: your table for {chairs} is booked for {when} ({branch}, {hall}, table {table}).',
    declined: '{merchant}: your booking for {when} was declined. Reason: {reason}',
    months: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  },
};

/** "24 Nov 19:30" in Tashkent. */
export function whenText(lang: Lang, at: Date): string {
  const local = new Date(at.getTime() + 5 * 60 * 60 * 1000);
  const hh = String(local.getUTCHours()).padStart(2, '0');
  const mm = String(local.getUTCMinutes()).padStart(2, '0');
  return `${local.getUTCDate()} ${TEXTS[lang].months[local.getUTCMonth()]} ${hh}:${mm}`;
}

export function reservationText(
  lang: Lang,
  kind: 'confirmed' | 'declined',
  v: {
    merchant: string;
    at: Date;
    chairs: number;
    branch: MultilingualText;
    hall: MultilingualText;
    table: number;
    reason?: string | null;
  },
): string {
  const values: Record<string, string> = {
    merchant: v.merchant,
    when: whenText(lang, v.at),
    chairs: String(v.chairs),
    branch: v.branch[lang] || v.branch.uz,
    hall: v.hall[lang] || v.hall.uz,
    table: String(v.table),
    reason: v.reason ?? '',
  };
  return TEXTS[lang][kind].replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? '');
}

export function createReservationNotifier(deps: {
  db: Db;
  sms: SmsGateways;
  log: FastifyBaseLogger;
  /** Log mode: Telegram messages are logged, not sent. */
  logOnly: boolean;
  fetch: typeof fetch;
  /** Tests: every message is also recorded here. */
  outbox?: ReservationMessage[];
}) {
  async function sendTelegram(merchantId: string, chatId: string, text: string): Promise<boolean> {
    if (deps.logOnly) {
      deps.log.info({ telegram: { chatId } }, `Telegram to ${chatId}: ${text}`);
      return true;
    }
    const [row] = await deps.db
      .select({ token: merchants.telegramBotToken })
      .from(merchants)
      .where(eq(merchants.id, merchantId));
    if (!row?.token) return false;
    const res = await deps.fetch(`https://api.telegram.org/bot${row.token}/sendMessage`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ chat_id: chatId, text }),
      signal: AbortSignal.timeout(10_000),
    });
    return res.ok;
  }

  return {
    /** Send without waiting on the caller's answer; failures are logged. */
    send(merchantId: string, to: { phone: string; telegramChatId: string | null }, text: string): void {
      const run = async () => {
        if (to.telegramChatId && (await sendTelegram(merchantId, to.telegramChatId, text))) {
          deps.outbox?.push({ channel: 'TELEGRAM', to: to.telegramChatId, text });
          return;
        }
        const { gateway } = await deps.sms.forMerchant(merchantId);
        await gateway.send(to.phone, text);
        deps.outbox?.push({ channel: 'SMS', to: to.phone, text });
      };
      run().catch((error: unknown) => {
        deps.log.warn({ err: error }, 'reservations: the customer was not notified');
      });
    },
  };
}

export type ReservationNotifier = ReturnType<typeof createReservationNotifier>;

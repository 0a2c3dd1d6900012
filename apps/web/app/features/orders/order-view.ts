/**
 * What the orders screens show, as pure functions (tested in order-view.test.ts): the status chip's tone, what
 * a promo gives (the order's progress: order-progress.ts), and
 * dates written out by hand (server and browser must print the same text: no Intl, whose ICU data differ).
 */
import type { Lang, OrderStatus, UserPromo } from '@dasturxon/contracts';
// The domain's state machine, not contracts' list: contracts' values pull zod into the menu page's JS (the
// active-order pill imports this file on every page).
import { isFinalStatus } from '@dasturxon/domain';

export type StatusTone = 'waiting' | 'progress' | 'ready' | 'done' | 'canceled';

/** The colour family of a status chip. */
export function statusTone(status: OrderStatus): StatusTone {
  switch (status) {
    case 'CREATED':
    case 'AT_TIME':
    case 'OPEN':
      return 'waiting';
    case 'ACCEPTED':
    case 'COOKING':
      return 'progress';
    case 'DONE':
    case 'ATTACHED':
    case 'ON_WAY':
      return 'ready';
    case 'DELIVERED':
    case 'CLOSED':
      return 'done';
    case 'CANCELED':
      return 'canceled';
  }
}

export function isFinal(status: OrderStatus): boolean {
  return isFinalStatus(status);
}

/** Orders the customer can still follow: the shell's pill and the "active" tab. */
export function isActive(status: OrderStatus): boolean {
  return !isFinal(status);
}

const MONTHS_SHORT: Record<Lang, readonly string[]> = {
  uz: ['yan', 'fev', 'mar', 'apr', 'may', 'iyun', 'iyul', 'avg', 'sen', 'okt', 'noy', 'dek'],
  ru: ['янв', 'фев', 'мар', 'апр', 'мая', 'июн', 'июл', 'авг', 'сен', 'окт', 'ноя', 'дек'],
  eng: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
};

const TASHKENT_OFFSET_MS = 5 * 60 * 60 * 1000;

function tashkent(iso: string): Date | null {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? null : new Date(ms + TASHKENT_OFFSET_MS);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** "16:05" in Tashkent time. */
export function formatTime(iso: string): string {
  const d = tashkent(iso);
  return d ? `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}` : '';
}

/** "21 noy, 16:05" / "21 ноя, 16:05" / "21 Nov, 16:05"; the year only when it is not `nowIso`'s. */
export function formatDateTime(iso: string, lang: Lang, nowIso?: string): string {
  const d = tashkent(iso);
  if (!d) return '';
  const now = nowIso ? tashkent(nowIso) : null;
  const year = now && now.getUTCFullYear() !== d.getUTCFullYear() ? ` ${d.getUTCFullYear()}` : '';
  return `${d.getUTCDate()} ${MONTHS_SHORT[lang][d.getUTCMonth()]}${year}, ${formatTime(iso)}`;
}

/** "21 noy 2026" style day only (promo validity). */
export function formatDay(iso: string, lang: Lang): string {
  const d = tashkent(iso);
  return d ? `${d.getUTCDate()} ${MONTHS_SHORT[lang][d.getUTCMonth()]} ${d.getUTCFullYear()}` : '';
}

export type PromoPart =
  | { kind: 'productsPercent'; value: number }
  | { kind: 'productsAmount'; value: number }
  | { kind: 'deliveryPercent'; value: number }
  | { kind: 'deliveryAmount'; value: number }
  | { kind: 'freeDelivery' };

/** What a promo gives, as parts the screen turns into words: "10% off products, free delivery". */
export function promoParts(promo: Pick<UserPromo, 'discountType' | 'productDiscount' | 'deliveryDiscount'>) {
  const parts: PromoPart[] = [];
  const percent = promo.discountType === 'PERCENTAGE';
  if (promo.productDiscount > 0) {
    parts.push({ kind: percent ? 'productsPercent' : 'productsAmount', value: promo.productDiscount });
  }
  if (promo.deliveryDiscount > 0) {
    if (percent && promo.deliveryDiscount >= 100) parts.push({ kind: 'freeDelivery' });
    else parts.push({ kind: percent ? 'deliveryPercent' : 'deliveryAmount', value: promo.deliveryDiscount });
  }
  return parts;
}

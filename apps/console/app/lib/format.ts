/** Money and times as staff read them (so'm with thin spaces; Tashkent clock times). */
import type { Lang } from '@dasturxon/contracts';

const TZ = 'Asia/Tashkent';

export function formatAmount(amount: number): string {
  return Math.round(amount)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '\u202f');
}

/**
 * Numbers of dates and times read the same in all three languages here (25.11 14:05): Russian's numeric
 * format is the one used in Uzbekistan (ICU's uz-Latn gives "11-25").
 */
function locale(_lang: Lang): string {
  return 'ru-RU';
}

/** "14:05" in Tashkent. */
export function formatClock(iso: string, lang: Lang): string {
  return new Intl.DateTimeFormat(locale(lang), {
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    timeZone: TZ,
  }).format(new Date(iso));
}

/** "25.11 14:05" in Tashkent (history, scheduled orders on another day). */
export function formatDayClock(iso: string, lang: Lang): string {
  return new Intl.DateTimeFormat(locale(lang), {
    day: '2-digit',
    month: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    timeZone: TZ,
  }).format(new Date(iso));
}

/** Digits of a phone for a tel: link ("+998901234567"). */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  return `tel:${digits.startsWith('+') ? digits : `+${digits}`}`;
}

/** "+998 90 123 45 67" for reading aloud. */
export function formatPhone(phone: string): string {
  const d = phone.replace(/\D/g, '');
  const m = /^998(\d{2})(\d{3})(\d{2})(\d{2})$/.exec(d);
  return m ? `+998 ${m[1]} ${m[2]} ${m[3]} ${m[4]}` : phone;
}

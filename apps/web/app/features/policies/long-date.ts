import type { Lang } from '@dasturxon/contracts';

/**
 * "12 March 2025" / "12 марта 2025" / "2025-yil 12-mart". Written out rather than Intl.DateTimeFormat: the
 * server's and the browser's ICU data differ (Uzbek especially), and the page must hydrate to the same text.
 * The date is taken in Tashkent time, where the merchant edits the text.
 */
const MONTHS: Record<Lang, readonly string[]> = {
  uz: [
    'yanvar',
    'fevral',
    'mart',
    'aprel',
    'may',
    'iyun',
    'iyul',
    'avgust',
    'sentabr',
    'oktabr',
    'noyabr',
    'dekabr',
  ],
  ru: [
    'января',
    'февраля',
    'марта',
    'апреля',
    'мая',
    'июня',
    'июля',
    'августа',
    'сентября',
    'октября',
    'ноября',
    'декабря',
  ],
  eng: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
};

const TASHKENT_OFFSET_MS = 5 * 60 * 60 * 1000;

export function formatLongDate(iso: string, lang: Lang): string | null {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return null;
  const d = new Date(ms + TASHKENT_OFFSET_MS);
  const day = d.getUTCDate();
  const month = MONTHS[lang][d.getUTCMonth()]!;
  const year = d.getUTCFullYear();
  if (lang === 'uz') return `${year}-yil ${day}-${month}`;
  return `${day} ${month} ${year}`;
}

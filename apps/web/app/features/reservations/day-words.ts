/** A day's short words ("Tue", "24 Nov") from the catalogue (see dayParts: never Intl, for hydration). */
import type { MessageKey } from '../../shared/i18n/index.tsx';
import { dayParts } from './booking-choice.ts';

type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

export function dayWords(day: string, t: Translate): { weekday: string; date: string } {
  const p = dayParts(day);
  return {
    weekday: t(`reservations.wd.${p.weekday}`),
    date: t('reservations.dateShort', {
      day: p.date,
      month: t(`reservations.month.${p.month}` as MessageKey),
    }),
  };
}

import type { Lang } from '@dasturxon/contracts';
import type { Translate } from './open-badge.ts';

/** "350 m", "2.4 km" / "2,4 km": metres below one kilometre, one decimal below 10 km, whole km above. */
export function formatDistance(meters: number, lang: Lang, t: Translate): string {
  if (meters < 1000) return t('pages.units.meters', { value: Math.max(10, Math.round(meters / 10) * 10) });
  const km = meters / 1000;
  const text = km < 10 ? km.toFixed(1) : String(Math.round(km));
  return t('pages.units.kilometers', { value: lang === 'eng' ? text : text.replace('.', ',') });
}

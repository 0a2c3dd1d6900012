/** Cities the demo merchants share: reused by name when they already exist. */
import type { MultilingualText } from '@dasturxon/contracts';
import { sql } from 'drizzle-orm';
import { createCity, type Executor, ml } from '../factories.ts';
import { cities } from '../schema/index.ts';
import type { DemoCity } from './merchant-spec.ts';

const DEMO_CITIES: Record<
  DemoCity,
  { name: MultilingualText; description: MultilingualText; latitude: number; longitude: number }
> = {
  tashkent: {
    name: ml('Toshkent', 'Ташкент', 'Tashkent'),
    description: ml("O'zbekiston poytaxti", 'Столица Узбекистана', 'The capital of Uzbekistan'),
    latitude: 41.311081,
    longitude: 69.240562,
  },
  samarkand: {
    name: ml('Samarqand', 'Самарканд', 'Samarkand'),
    description: ml(
      "Buyuk ipak yo'lining marvaridi",
      'Жемчужина Великого шёлкового пути',
      'Pearl of the Silk Road',
    ),
    latitude: 39.654167,
    longitude: 66.959722,
  },
};

/** Cities are shared by merchants: reuse a city of the same name if one exists. */
export async function ensureCity(db: Executor, key: DemoCity): Promise<number> {
  const values = DEMO_CITIES[key];
  const [existing] = await db
    .select({ id: cities.id })
    .from(cities)
    .where(sql`${cities.name}->>'uz' = ${values.name.uz}`)
    .limit(1);
  return existing?.id ?? (await createCity(db, values)).id;
}

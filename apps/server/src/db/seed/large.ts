/**
 * `bigmenu`: a merchant with 10 groups, 100 categories and 2,000 products for benchmarks (`npm run seed:large`).
 * The merchant and its branches come from the factories; the menu is inserted in batches, since 2,000
 * one-row inserts would take most of a minute on PGlite.
 */
import type { MultilingualText } from '@dasturxon/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { createBranch, createMerchant, type Executor, linkMerchantCity, ml } from '../factories.ts';
import { categories, groups, merchants, modifierGroups, modifiers, products } from '../schema/index.ts';
import { ensureCity } from './cities.ts';
import { roundTheClock, weeklyHours } from './hours.ts';
import { menuImage } from './menu-spec.ts';
import { pizzaSize, plovExtras } from './modifiers.ts';

export const LARGE_SUB = 'bigmenu';
export const LARGE_COUNTS = { groups: 10, categoriesPerGroup: 10, productsPerCategory: 20 } as const;

interface Dish {
  name: MultilingualText;
  image: string;
  price: number;
}

const DISHES: Dish[] = [
  { name: ml('Osh', 'Плов', 'Plov'), image: 'plov', price: 42000 },
  { name: ml('Shashlik', 'Шашлык', 'Shashlik'), image: 'shashlik', price: 18000 },
  { name: ml('Somsa', 'Самса', 'Somsa'), image: 'somsa', price: 9000 },
  { name: ml("Lag'mon", 'Лагман', 'Lagman'), image: 'lagman', price: 36000 },
  { name: ml('Manti', 'Манты', 'Manti'), image: 'manti', price: 30000 },
  { name: ml('Salat', 'Салат', 'Salad'), image: 'salad', price: 24000 },
  { name: ml("Sho'rva", 'Суп', 'Soup'), image: 'soup', price: 28000 },
  { name: ml('Burger', 'Бургер', 'Burger'), image: 'burger', price: 32000 },
  { name: ml('Pitsa', 'Пицца', 'Pizza'), image: 'pizza', price: 65000 },
  { name: ml('Pasta', 'Паста', 'Pasta'), image: 'pasta', price: 52000 },
  { name: ml('Lavash', 'Лаваш', 'Lavash'), image: 'lavash', price: 30000 },
  { name: ml('Choy', 'Чай', 'Tea'), image: 'tea', price: 6000 },
  { name: ml('Kofe', 'Кофе', 'Coffee'), image: 'coffee', price: 24000 },
  { name: ml('Desert', 'Десерт', 'Dessert'), image: 'dessert', price: 26000 },
  { name: ml('Limonad', 'Лимонад', 'Lemonade'), image: 'lemonade', price: 20000 },
];

const STYLES: MultilingualText[] = [
  ml('Klassik', 'Классический', 'Classic'),
  ml('Uy usulida', 'По-домашнему', 'Home-style'),
  ml('Achchiq', 'Острый', 'Spicy'),
  ml('Firma', 'Фирменный', 'Signature'),
  ml('Bayramona', 'Праздничный', 'Festive'),
];

const GROUP_NAMES: MultilingualText[] = [
  ml('Issiq taomlar', 'Горячие блюда', 'Hot dishes'),
  ml('Grill', 'Гриль', 'Grill'),
  ml('Pishiriqlar', 'Выпечка', 'Bakery'),
  ml('Salatlar', 'Салаты', 'Salads'),
  ml("Sho'rvalar", 'Супы', 'Soups'),
  ml('Fast-fud', 'Фастфуд', 'Fast food'),
  ml('Italyan oshxonasi', 'Итальянская кухня', 'Italian'),
  ml('Ichimliklar', 'Напитки', 'Drinks'),
  ml('Shirinliklar', 'Десерты', 'Desserts'),
  ml('Setlar', 'Сеты', 'Sets'),
];

const VIEW_TYPES = ['BIG', 'MEDIUM', 'SMALL'] as const;
const NAVIGATION_TYPES = ['SHEET', 'POP_UP', 'FULL_SCREEN'] as const;

async function insertInChunks<T>(rows: T[], size: number, insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

async function seedLargeMenu(db: Executor, merchantId: string): Promise<void> {
  const groupRows = await db
    .insert(groups)
    .values(
      GROUP_NAMES.slice(0, LARGE_COUNTS.groups).map((name, i) => ({
        merchantId,
        name,
        icon: 'images/groups/national.svg',
        bgColor: '#FFF4E0',
        iconBgColor: '#F4B942',
        priority: i + 1,
      })),
    )
    .returning({ id: groups.id });

  const categoryValues = groupRows.flatMap((group, g) =>
    Array.from({ length: LARGE_COUNTS.categoriesPerGroup }, (_, c) => {
      const dish = DISHES[(g * LARGE_COUNTS.categoriesPerGroup + c) % DISHES.length]!;
      const n = g * LARGE_COUNTS.categoriesPerGroup + c + 1;
      return {
        merchantId,
        groupId: group.id,
        name: ml(`${dish.name.uz} ${n}`, `${dish.name.ru} ${n}`, `${dish.name.eng} ${n}`),
        image: menuImage(dish.image),
        priority: c + 1,
        viewType: VIEW_TYPES[n % VIEW_TYPES.length]!,
        scrollType: n % 7 === 0 ? ('HORIZONTAL' as const) : ('VERTICAL' as const),
        navigationType: NAVIGATION_TYPES[n % NAVIGATION_TYPES.length]!,
      };
    }),
  );
  const categoryRows = await db.insert(categories).values(categoryValues).returning({ id: categories.id });

  const productValues = categoryRows.flatMap((category, c) =>
    Array.from({ length: LARGE_COUNTS.productsPerCategory }, (_, p) => {
      const n = c * LARGE_COUNTS.productsPerCategory + p + 1;
      const dish = DISHES[n % DISHES.length]!;
      const style = STYLES[n % STYLES.length]!;
      return {
        merchantId,
        categoryId: category.id,
        name: ml(
          `${style.uz} ${dish.name.uz} №${n}`,
          `${style.ru} ${dish.name.ru} №${n}`,
          `${style.eng} ${dish.name.eng} #${n}`,
        ),
        description: ml(
          `${dish.name.uz}: mazali va to'yimli, har kuni yangi tayyorlanadi.`,
          `${dish.name.ru}: вкусно и сытно, готовим свежим каждый день.`,
          `${dish.name.eng}: tasty and filling, made fresh every day.`,
        ),
        image: menuImage(dish.image),
        costPrice: dish.price + (n % 5) * 1000,
        discount: n % 9 === 0 ? 10 : 0,
        priority: p + 1,
        isAvailable: n % 50 !== 0,
        type: n % 5 === 0 ? ('MODIFICATION' as const) : ('NONE' as const),
      };
    }),
  );
  const productIds: number[] = [];
  await insertInChunks(productValues, 400, async (chunk) => {
    const rows = await db.insert(products).values(chunk).returning({ id: products.id });
    productIds.push(...rows.map((r) => r.id));
  });

  // Every fifth product has a required size choice, every tenth also capped extras.
  const withModifiers = productIds.filter((_, i) => (i + 1) % 5 === 0);
  const groupValues = withModifiers.flatMap((productId, i) => [
    { productId, name: pizzaSize.name, min: pizzaSize.min, max: pizzaSize.max, priority: 0 },
    ...(i % 2 === 1
      ? [{ productId, name: plovExtras.name, min: plovExtras.min, max: plovExtras.max, priority: 1 }]
      : []),
  ]);
  const modifierGroupRows: Array<{ id: number; priority: number }> = [];
  await insertInChunks(groupValues, 1000, async (chunk) => {
    modifierGroupRows.push(
      ...(await db
        .insert(modifierGroups)
        .values(chunk)
        .returning({ id: modifierGroups.id, priority: modifierGroups.priority })),
    );
  });
  const modifierValues = modifierGroupRows.flatMap((group) =>
    (group.priority === 0 ? pizzaSize : plovExtras).modifiers.map((m, i) => ({
      groupId: group.id,
      name: m.name,
      price: m.price ?? 0,
      isDefault: m.isDefault ?? false,
      priority: i,
    })),
  );
  await insertInChunks(modifierValues, 1000, (chunk) => db.insert(modifiers).values(chunk));
}

export async function seedLarge(db: Db): Promise<{ seeded: boolean }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727002)`);
    const [existing] = await tx
      .select({ id: merchants.id })
      .from(merchants)
      .where(eq(merchants.sub, LARGE_SUB));
    if (existing) return { seeded: false };

    const tashkent = await ensureCity(tx, 'tashkent');
    const merchant = await createMerchant(tx, {
      smsGateway: null,
      sub: LARGE_SUB,
      name: ml('Katta menyu', 'Большое меню', 'Big menu'),
      color: '#F4B942',
      theme: 'LIGHT',
      companyKey: LARGE_SUB,
      mainCityId: tashkent,
      settings: { mainColor: '#F4B942', title: ml('Katta menyu', 'Большое меню', 'Big menu') },
    });
    await linkMerchantCity(tx, { merchantId: merchant.id, cityId: tashkent, isMain: true });
    await createBranch(tx, {
      merchantId: merchant.id,
      cityId: tashkent,
      isMain: true,
      workHours: roundTheClock(),
    });
    await createBranch(tx, {
      merchantId: merchant.id,
      cityId: tashkent,
      name: ml('Yunusobod', 'Юнусабад', 'Yunusobod'),
      address: "Toshkent, Yunusobod tumani, Amir Temur ko'chasi, 107",
      latitude: 41.365,
      longitude: 69.287,
      workHours: weeklyHours('09:00', '23:00'),
    });
    await seedLargeMenu(tx, merchant.id);
    return { seeded: true };
  });
}

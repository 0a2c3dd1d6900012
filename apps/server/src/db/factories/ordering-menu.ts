/**
 * The small menu the ordering API tests (modules/orders/order-test-world.ts) and the order bench
 * (bench/orders.ts) order from: plov (45 000), and a burger (30 000, 10% off) with a required size (small, or
 * large for 10 000 more) and up to two extras (cheese 5 000, bacon 8 000), in one group and category.
 */
import { createCategory, createGroup, createProduct } from './menu.ts';
import { type Executor, ml } from './shared.ts';

/** Chilonzor, Tashkent: inside the zone the factories draw (TASHKENT_SQUARE), where the ordering world delivers. */
export const CHILONZOR = { latitude: 41.2995, longitude: 69.2401 };

export async function createOrderingMenu(db: Executor, merchantId: string) {
  const group = await createGroup(db, { merchantId });
  const category = await createCategory(db, { merchantId, groupId: group.id });
  const plov = await createProduct(db, { merchantId, categoryId: category.id, costPrice: 45_000 });
  const burger = await createProduct(db, {
    merchantId,
    categoryId: category.id,
    name: ml('Burger', 'Бургер', 'Burger'),
    costPrice: 30_000,
    discount: 10,
    modifierGroups: [
      {
        name: ml("O'lcham", 'Размер', 'Size'),
        min: 1,
        max: 1,
        modifiers: [
          { name: ml('Kichik', 'Маленький', 'Small'), price: 0 },
          { name: ml('Katta', 'Большой', 'Large'), price: 10_000 },
        ],
      },
      {
        name: ml("Qo'shimcha", 'Добавки', 'Extras'),
        min: 0,
        max: 2,
        modifiers: [
          { name: ml('Pishloq', 'Сыр', 'Cheese'), price: 5_000 },
          { name: ml('Bekon', 'Бекон', 'Bacon'), price: 8_000 },
        ],
      },
    ],
  });
  const [small, large] = burger.modifierGroups[0]?.modifiers ?? [];
  const [cheese, bacon] = burger.modifierGroups[1]?.modifiers ?? [];
  if (!small || !large || !cheese || !bacon) throw new Error('ordering menu: modifiers missing');
  return { group, category, plov, burger, small, large, cheese, bacon };
}

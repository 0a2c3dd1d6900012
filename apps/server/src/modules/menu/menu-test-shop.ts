/** Test data of the menu's fast-path tests: a merchant with one category of twelve dishes named after `dish`. */
import type { Db } from '../../db/client.ts';
import { createCategory, createGroup, createMerchant, createProduct, ml } from '../../db/factories.ts';

export async function shopWithDish(db: Db, dish: string) {
  const merchant = await createMerchant(db);
  const group = await createGroup(db, { merchantId: merchant.id });
  const category = await createCategory(db, { merchantId: merchant.id, groupId: group.id });
  for (let i = 0; i < 12; i += 1) {
    await createProduct(db, {
      merchantId: merchant.id,
      categoryId: category.id,
      priority: i,
      name: ml(dish, dish, `${dish} ${i}`),
    });
  }
  return Object.assign(merchant, { categoryId: category.id });
}

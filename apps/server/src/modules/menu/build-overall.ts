/**
 * Assembles the overall menu (GET /products/v1/overalls) from the flat rows of the menu repository:
 * groups, categories and products sorted by priority then id; only active products offered on the channel;
 * each product with its modifier groups (sorted), branch rows and average grade.
 */
import type { MenuChannel, ModifierGroup, Overall, Product, ProductBranch } from '@dasturxon/contracts';
import type { MenuRepository } from './repository.ts';

type Rows<K extends keyof MenuRepository> = Awaited<ReturnType<MenuRepository[K]>>;

export interface MenuRows {
  groups: Rows<'listGroups'>;
  categories: Rows<'listCategories'>;
  products: Rows<'listActiveProducts'>;
  modifierGroups: Rows<'listModifierGroups'>;
  modifiers: Rows<'listModifiers'>;
  productBranches: Rows<'listProductBranches'>;
  grades: Rows<'listGrades'>;
}

export async function loadMenuRows(repo: MenuRepository, merchantId: string): Promise<MenuRows> {
  // Independent reads: PostgreSQL runs them on separate pool connections; PGlite queues them.
  const [groups, categories, products, modifierGroups, modifiers, productBranches, grades] =
    await Promise.all([
      repo.listGroups(merchantId),
      repo.listCategories(merchantId),
      repo.listActiveProducts(merchantId),
      repo.listModifierGroups(merchantId),
      repo.listModifiers(merchantId),
      repo.listProductBranches(merchantId),
      repo.listGrades(merchantId),
    ]);
  return { groups, categories, products, modifierGroups, modifiers, productBranches, grades };
}

/** An average grade to one decimal (4.666 -> 4.7). */
export function roundGrade(average: number): number {
  return Math.round(average * 10) / 10;
}

function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}

/** Rows arrive sorted (priority, id) from the repository; grouping keeps that order. */
export function buildOverall(rows: MenuRows, channel: MenuChannel): Overall {
  const modifiersByGroup = groupBy(rows.modifiers, (m) => m.groupId);
  const modifierGroupsByProduct = groupBy(rows.modifierGroups, (g) => g.productId);
  const branchesByProduct = groupBy(rows.productBranches, (b) => b.productId);
  const gradeByProduct = new Map(rows.grades.map((g) => [g.productId, roundGrade(g.average)]));
  const groupOfCategory = new Map(rows.categories.map((c) => [c.id, c.groupId]));

  const products: Product[] = [];
  for (const p of rows.products) {
    const groupId = groupOfCategory.get(p.categoryId);
    if (groupId === undefined || !p.systems.includes(channel)) continue;
    const modificationGroups: ModifierGroup[] = (modifierGroupsByProduct.get(p.id) ?? []).map((g) => ({
      id: g.id,
      name: g.name,
      min: g.min,
      max: g.max,
      priority: g.priority,
      modifiers: (modifiersByGroup.get(g.id) ?? []).map((m) => ({
        id: m.id,
        name: m.name,
        price: m.price,
        image: m.image,
        isDefault: m.isDefault,
        priority: m.priority,
      })),
    }));
    const productBranch: ProductBranch[] = (branchesByProduct.get(p.id) ?? []).map((b) => ({
      branchId: b.branchId,
      isActive: b.branchActive && !b.branchDeleted,
      isAvailable: b.isAvailable,
      stock: b.stock,
    }));
    products.push({
      id: p.id,
      categoryId: p.categoryId,
      groupId,
      name: p.name,
      description: p.description,
      image: p.image,
      gallery: p.gallery,
      costPrice: p.costPrice,
      discount: p.discount,
      priority: p.priority,
      isAvailable: p.isAvailable,
      active: p.active,
      type: p.type,
      unit: p.unit,
      measure: p.measure,
      calorie: p.calorie,
      amount: p.amount,
      // Spec §3: default count 1 (the quantity a product is added to the basket with).
      count: 1,
      labels: p.labels,
      tags: p.tags,
      timeCookingMin: p.timeCookingMin,
      timeCookingMax: p.timeCookingMax,
      isCartRecommendation: p.isCartRecommendation,
      deliveryEnabled: p.deliveryEnabled,
      systems: p.systems,
      modificationGroups,
      productBranch,
      grade: gradeByProduct.get(p.id) ?? null,
      integrationId: p.integrationId,
      mxicCode: p.mxicCode,
      barcode: p.barcode,
    });
  }

  return {
    groups: rows.groups.map((g) => ({
      id: g.id,
      name: g.name,
      icon: g.icon,
      image: g.image,
      bgColor: g.bgColor,
      iconBgColor: g.iconBgColor,
      priority: g.priority,
    })),
    categories: rows.categories.map((c) => ({
      id: c.id,
      groupId: c.groupId,
      name: c.name,
      image: c.image,
      priority: c.priority,
      textColor: c.textColor,
      viewType: c.viewType,
      scrollType: c.scrollType,
      navigationType: c.navigationType,
      isWithoutCart: c.isWithoutCart,
    })),
    products,
  };
}

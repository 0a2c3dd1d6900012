/**
 * The shape demo menus are written in, and the builder that turns one into rows through the factories.
 * Menus name branches by a short key ('chilonzor') so the content files stay readable.
 */
import type {
  MenuChannel,
  MultilingualText,
  NavigationType,
  ScrollType,
  ViewType,
} from '@dasturxon/contracts';
import {
  type CreatedProduct,
  createCategory,
  createGroup,
  createProduct,
  createProductGrade,
  type Executor,
  type ModifierGroupInput,
  type ProductBranchInput,
} from '../factories.ts';

export type Unit = 'KG' | 'LITER' | 'GRAMM' | 'COUNT';

export interface ProductSpec {
  name: MultilingualText;
  description: MultilingualText;
  image: string;
  /** Price in so'm before discount. */
  price: number;
  discount?: number;
  unit?: Unit;
  measure?: number;
  calorie?: number;
  /** false: unavailable everywhere (products.is_available). */
  available?: boolean;
  systems?: MenuChannel[];
  modifierGroups?: ModifierGroupInput[];
  /** Offered only at these branches (decision 004). */
  onlyAt?: string[];
  /** On the stop-list of these branches: still listed there, but not orderable. */
  stopListAt?: string[];
  grades?: number[];
  labels?: string[];
  tags?: string[];
  cartRecommendation?: boolean;
  cookMinutes?: [number, number];
}

export interface CategorySpec {
  name: MultilingualText;
  image: string;
  viewType: ViewType;
  scrollType: ScrollType;
  navigationType: NavigationType;
  textColor?: string;
  products: ProductSpec[];
}

export interface GroupSpec {
  name: MultilingualText;
  icon: string;
  image?: string;
  bgColor: string;
  iconBgColor: string;
  categories: CategorySpec[];
}

function branchRows(spec: ProductSpec, branchIds: Map<string, number>): ProductBranchInput[] {
  const idOf = (key: string): number => {
    const id = branchIds.get(key);
    if (id === undefined) throw new Error(`Menu names unknown branch "${key}"`);
    return id;
  };
  const stop = new Set(spec.stopListAt ?? []);
  if (spec.onlyAt) return spec.onlyAt.map((key) => ({ branchId: idOf(key), isAvailable: !stop.has(key) }));
  if (stop.size === 0) return [];
  // A stop-list entry needs rows, and rows restrict where a product is offered: list every branch.
  return [...branchIds.keys()].map((key) => ({ branchId: idOf(key), isAvailable: !stop.has(key) }));
}

/** Insert a whole menu, priorities following the order it is written in. */
export async function buildMenu(
  db: Executor,
  merchantId: string,
  menu: GroupSpec[],
  branchIds: Map<string, number>,
): Promise<CreatedProduct[]> {
  const created: CreatedProduct[] = [];
  for (const [groupIndex, groupSpec] of menu.entries()) {
    const group = await createGroup(db, {
      merchantId,
      name: groupSpec.name,
      icon: groupSpec.icon,
      image: groupSpec.image ?? null,
      bgColor: groupSpec.bgColor,
      iconBgColor: groupSpec.iconBgColor,
      priority: groupIndex + 1,
    });
    for (const [categoryIndex, c] of groupSpec.categories.entries()) {
      const category = await createCategory(db, {
        merchantId,
        groupId: group.id,
        name: c.name,
        image: c.image,
        viewType: c.viewType,
        scrollType: c.scrollType,
        navigationType: c.navigationType,
        textColor: c.textColor ?? null,
        priority: categoryIndex + 1,
      });
      for (const [productIndex, p] of c.products.entries()) {
        const product = await createProduct(db, {
          merchantId,
          categoryId: category.id,
          name: p.name,
          description: p.description,
          image: p.image,
          costPrice: p.price,
          discount: p.discount ?? 0,
          unit: p.unit ?? 'COUNT',
          measure: p.measure ?? null,
          calorie: p.calorie ?? null,
          isAvailable: p.available ?? true,
          systems: p.systems ?? ['WEB', 'TG'],
          labels: p.labels ?? [],
          tags: p.tags ?? [],
          isCartRecommendation: p.cartRecommendation ?? false,
          timeCookingMin: p.cookMinutes?.[0] ?? null,
          timeCookingMax: p.cookMinutes?.[1] ?? null,
          priority: productIndex + 1,
          modifierGroups: p.modifierGroups ?? [],
          branches: branchRows(p, branchIds),
        });
        for (const grade of p.grades ?? []) await createProductGrade(db, { productId: product.id, grade });
        created.push(product);
      }
    }
  }
  return created;
}

/** Shorthand for one product of a content file. */
export function product(
  name: MultilingualText,
  description: MultilingualText,
  image: string,
  price: number,
  extra: Partial<ProductSpec> = {},
): ProductSpec {
  return { name, description, image, price, ...extra };
}

/** Path of a dish illustration under apps/server/assets. */
export function menuImage(family: string): string {
  return `images/menu/${family}.svg`;
}

export function categoryImage(name: string): string {
  return `images/categories/${name}.svg`;
}

export function groupIcon(name: string): string {
  return `images/groups/${name}.svg`;
}

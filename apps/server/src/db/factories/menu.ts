/**
 * Factories for the menu: groups, categories, products (with modifier groups and branch availability) and
 * product grades. Each inserts with realistic defaults, takes overrides and returns what it inserted.
 */
import type { MultilingualText } from '@dasturxon/contracts';
import {
  categories,
  groups,
  modifierGroups,
  modifiers,
  productBranches,
  productGrades,
  products,
} from '../schema/index.ts';
import { type Executor, firstRow, ml } from './shared.ts';

export type GroupRow = typeof groups.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type ModifierGroupRow = typeof modifierGroups.$inferSelect;
export type ModifierRow = typeof modifiers.$inferSelect;
export type ProductBranchRow = typeof productBranches.$inferSelect;
export type ProductGradeRow = typeof productGrades.$inferSelect;

export async function createGroup(
  db: Executor,
  overrides: Partial<typeof groups.$inferInsert> & { merchantId: string },
): Promise<GroupRow> {
  const values: typeof groups.$inferInsert = {
    name: ml('Milliy taomlar', 'Национальная кухня', 'National dishes'),
    icon: null,
    image: null,
    bgColor: null,
    iconBgColor: null,
    priority: 0,
    ...overrides,
  };
  return firstRow(await db.insert(groups).values(values).returning(), 'group');
}

export async function createCategory(
  db: Executor,
  overrides: Partial<typeof categories.$inferInsert> & { merchantId: string; groupId: number },
): Promise<CategoryRow> {
  const values: typeof categories.$inferInsert = {
    name: ml('Issiq taomlar', 'Горячие блюда', 'Hot dishes'),
    image: null,
    priority: 0,
    viewType: 'MEDIUM',
    scrollType: 'VERTICAL',
    navigationType: 'POP_UP',
    ...overrides,
  };
  return firstRow(await db.insert(categories).values(values).returning(), 'category');
}

export interface ModifierInput {
  name: MultilingualText;
  price?: number;
  image?: string | null;
  isDefault?: boolean;
}
/** min 1 max 1 is a required single choice; min 0 max > 1 an optional multi choice with a maximum. */
export interface ModifierGroupInput {
  name: MultilingualText;
  min: number;
  max: number;
  modifiers: ModifierInput[];
}
export interface ProductBranchInput {
  branchId: number;
  isAvailable: boolean;
  /** How many can be ordered there now; null or left out = no limit. */
  stock?: number | null;
}

export type CreateProductOptions = Partial<typeof products.$inferInsert> & {
  merchantId: string;
  categoryId: number;
  modifierGroups?: ModifierGroupInput[];
  /** Branches offering the product; none means every branch (decision 004). */
  branches?: ProductBranchInput[];
};

export type CreatedProduct = ProductRow & {
  modifierGroups: Array<ModifierGroupRow & { modifiers: ModifierRow[] }>;
  branches: ProductBranchRow[];
};

/** A product (plov by default) plus its modifier groups, modifiers and branch rows when given. */
export async function createProduct(db: Executor, overrides: CreateProductOptions): Promise<CreatedProduct> {
  const { modifierGroups: groupInputs = [], branches: branchInputs = [], ...rest } = overrides;
  const values: typeof products.$inferInsert = {
    name: ml("To'y oshi", 'Свадебный плов', 'Wedding plov'),
    description: ml(
      "Devzira guruch, qo'y go'shti, sariq sabzi, no'xat va bedana tuxumi.",
      'Рис девзира, баранина, жёлтая морковь, нут и перепелиные яйца.',
      'Devzira rice, lamb, yellow carrots, chickpeas and quail eggs.',
    ),
    image: 'images/menu/plov.svg',
    costPrice: 45000,
    discount: 0,
    unit: 'GRAMM',
    measure: 350,
    calorie: 620,
    timeCookingMin: 10,
    timeCookingMax: 20,
    type: groupInputs.length > 0 ? 'MODIFICATION' : 'NONE',
    ...rest,
  };
  const product = firstRow(await db.insert(products).values(values).returning(), 'product');

  const createdGroups: CreatedProduct['modifierGroups'] = [];
  for (const [index, input] of groupInputs.entries()) {
    const group = firstRow(
      await db
        .insert(modifierGroups)
        .values({ productId: product.id, name: input.name, min: input.min, max: input.max, priority: index })
        .returning(),
      'modifier group',
    );
    const rows =
      input.modifiers.length === 0
        ? []
        : await db
            .insert(modifiers)
            .values(
              input.modifiers.map((m, position) => ({
                groupId: group.id,
                name: m.name,
                price: m.price ?? 0,
                image: m.image ?? null,
                isDefault: m.isDefault ?? false,
                priority: position,
              })),
            )
            .returning();
    createdGroups.push({ ...group, modifiers: rows });
  }

  const createdBranches =
    branchInputs.length === 0
      ? []
      : await db
          .insert(productBranches)
          .values(branchInputs.map((b) => ({ productId: product.id, ...b })))
          .returning();

  return { ...product, modifierGroups: createdGroups, branches: createdBranches };
}

export async function createProductGrade(
  db: Executor,
  overrides: Partial<typeof productGrades.$inferInsert> & { productId: number },
): Promise<ProductGradeRow> {
  const values: typeof productGrades.$inferInsert = { grade: 5, ...overrides };
  return firstRow(await db.insert(productGrades).values(values).returning(), 'product grade');
}

/**
 * The menu on the staff API (issue 12; decisions 252-254): what an ADMIN creates and changes (groups, categories,
 * products with modifiers, where each product is offered, the order of categories and products) and the stop-list
 * an OPERATOR may also use. The same schemas validate the console's forms.
 */
import { z } from 'zod';
import { PG_INT_MAX, RowIdSchema } from './common.ts';
import {
  MENU_CHANNELS,
  NavigationTypeSchema,
  PRODUCT_TYPES,
  ScrollTypeSchema,
  UNITS,
  ViewTypeSchema,
} from './menu.ts';

const text = (max: number) => z.string().trim().max(max);
/** A name the storefront shows in the customer's language: required in all three. */
export const MenuNameSchema = z.object({
  uz: text(120).min(1),
  ru: text(120).min(1),
  eng: text(120).min(1),
});
/** A description: may be empty in any language. */
export const MenuDescriptionSchema = z.object({ uz: text(2000), ru: text(2000), eng: text(2000) });
/** An image path as stored (`/images/...` or an absolute URL); null for none. */
export const MenuImageSchema = text(500).nullable();
/** A CSS colour as #rgb or #rrggbb; null for the theme's. */
export const MenuColourSchema = z
  .string()
  .regex(/^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/)
  .nullable();
/** Whole so'm: never negative, stored in an integer column. */
export const MoneySchema = z.number().int().min(0).max(PG_INT_MAX);
const optionalText = (max: number) => text(max).nullable();

export const StaffGroupInputSchema = z.object({
  name: MenuNameSchema,
  icon: MenuImageSchema,
  image: MenuImageSchema,
  bgColor: MenuColourSchema,
  iconBgColor: MenuColourSchema,
});
export type StaffGroupInput = z.infer<typeof StaffGroupInputSchema>;
export const StaffGroupSchema = StaffGroupInputSchema.extend({
  id: z.number().int(),
  priority: z.number().int(),
});
export type StaffGroup = z.infer<typeof StaffGroupSchema>;

export const StaffCategoryInputSchema = z.object({
  groupId: RowIdSchema,
  name: MenuNameSchema,
  image: MenuImageSchema,
  textColor: MenuColourSchema,
  viewType: ViewTypeSchema,
  scrollType: ScrollTypeSchema,
  navigationType: NavigationTypeSchema,
  isWithoutCart: z.boolean(),
});
export type StaffCategoryInput = z.infer<typeof StaffCategoryInputSchema>;
export const StaffCategorySchema = StaffCategoryInputSchema.extend({
  id: z.number().int(),
  groupId: z.number().int(),
  priority: z.number().int(),
});
export type StaffCategory = z.infer<typeof StaffCategorySchema>;

/** A modifier: `id` names one kept from before (customers' baskets hold modifier ids); none = a new one. */
export const StaffModifierInputSchema = z.object({
  id: RowIdSchema.optional(),
  name: MenuNameSchema,
  price: MoneySchema,
  image: MenuImageSchema,
  isDefault: z.boolean(),
});
export type StaffModifierInput = z.infer<typeof StaffModifierInputSchema>;

/** A modifier group: choose at least `min` and at most `max` of its modifiers (spec §5). */
export const StaffModifierGroupInputSchema = z
  .object({
    id: RowIdSchema.optional(),
    name: MenuNameSchema,
    min: z.number().int().min(0).max(50),
    max: z.number().int().min(1).max(50),
    modifiers: z.array(StaffModifierInputSchema).min(1).max(50),
  })
  .refine((g) => g.min <= g.max, { path: ['min'], message: 'min > max' })
  .refine((g) => g.min <= g.modifiers.length, { path: ['min'], message: 'min > modifiers' });
export type StaffModifierGroupInput = z.infer<typeof StaffModifierGroupInputSchema>;

/**
 * A product's own fields: everything staff edit but where it is offered and its modifier groups (those come from
 * tables of their own). The console's form and the server's menu-admin list them through PRODUCT_OWN_FIELDS.
 */
const productOwnFields = {
  categoryId: RowIdSchema,
  name: MenuNameSchema,
  description: MenuDescriptionSchema,
  image: MenuImageSchema,
  /** Price in whole so'm before the discount. */
  costPrice: MoneySchema,
  /** Percentage 0..100 off the price and the modifiers' prices (spec §9). */
  discount: z.number().int().min(0).max(100),
  unit: z.enum(UNITS),
  /** How much of `unit` one portion is (0.5 kg, 330 ml as 0.33 LITER); null when not shown. */
  measure: z.number().positive().max(100_000).nullable(),
  calorie: z.number().int().min(0).max(100_000).nullable(),
  amount: z.number().int().min(1).max(1000),
  labels: z.array(text(40).min(1)).max(10),
  timeCookingMin: z.number().int().min(0).max(1440).nullable(),
  timeCookingMax: z.number().int().min(0).max(1440).nullable(),
  isCartRecommendation: z.boolean(),
  deliveryEnabled: z.boolean(),
  /** The channels that list the product (WEB storefront, TG mini app). */
  systems: z.array(z.enum(MENU_CHANNELS)).max(2),
  /** Shown in the menu at all (off: hidden without deleting). */
  active: z.boolean(),
  integrationId: optionalText(100),
  mxicCode: optionalText(100),
  barcode: optionalText(100),
};

export type ProductOwnField = keyof typeof productOwnFields;
export const PRODUCT_OWN_FIELDS = Object.keys(productOwnFields) as ProductOwnField[];

/** The own fields of a product (a stored row, an answer, a form's values), each as it is. */
export function pickProductOwnFields<T extends Record<ProductOwnField, unknown>>(
  p: T,
): Pick<T, ProductOwnField> {
  return Object.fromEntries(PRODUCT_OWN_FIELDS.map((key) => [key, p[key]])) as Pick<T, ProductOwnField>;
}

const productFields = {
  ...productOwnFields,
  /** Branches that offer it; empty = every branch of the merchant (decision 004). */
  branchIds: z.array(RowIdSchema).max(500),
  modificationGroups: z.array(StaffModifierGroupInputSchema).max(20),
};

const cookingOrdered = (p: { timeCookingMin: number | null; timeCookingMax: number | null }) =>
  p.timeCookingMin === null || p.timeCookingMax === null || p.timeCookingMin <= p.timeCookingMax;

export const StaffProductInputSchema = z
  .object(productFields)
  .refine(cookingOrdered, { path: ['timeCookingMin'], message: 'min > max' });
export type StaffProductInput = z.infer<typeof StaffProductInputSchema>;

export const StaffModifierSchema = StaffModifierInputSchema.extend({ id: z.number().int() });
export const StaffModifierGroupSchema = z.object({
  id: z.number().int(),
  name: MenuNameSchema,
  min: z.number().int(),
  max: z.number().int(),
  modifiers: z.array(StaffModifierSchema),
});
/** A product's state at one branch that has its own row (stop-list). */
export const StaffProductBranchSchema = z.object({ branchId: z.number().int(), isAvailable: z.boolean() });

export const StaffProductSchema = z.object({
  ...productFields,
  id: z.number().int(),
  categoryId: z.number().int(),
  branchIds: z.array(z.number().int()),
  priority: z.number().int(),
  type: z.enum(PRODUCT_TYPES),
  /** Off: on the stop-list at every branch. */
  isAvailable: z.boolean(),
  /** Branch rows; a branch without one follows `isAvailable`. */
  branches: z.array(StaffProductBranchSchema),
  modificationGroups: z.array(StaffModifierGroupSchema),
});
export type StaffProduct = z.infer<typeof StaffProductSchema>;

export const StaffMenuBranchSchema = z.object({
  id: z.number().int(),
  name: z.object({ uz: z.string(), ru: z.string(), eng: z.string() }),
});

/** GET /staff/v1/menu: the whole menu as staff edit it (hidden products too, deleted ones not). */
export const StaffMenuSchema = z.object({
  groups: z.array(StaffGroupSchema),
  categories: z.array(StaffCategorySchema),
  products: z.array(StaffProductSchema),
  branches: z.array(StaffMenuBranchSchema),
  /** The branch the signed-in OPERATOR is tied to: its stop-list covers that branch only (decision 253). */
  ownBranchId: z.number().int().nullable(),
});
export type StaffMenu = z.infer<typeof StaffMenuSchema>;

/** A new order: every id of the list, first shown first (priority = position). */
export const MenuOrderSchema = z.object({ ids: z.array(RowIdSchema).min(1).max(5000) });
export type MenuOrder = z.infer<typeof MenuOrderSchema>;

/** The stop-list (decision 253): a branch, or null for every branch; available false = sold out until resumed. */
export const StaffAvailabilityInputSchema = z.object({
  branchId: RowIdSchema.nullable(),
  available: z.boolean(),
});
export type StaffAvailabilityInput = z.infer<typeof StaffAvailabilityInputSchema>;

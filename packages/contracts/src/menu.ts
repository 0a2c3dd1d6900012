import { z } from 'zod';
import { MultilingualTextSchema } from './common.ts';

export const VIEW_TYPES = ['BIG', 'MEDIUM', 'SMALL'] as const;
export const ViewTypeSchema = z.enum(VIEW_TYPES);
export type ViewType = z.infer<typeof ViewTypeSchema>;
export const SCROLL_TYPES = ['VERTICAL', 'HORIZONTAL'] as const;
export const ScrollTypeSchema = z.enum(SCROLL_TYPES);
export type ScrollType = z.infer<typeof ScrollTypeSchema>;
export const NAVIGATION_TYPES = ['SHEET', 'POP_UP', 'FULL_SCREEN'] as const;
export const NavigationTypeSchema = z.enum(NAVIGATION_TYPES);
export type NavigationType = z.infer<typeof NavigationTypeSchema>;
export const UNITS = ['KG', 'LITER', 'GRAMM', 'COUNT'] as const;
export const PRODUCT_TYPES = ['NONE', 'MODIFICATION'] as const;
/** Channels a menu is asked for (GET /products/v1/overalls?type=). */
export const MENU_CHANNELS = ['WEB', 'TG'] as const;
export const MenuChannelSchema = z.enum(MENU_CHANNELS);
export type MenuChannel = z.infer<typeof MenuChannelSchema>;

export const GroupSchema = z.object({
  id: z.number().int(),
  name: MultilingualTextSchema,
  icon: z.string().nullable(),
  image: z.string().nullable(),
  bgColor: z.string().nullable(),
  iconBgColor: z.string().nullable(),
  priority: z.number().int(),
});
export type Group = z.infer<typeof GroupSchema>;

export const CategorySchema = z.object({
  id: z.number().int(),
  groupId: z.number().int(),
  name: MultilingualTextSchema,
  image: z.string().nullable(),
  priority: z.number().int(),
  textColor: z.string().nullable(),
  viewType: ViewTypeSchema,
  scrollType: ScrollTypeSchema,
  navigationType: NavigationTypeSchema,
  isWithoutCart: z.boolean(),
});
export type Category = z.infer<typeof CategorySchema>;

export const ModifierSchema = z.object({
  id: z.number().int(),
  name: MultilingualTextSchema,
  /** Price in so'm added to the product's price for each unit of this modifier. */
  price: z.number().int().nonnegative(),
  image: z.string().nullable(),
  isDefault: z.boolean(),
  priority: z.number().int(),
});
export type Modifier = z.infer<typeof ModifierSchema>;

/**
 * A modifier group (spec §3 modificationGroups, §5 "choose minimum" / "choose up to").
 * min = 1, max = 1 is a required single choice; min = 0, max > 1 an optional multi choice with a maximum.
 */
export const ModifierGroupSchema = z.object({
  id: z.number().int(),
  name: MultilingualTextSchema,
  min: z.number().int().nonnegative(),
  max: z.number().int().positive(),
  priority: z.number().int(),
  modifiers: z.array(ModifierSchema),
});
export type ModifierGroup = z.infer<typeof ModifierGroupSchema>;

/** Where a product is offered. An empty list means every branch of the merchant (decision 004). */
export const ProductBranchSchema = z.object({
  branchId: z.number().int(),
  isActive: z.boolean(),
  isAvailable: z.boolean(),
  /** How many can be ordered at this branch now (spec §8 not enough products); null = no limit. */
  stock: z.number().int().nullable(),
});
export type ProductBranch = z.infer<typeof ProductBranchSchema>;

export const ProductSchema = z.object({
  id: z.number().int(),
  categoryId: z.number().int(),
  groupId: z.number().int(),
  name: MultilingualTextSchema,
  description: MultilingualTextSchema,
  image: z.string().nullable(),
  gallery: z.array(z.string()),
  /** Price in whole so'm before discount. */
  costPrice: z.number().int().nonnegative(),
  /** Percentage discount 0..100 on cost price and modifier prices (spec §9). */
  discount: z.number().int().min(0).max(100),
  priority: z.number().int(),
  isAvailable: z.boolean(),
  active: z.boolean(),
  type: z.enum(PRODUCT_TYPES),
  unit: z.enum(UNITS),
  measure: z.number().nullable(),
  calorie: z.number().int().nullable(),
  amount: z.number().int().positive(),
  count: z.number().int().positive(),
  labels: z.array(z.string()),
  tags: z.array(z.string()),
  timeCookingMin: z.number().int().nullable(),
  timeCookingMax: z.number().int().nullable(),
  isCartRecommendation: z.boolean(),
  deliveryEnabled: z.boolean(),
  systems: z.array(MenuChannelSchema),
  modificationGroups: z.array(ModifierGroupSchema),
  productBranch: z.array(ProductBranchSchema),
  grade: z.number().nullable(),
  integrationId: z.string().nullable(),
  mxicCode: z.string().nullable(),
  barcode: z.string().nullable(),
});
export type Product = z.infer<typeof ProductSchema>;

/** GET /products/v1/overalls: the whole menu of a merchant, flat lists linked by ids. */
export const OverallSchema = z.object({
  groups: z.array(GroupSchema),
  categories: z.array(CategorySchema),
  products: z.array(ProductSchema),
});
export type Overall = z.infer<typeof OverallSchema>;
export const OverallQuerySchema = z.object({ type: MenuChannelSchema.default('WEB') });

export const ProductGradeSchema = z.object({ productId: z.number().int(), grade: z.number() });
export type ProductGrade = z.infer<typeof ProductGradeSchema>;

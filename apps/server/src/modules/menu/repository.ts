/**
 * Menu SQL. The overall menu is loaded with one query per table for the whole merchant (never one per
 * product), so building it costs the same handful of round trips for 10 products or 2,000.
 */
import { and, asc, avg, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  branches,
  categories,
  groups,
  modifierGroups,
  modifiers,
  productBranches,
  productGrades,
  products,
} from '../../db/schema/index.ts';

export function createMenuRepository(db: Db) {
  const ofMerchantProducts = (merchantId: string) =>
    and(eq(products.merchantId, merchantId), eq(products.active, true));

  return {
    listGroups: (merchantId: string) =>
      db
        .select()
        .from(groups)
        .where(eq(groups.merchantId, merchantId))
        .orderBy(asc(groups.priority), asc(groups.id)),

    listCategories: (merchantId: string) =>
      db
        .select()
        .from(categories)
        .where(eq(categories.merchantId, merchantId))
        .orderBy(asc(categories.priority), asc(categories.id)),

    /** Active products of the merchant (every channel; the service filters by `systems`). */
    listActiveProducts: (merchantId: string) =>
      db
        .select()
        .from(products)
        .where(ofMerchantProducts(merchantId))
        .orderBy(asc(products.priority), asc(products.id)),

    listModifierGroups: (merchantId: string) =>
      db
        .select({
          id: modifierGroups.id,
          productId: modifierGroups.productId,
          name: modifierGroups.name,
          min: modifierGroups.min,
          max: modifierGroups.max,
          priority: modifierGroups.priority,
        })
        .from(modifierGroups)
        .innerJoin(products, eq(products.id, modifierGroups.productId))
        .where(ofMerchantProducts(merchantId))
        .orderBy(asc(modifierGroups.priority), asc(modifierGroups.id)),

    listModifiers: (merchantId: string) =>
      db
        .select({
          id: modifiers.id,
          groupId: modifiers.groupId,
          name: modifiers.name,
          price: modifiers.price,
          image: modifiers.image,
          isDefault: modifiers.isDefault,
          priority: modifiers.priority,
        })
        .from(modifiers)
        .innerJoin(modifierGroups, eq(modifierGroups.id, modifiers.groupId))
        .innerJoin(products, eq(products.id, modifierGroups.productId))
        .where(ofMerchantProducts(merchantId))
        .orderBy(asc(modifiers.priority), asc(modifiers.id)),

    /** Branch rows of the merchant's products, with the state of each branch. */
    listProductBranches: (merchantId: string) =>
      db
        .select({
          productId: productBranches.productId,
          branchId: productBranches.branchId,
          isAvailable: productBranches.isAvailable,
          stock: productBranches.stock,
          branchActive: branches.isActive,
          branchDeleted: branches.deleted,
        })
        .from(productBranches)
        .innerJoin(products, eq(products.id, productBranches.productId))
        .innerJoin(branches, eq(branches.id, productBranches.branchId))
        .where(ofMerchantProducts(merchantId))
        .orderBy(asc(productBranches.branchId)),

    /** Average grade per product of the merchant (every product, active or not). */
    listGrades: async (merchantId: string): Promise<Array<{ productId: number; average: number }>> => {
      const rows = await db
        .select({ productId: productGrades.productId, average: avg(productGrades.grade) })
        .from(productGrades)
        .innerJoin(products, eq(products.id, productGrades.productId))
        .where(eq(products.merchantId, merchantId))
        .groupBy(productGrades.productId)
        .orderBy(asc(productGrades.productId));
      return rows.map((r) => ({ productId: r.productId, average: Number(r.average) }));
    },

    /**
     * A fingerprint of everything the overall menu is built from. It changes when a row is added, removed or
     * modified (last_modified_date, counts, prices and stop-list flags of the tables without timestamps), so
     * a cache can tell cheaply that another process changed the menu (decision 010).
     */
    menuStamp: async (merchantId: string): Promise<string> => {
      const m = merchantId;
      const result = await db.execute(sql`
        select
          (select count(*) || '|' || coalesce(max(last_modified_date)::text, '')
             from groups where merchant_id = ${m}) as g,
          (select count(*) || '|' || coalesce(max(last_modified_date)::text, '')
             from categories where merchant_id = ${m}) as c,
          (select count(*) || '|' || coalesce(max(last_modified_date)::text, '')
             from products where merchant_id = ${m}) as p,
          (select count(*) || '|' || coalesce(max(last_modified_date)::text, '')
             || '|' || count(*) filter (where is_active and not deleted)
             from branches where merchant_id = ${m}) as b,
          (select count(*) || '|' || coalesce(sum(mg.min * 1000 + mg.max), 0)
             from modifier_groups mg join products p on p.id = mg.product_id where p.merchant_id = ${m}) as mg,
          (select count(*) || '|' || coalesce(sum(md.price), 0) || '|' || count(*) filter (where md.is_default)
             from modifiers md join modifier_groups mg on mg.id = md.group_id
             join products p on p.id = mg.product_id where p.merchant_id = ${m}) as md,
          (select count(*) || '|' || count(*) filter (where pb.is_available)
             from product_branches pb join products p on p.id = pb.product_id where p.merchant_id = ${m}) as pb,
          (select count(*) || '|' || coalesce(sum(pg.grade), 0)
             from product_grades pg join products p on p.id = pg.product_id where p.merchant_id = ${m}) as gr
      `);
      return JSON.stringify((result as unknown as { rows: unknown[] }).rows[0] ?? null);
    },
  };
}

export type MenuRepository = ReturnType<typeof createMenuRepository>;

/**
 * Menu SQL of the staff API (issue 12): the menu as staff edit it, and the pieces of a product (modifier groups,
 * modifiers, branch rows) kept in step with what the console sends. Every function takes the transaction of the
 * change it is part of; ids are always checked against the merchant first (another merchant's id is not found).
 */
import { pickProductOwnFields, type StaffModifierGroupInput, type StaffProduct } from '@dasturxon/contracts';
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import {
  branches,
  categories,
  groups,
  modifierGroups,
  modifiers,
  productBranches,
  products,
} from '../../db/schema/index.ts';

export type ProductRow = typeof products.$inferSelect;

function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) {
    const list = map.get(key(row));
    if (list) list.push(row);
    else map.set(key(row), [row]);
  }
  return map;
}

/** The live (not deleted) branches of the merchant. */
export const listBranches = (q: Tx, merchantId: string) =>
  q
    .select({ id: branches.id, name: branches.name })
    .from(branches)
    .where(and(eq(branches.merchantId, merchantId), eq(branches.deleted, false)))
    .orderBy(asc(branches.id));

export const listGroups = (q: Tx, merchantId: string) =>
  q
    .select()
    .from(groups)
    .where(eq(groups.merchantId, merchantId))
    .orderBy(asc(groups.priority), asc(groups.id));

export const listCategories = (q: Tx, merchantId: string) =>
  q
    .select()
    .from(categories)
    .where(eq(categories.merchantId, merchantId))
    .orderBy(asc(categories.priority), asc(categories.id));

/** Products of the merchant as staff see them: hidden ones too, deleted ones never; `ids` narrows. */
export async function loadStaffProducts(q: Tx, merchantId: string, ids?: number[]): Promise<StaffProduct[]> {
  const where = and(
    eq(products.merchantId, merchantId),
    eq(products.deleted, false),
    ids ? inArray(products.id, ids) : undefined,
  );
  const rows = await q.select().from(products).where(where).orderBy(asc(products.priority), asc(products.id));
  if (rows.length === 0) return [];
  const productIds = rows.map((r) => r.id);
  const [groupRows, modifierRows, branchRows] = await Promise.all([
    q
      .select()
      .from(modifierGroups)
      .where(inArray(modifierGroups.productId, productIds))
      .orderBy(asc(modifierGroups.priority), asc(modifierGroups.id)),
    q
      .select({ modifier: modifiers, productId: modifierGroups.productId })
      .from(modifiers)
      .innerJoin(modifierGroups, eq(modifierGroups.id, modifiers.groupId))
      .where(inArray(modifierGroups.productId, productIds))
      .orderBy(asc(modifiers.priority), asc(modifiers.id)),
    q
      .select()
      .from(productBranches)
      .where(inArray(productBranches.productId, productIds))
      .orderBy(asc(productBranches.branchId)),
  ]);
  // Grouped once: a 2,000-product menu must not scan every modifier per product.
  const groupsOf = groupBy(groupRows, (g) => g.productId);
  const modifiersOf = groupBy(modifierRows, (m) => m.modifier.groupId);
  const branchesOf = groupBy(branchRows, (b) => b.productId);
  return rows.map((p) => ({
    id: p.id,
    ...pickProductOwnFields(p),
    priority: p.priority,
    type: p.type,
    isAvailable: p.isAvailable,
    branchIds: (branchesOf.get(p.id) ?? []).map((b) => b.branchId),
    branches: (branchesOf.get(p.id) ?? []).map((b) => ({ branchId: b.branchId, isAvailable: b.isAvailable })),
    modificationGroups: (groupsOf.get(p.id) ?? []).map((g) => ({
      id: g.id,
      name: g.name,
      min: g.min,
      max: g.max,
      modifiers: (modifiersOf.get(g.id) ?? []).map(({ modifier: m }) => ({
        id: m.id,
        name: m.name,
        price: m.price,
        image: m.image,
        isDefault: m.isDefault,
      })),
    })),
  }));
}

/**
 * The product's modifier groups and modifiers made equal to `wanted`: ids sent are updated in place (customers'
 * baskets name modifier ids, so an edit must not renumber them), ids not sent are removed, the rest inserted.
 * An id that is not this product's is not found (false).
 */
export async function syncModifiers(
  q: Tx,
  productId: number,
  wanted: readonly StaffModifierGroupInput[],
): Promise<boolean> {
  const existingGroups = await q
    .select({ id: modifierGroups.id })
    .from(modifierGroups)
    .where(eq(modifierGroups.productId, productId));
  const groupIds = new Set(existingGroups.map((g) => g.id));
  const existingModifiers = groupIds.size
    ? await q
        .select({ id: modifiers.id, groupId: modifiers.groupId })
        .from(modifiers)
        .where(inArray(modifiers.groupId, [...groupIds]))
    : [];
  const modifierGroupOf = new Map(existingModifiers.map((m) => [m.id, m.groupId]));
  for (const g of wanted) {
    if (g.id !== undefined && !groupIds.has(g.id)) return false;
    for (const m of g.modifiers) {
      if (m.id !== undefined && modifierGroupOf.get(m.id) !== g.id) return false;
    }
  }
  const keptGroups = wanted.flatMap((g) => (g.id === undefined ? [] : [g.id]));
  const keptModifiers = wanted.flatMap((g) => g.modifiers.flatMap((m) => (m.id === undefined ? [] : [m.id])));
  if (existingModifiers.length) {
    const gone = existingModifiers.filter((m) => !keptModifiers.includes(m.id)).map((m) => m.id);
    if (gone.length) await q.delete(modifiers).where(inArray(modifiers.id, gone));
  }
  await q
    .delete(modifierGroups)
    .where(
      and(
        eq(modifierGroups.productId, productId),
        keptGroups.length ? notInArray(modifierGroups.id, keptGroups) : undefined,
      ),
    );
  for (const [gi, g] of wanted.entries()) {
    const groupValues = { name: g.name, min: g.min, max: g.max, priority: gi };
    let groupId = g.id;
    if (groupId === undefined) {
      const [row] = await q
        .insert(modifierGroups)
        .values({ productId, ...groupValues })
        .returning({ id: modifierGroups.id });
      groupId = row?.id as number;
    } else {
      await q.update(modifierGroups).set(groupValues).where(eq(modifierGroups.id, groupId));
    }
    for (const [mi, m] of g.modifiers.entries()) {
      const values = { name: m.name, price: m.price, image: m.image, isDefault: m.isDefault, priority: mi };
      if (m.id === undefined) await q.insert(modifiers).values({ groupId, ...values });
      else await q.update(modifiers).set(values).where(eq(modifiers.id, m.id));
    }
  }
  return true;
}

/**
 * The branches that offer the product made equal to `branchIds`, keeping the stop-list state of the kept ones;
 * empty = every branch (no rows, decision 004). The product form's and the menu import's (decision 258).
 */
export async function syncProductBranches(
  q: Tx,
  productId: number,
  branchIds: readonly number[],
): Promise<void> {
  await q
    .delete(productBranches)
    .where(
      and(
        eq(productBranches.productId, productId),
        branchIds.length ? notInArray(productBranches.branchId, [...branchIds]) : undefined,
      ),
    );
  if (branchIds.length) {
    await q
      .insert(productBranches)
      .values(branchIds.map((branchId) => ({ productId, branchId })))
      .onConflictDoNothing();
  }
}

/** Ids of `ids` that are live branches of the merchant. */
export async function ownBranchIds(q: Tx, merchantId: string, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await q
    .select({ id: branches.id })
    .from(branches)
    .where(
      and(eq(branches.merchantId, merchantId), eq(branches.deleted, false), inArray(branches.id, [...ids])),
    );
  return new Set(rows.map((r) => r.id));
}

/**
 * Groups and categories on the staff API (issue 12): create, change, delete (refused while something is inside:
 * decision 252), and the order of categories and of the products of a category. Each change is one transaction
 * with its audit row (decision 251); the caller drops the menu cache after it commits.
 */
import type {
  MenuOrder,
  StaffCategory,
  StaffCategoryInput,
  StaffGroup,
  StaffGroupInput,
} from '@dasturxon/contracts';
import { and, count, eq, inArray, max } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { categories, groups, products } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../errors/app-error.ts';
import { type AuditActor, fieldChanges, recordAudit } from '../audit/audit.ts';

type GroupRow = typeof groups.$inferSelect;
type CategoryRow = typeof categories.$inferSelect;

export const toGroup = (g: GroupRow): StaffGroup => ({
  id: g.id,
  name: g.name,
  icon: g.icon,
  image: g.image,
  bgColor: g.bgColor,
  iconBgColor: g.iconBgColor,
  priority: g.priority,
});

export const toCategory = (c: CategoryRow): StaffCategory => ({
  id: c.id,
  groupId: c.groupId,
  name: c.name,
  image: c.image,
  textColor: c.textColor,
  viewType: c.viewType,
  scrollType: c.scrollType,
  navigationType: c.navigationType,
  isWithoutCart: c.isWithoutCart,
  priority: c.priority,
});

const GROUP_FIELDS = ['name', 'icon', 'image', 'bgColor', 'iconBgColor'] as const;
const CATEGORY_FIELDS = [
  'groupId',
  'name',
  'image',
  'textColor',
  'viewType',
  'scrollType',
  'navigationType',
  'isWithoutCart',
] as const;

async function ownGroup(q: Tx, merchantId: string, id: number): Promise<GroupRow> {
  const [row] = await q
    .select()
    .from(groups)
    .where(and(eq(groups.id, id), eq(groups.merchantId, merchantId)));
  if (!row) throw notFound();
  return row;
}

export async function ownCategory(q: Tx, merchantId: string, id: number): Promise<CategoryRow> {
  const [row] = await q
    .select()
    .from(categories)
    .where(and(eq(categories.id, id), eq(categories.merchantId, merchantId)));
  if (!row) throw notFound();
  return row;
}

/** Priorities 0..n-1 in the order given; every id must be one of `owned` (else not found). */
async function reorder(
  q: Tx,
  table: typeof categories | typeof products,
  ids: readonly number[],
  owned: ReadonlySet<number>,
): Promise<void> {
  if (new Set(ids).size !== ids.length || ids.some((id) => !owned.has(id))) throw notFound();
  const now = new Date();
  for (const [priority, id] of ids.entries()) {
    await q.update(table).set({ priority, lastModifiedDate: now }).where(eq(table.id, id));
  }
}

/** The priority that puts a new group or category after the merchant's last one. */
async function nextPriority(
  q: Tx,
  table: typeof groups | typeof categories,
  merchantId: string,
): Promise<number> {
  const [top] = await q
    .select({ p: max(table.priority) })
    .from(table)
    .where(eq(table.merchantId, merchantId));
  return (top?.p ?? -1) + 1;
}

/** The audit row of a create (no `before`) or an update: the fields that changed. */
async function recordEdit<T extends object>(
  q: Tx,
  who: AuditActor,
  entry: { entity: string; id: number; fields: ReadonlyArray<keyof T & string> },
  before: T | null,
  after: T,
): Promise<void> {
  await recordAudit(q, who, {
    entity: entry.entity,
    entityId: entry.id,
    action: before ? 'update' : 'create',
    changes: fieldChanges(before, after, entry.fields),
  });
}

export function createStructureService(db: Db) {
  return {
    async createGroup(who: AuditActor, input: StaffGroupInput): Promise<StaffGroup> {
      return db.transaction(async (tx) => {
        const priority = await nextPriority(tx, groups, who.merchantId);
        const [row] = await tx
          .insert(groups)
          .values({ merchantId: who.merchantId, ...input, priority })
          .returning();
        const group = row as GroupRow;
        await recordEdit(tx, who, { entity: 'menu-group', id: group.id, fields: GROUP_FIELDS }, null, group);
        return toGroup(group);
      });
    },

    async updateGroup(who: AuditActor, id: number, input: StaffGroupInput): Promise<StaffGroup> {
      return db.transaction(async (tx) => {
        const before = await ownGroup(tx, who.merchantId, id);
        const [row] = await tx
          .update(groups)
          .set({ ...input, lastModifiedDate: new Date() })
          .where(eq(groups.id, id))
          .returning();
        const after = row as GroupRow;
        await recordEdit(tx, who, { entity: 'menu-group', id, fields: GROUP_FIELDS }, before, after);
        return toGroup(after);
      });
    },

    async deleteGroup(who: AuditActor, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const before = await ownGroup(tx, who.merchantId, id);
        const [inside] = await tx.select({ n: count() }).from(categories).where(eq(categories.groupId, id));
        if ((inside?.n ?? 0) > 0) throw new AppError('MENU_NOT_EMPTY', 409, 'menuGroupNotEmpty');
        await tx.delete(groups).where(eq(groups.id, id));
        await recordAudit(tx, who, {
          entity: 'menu-group',
          entityId: id,
          action: 'delete',
          changes: { name: { from: before.name, to: null } },
        });
      });
    },

    async createCategory(who: AuditActor, input: StaffCategoryInput): Promise<StaffCategory> {
      return db.transaction(async (tx) => {
        await ownGroup(tx, who.merchantId, input.groupId);
        const priority = await nextPriority(tx, categories, who.merchantId);
        const [row] = await tx
          .insert(categories)
          .values({ merchantId: who.merchantId, ...input, priority })
          .returning();
        const category = row as CategoryRow;
        await recordEdit(
          tx,
          who,
          { entity: 'category', id: category.id, fields: CATEGORY_FIELDS },
          null,
          category,
        );
        return toCategory(category);
      });
    },

    async updateCategory(who: AuditActor, id: number, input: StaffCategoryInput): Promise<StaffCategory> {
      return db.transaction(async (tx) => {
        const before = await ownCategory(tx, who.merchantId, id);
        if (input.groupId !== before.groupId) await ownGroup(tx, who.merchantId, input.groupId);
        const [row] = await tx
          .update(categories)
          .set({ ...input, lastModifiedDate: new Date() })
          .where(eq(categories.id, id))
          .returning();
        const after = row as CategoryRow;
        await recordEdit(tx, who, { entity: 'category', id, fields: CATEGORY_FIELDS }, before, after);
        return toCategory(after);
      });
    },

    /** Refused while live products are inside; deleted ones (kept for history) go with the category. */
    async deleteCategory(who: AuditActor, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const before = await ownCategory(tx, who.merchantId, id);
        const [inside] = await tx
          .select({ n: count() })
          .from(products)
          .where(and(eq(products.categoryId, id), eq(products.deleted, false)));
        if ((inside?.n ?? 0) > 0) throw new AppError('MENU_NOT_EMPTY', 409, 'menuCategoryNotEmpty');
        await tx.delete(categories).where(eq(categories.id, id));
        await recordAudit(tx, who, {
          entity: 'category',
          entityId: id,
          action: 'delete',
          changes: { name: { from: before.name, to: null } },
        });
      });
    },

    async orderCategories(who: AuditActor, { ids }: MenuOrder): Promise<void> {
      await db.transaction(async (tx) => {
        const owned = await tx
          .select({ id: categories.id })
          .from(categories)
          .where(and(eq(categories.merchantId, who.merchantId), inArray(categories.id, ids)));
        await reorder(tx, categories, ids, new Set(owned.map((r) => r.id)));
        await recordAudit(tx, who, { entity: 'category', action: 'reorder', changes: { order: ids } });
      });
    },

    async orderProducts(who: AuditActor, categoryId: number, { ids }: MenuOrder): Promise<void> {
      await db.transaction(async (tx) => {
        await ownCategory(tx, who.merchantId, categoryId);
        const owned = await tx
          .select({ id: products.id })
          .from(products)
          .where(
            and(
              eq(products.merchantId, who.merchantId),
              eq(products.categoryId, categoryId),
              eq(products.deleted, false),
              inArray(products.id, ids),
            ),
          );
        await reorder(tx, products, ids, new Set(owned.map((r) => r.id)));
        await recordAudit(tx, who, {
          entity: 'category',
          entityId: categoryId,
          action: 'reorder-products',
          changes: { order: ids },
        });
      });
    },
  };
}

export type StructureService = ReturnType<typeof createStructureService>;

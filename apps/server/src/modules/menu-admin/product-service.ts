/**
 * Products on the staff API (issue 12): create, change (price changes logged from/to), soft delete (decision 252)
 * and the stop-list (decision 253). Each change is one transaction with its audit row (decision 251); the caller
 * drops the menu cache after it commits, so the storefront's next request gets a new ETag.
 */
import type {
  StaffAvailabilityInput,
  StaffProduct,
  StaffProductInput,
  StaffRole,
} from '@dasturxon/contracts';
import { and, eq, max } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { productBranches, products } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../errors/app-error.ts';
import { type AuditActor, fieldChanges, recordAudit } from '../audit/audit.ts';
import {
  listBranches,
  loadStaffProducts,
  ownBranchIds,
  type ProductRow,
  syncModifiers,
  syncProductBranches,
} from './repository.ts';
import { ownCategory } from './structure-service.ts';

/** Fields compared for the audit log (every field of the form). */
const AUDIT_FIELDS = [
  'categoryId',
  'name',
  'description',
  'image',
  'costPrice',
  'discount',
  'unit',
  'measure',
  'calorie',
  'amount',
  'labels',
  'timeCookingMin',
  'timeCookingMax',
  'isCartRecommendation',
  'deliveryEnabled',
  'systems',
  'active',
  'branchIds',
  'modificationGroups',
  'integrationId',
  'mxicCode',
  'barcode',
] as const satisfies ReadonlyArray<keyof StaffProduct>;

/** The columns of a product row from the form. */
function rowValues(input: StaffProductInput) {
  const { branchIds: _b, modificationGroups, ...fields } = input;
  return {
    ...fields,
    labels: [...new Set(fields.labels)],
    systems: [...new Set(fields.systems)],
    type: modificationGroups.length > 0 ? ('MODIFICATION' as const) : ('NONE' as const),
    lastModifiedDate: new Date(),
  };
}

async function loadOne(q: Tx, merchantId: string, id: number): Promise<StaffProduct> {
  const [product] = await loadStaffProducts(q, merchantId, [id]);
  if (!product) throw notFound();
  return product;
}

/** The form's references (category, branches) must be the merchant's own. */
async function checkReferences(q: Tx, merchantId: string, input: StaffProductInput): Promise<void> {
  await ownCategory(q, merchantId, input.categoryId);
  const own = await ownBranchIds(q, merchantId, input.branchIds);
  if (input.branchIds.some((id) => !own.has(id))) throw notFound('branchNotFound');
}

/** The priority that puts a product after the live products of its category. */
async function lastInCategory(q: Tx, categoryId: number): Promise<number> {
  const [top] = await q
    .select({ p: max(products.priority) })
    .from(products)
    .where(and(eq(products.categoryId, categoryId), eq(products.deleted, false)));
  return (top?.p ?? -1) + 1;
}

export function createProductService(db: Db) {
  return {
    async create(who: AuditActor, input: StaffProductInput): Promise<StaffProduct> {
      return db.transaction(async (tx) => {
        await checkReferences(tx, who.merchantId, input);
        if (input.modificationGroups.some((g) => g.id !== undefined || g.modifiers.some((m) => m.id))) {
          throw notFound();
        }
        const priority = await lastInCategory(tx, input.categoryId);
        const [row] = await tx
          .insert(products)
          .values({ merchantId: who.merchantId, ...rowValues(input), priority })
          .returning({ id: products.id });
        const id = (row as { id: number }).id;
        await syncModifiers(tx, id, input.modificationGroups);
        await syncProductBranches(tx, id, [...new Set(input.branchIds)]);
        const after = await loadOne(tx, who.merchantId, id);
        await recordAudit(tx, who, {
          entity: 'product',
          entityId: id,
          action: 'create',
          changes: fieldChanges(null, after, AUDIT_FIELDS),
        });
        return after;
      });
    },

    async update(who: AuditActor, id: number, input: StaffProductInput): Promise<StaffProduct> {
      return db.transaction(async (tx) => {
        const before = await loadOne(tx, who.merchantId, id);
        await checkReferences(tx, who.merchantId, input);
        const values = rowValues(input);
        // Moved to another category: it goes last there.
        if (input.categoryId !== before.categoryId) {
          Object.assign(values, { priority: await lastInCategory(tx, input.categoryId) });
        }
        if (!(await syncModifiers(tx, id, input.modificationGroups))) throw notFound();
        await tx.update(products).set(values).where(eq(products.id, id));
        await syncProductBranches(tx, id, [...new Set(input.branchIds)]);
        const after = await loadOne(tx, who.merchantId, id);
        await recordAudit(tx, who, {
          entity: 'product',
          entityId: id,
          action: 'update',
          changes: fieldChanges(before, after, AUDIT_FIELDS),
        });
        return after;
      });
    },

    /** Soft delete: gone from the menu and the console, kept for grades, favourites and history. */
    async remove(who: AuditActor, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const before = await loadOne(tx, who.merchantId, id);
        await tx
          .update(products)
          .set({ deleted: true, active: false, lastModifiedDate: new Date() })
          .where(eq(products.id, id));
        await recordAudit(tx, who, {
          entity: 'product',
          entityId: id,
          action: 'delete',
          changes: { name: { from: before.name, to: null }, costPrice: { from: before.costPrice, to: null } },
        });
      });
    },

    /**
     * The stop-list (decision 253). `branchId` null: the product at every branch. A branch: only there; a product
     * offered everywhere (no branch rows) first gets a row per branch, so stopping one branch leaves the others.
     */
    async setAvailability(
      who: AuditActor & { role: StaffRole; branchId: number | null },
      id: number,
      input: StaffAvailabilityInput,
    ): Promise<StaffProduct> {
      // An OPERATOR tied to a branch works that branch's stop-list only.
      if (who.role !== 'ADMIN' && who.branchId !== null && input.branchId !== who.branchId) {
        throw new AppError('FORBIDDEN', 403, 'forbidden');
      }
      return db.transaction(async (tx) => {
        const before = await loadOne(tx, who.merchantId, id);
        const now = new Date();
        const setProduct = (isAvailable: boolean) =>
          tx.update(products).set({ isAvailable, lastModifiedDate: now }).where(eq(products.id, id));
        const setRows = (isAvailable: boolean, branchId?: number) =>
          tx
            .update(productBranches)
            .set({ isAvailable })
            .where(
              and(
                eq(productBranches.productId, id),
                branchId === undefined ? undefined : eq(productBranches.branchId, branchId),
              ),
            );
        let from: boolean;
        if (input.branchId === null) {
          from = before.isAvailable && before.branches.every((b) => b.isAvailable);
          await setProduct(input.available);
          if (input.available) await setRows(true);
        } else {
          const branchId = input.branchId;
          if (!(await ownBranchIds(tx, who.merchantId, [branchId])).has(branchId)) {
            throw notFound('branchNotFound');
          }
          let rows = before.branches;
          if (rows.length === 0) {
            rows = (await listBranches(tx, who.merchantId)).map((b) => ({
              branchId: b.id,
              isAvailable: true,
            }));
            await tx
              .insert(productBranches)
              .values(rows.map((r) => ({ productId: id, branchId: r.branchId })));
          }
          const row = rows.find((r) => r.branchId === branchId);
          // The product is not offered at that branch: nothing to stop there.
          if (!row) throw notFound('branchNotFound');
          from = before.isAvailable && row.isAvailable;
          if (input.available && !before.isAvailable) {
            // Back at this branch only, after a stop everywhere: the others stay stopped.
            await setRows(false);
            await setProduct(true);
          }
          await setRows(input.available, branchId);
          if (before.isAvailable) await setProduct(true);
        }
        const after = await loadOne(tx, who.merchantId, id);
        await recordAudit(tx, who, {
          entity: 'product',
          entityId: id,
          action: input.available ? 'resume' : 'stop',
          changes: { branchId: input.branchId, available: { from, to: input.available } },
        });
        return after;
      });
    },
  };
}

export type ProductService = ReturnType<typeof createProductService>;
export type { ProductRow };

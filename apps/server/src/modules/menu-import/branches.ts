/** Where an imported product is offered (decision 258): the branch rows made equal to `branchIds`, keeping the
 * stop-list state of the branches that stay; empty = every branch (no rows, decision 004). */
import { and, eq, notInArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { productBranches } from '../../db/schema/index.ts';

export async function syncBranches(q: Tx, productId: number, branchIds: readonly number[]): Promise<void> {
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

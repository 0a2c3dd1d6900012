/**
 * Demo seed for dine-in (issue 13): Navro'z Chilonzor has a Terrace (tables 1-8) and a Main hall (10-16),
 * Mirobod one hall (1-6); guests may order at the table without signing in. Every other demo merchant gets one
 * hall at its first branch.
 */
import { and, asc, eq } from 'drizzle-orm';
import { createHallWithTables, setDiningSettings } from '../factories/dining.ts';
import { type DbTransaction, ml } from '../factories/shared.ts';
import { branches } from '../schema/index.ts';

async function branchNamed(tx: DbTransaction, merchantId: string, eng: string): Promise<number | undefined> {
  const rows = await tx
    .select({ id: branches.id, name: branches.name })
    .from(branches)
    .where(and(eq(branches.merchantId, merchantId), eq(branches.deleted, false)))
    .orderBy(asc(branches.id));
  return (rows.find((b) => b.name.eng === eng) ?? rows[0])?.id;
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

export async function seedDiningDemo(tx: DbTransaction, merchantIds: Record<string, string>): Promise<void> {
  for (const [sub, merchantId] of Object.entries(merchantIds)) {
    if (sub === 'navruz') {
      const chilonzor = await branchNamed(tx, merchantId, 'Chilonzor');
      const mirobod = await branchNamed(tx, merchantId, 'Mirobod');
      if (chilonzor) {
        await createHallWithTables(tx, {
          merchantId,
          branchId: chilonzor,
          numbers: range(1, 8),
          priority: 0,
        });
        await createHallWithTables(tx, {
          merchantId,
          branchId: chilonzor,
          name: ml('Asosiy zal', 'Основной зал', 'Main hall'),
          numbers: range(10, 16),
          priority: 1,
        });
      }
      if (mirobod) {
        await createHallWithTables(tx, {
          merchantId,
          branchId: mirobod,
          name: ml('Zal', 'Зал', 'Hall'),
          numbers: range(1, 6),
        });
      }
      await setDiningSettings(tx, { merchantId, guestOrdering: true });
      continue;
    }
    const first = await branchNamed(tx, merchantId, '');
    if (first) {
      await createHallWithTables(tx, {
        merchantId,
        branchId: first,
        name: ml('Zal', 'Зал', 'Hall'),
        numbers: range(1, 6),
      });
    }
  }
}

import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, databases, type TestDb } from '../../testing/test-db.ts';
import { categories, groups, merchants, modifierGroups, modifiers, products } from '../schema/index.ts';
import { LARGE_SUB, seedLarge } from './large.ts';

describe.each(databases())('large seed on %s', (kind) => {
  let handle: TestDb;
  beforeAll(async () => {
    handle = await createTestDb(kind);
    await handle.reset();
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('creates bigmenu with 10 groups, 100 categories and 2,000 products, some with modifiers, once', async () => {
    expect(await seedLarge(handle.db)).toEqual({ seeded: true });
    const [merchant] = await handle.db.select().from(merchants).where(eq(merchants.sub, LARGE_SUB));
    if (!merchant) throw new Error('bigmenu missing');
    const countOf = async (table: typeof groups | typeof categories | typeof products) =>
      (await handle.db.select({ n: count() }).from(table).where(eq(table.merchantId, merchant.id)))[0]?.n;
    expect(await countOf(groups)).toBe(10);
    expect(await countOf(categories)).toBe(100);
    expect(await countOf(products)).toBe(2000);

    const [withSizes] = await handle.db
      .select({ n: count() })
      .from(modifierGroups)
      .where(eq(modifierGroups.min, 1));
    expect(withSizes?.n).toBe(400);
    const [modifierCount] = await handle.db.select({ n: count() }).from(modifiers);
    expect(modifierCount?.n).toBeGreaterThan(1000);

    expect(await seedLarge(handle.db)).toEqual({ seeded: false });
    expect(await countOf(products)).toBe(2000);
  });
});

/**
 * Demo content: Navro'z (dark, two brands: the choyxona and Navro'z Burger) and Bodomzor (light).
 * Built only from the data factories, in one transaction, and only once: nothing happens when the merchant
 * `navruz` already exists.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { merchants } from '../schema/index.ts';
import { bodomzorSpec } from './bodomzor/index.ts';
import { ensureCity } from './cities.ts';
import { seedDiningDemo } from './dining.ts';
import type { DemoCity, MerchantSpec } from './merchant-spec.ts';
import { seedMerchant } from './merchant-spec.ts';
import { navruzSpec } from './navruz/index.ts';
import { navruzBurgerSpec } from './navruz-burger/index.ts';
import { seedOrderingDemo } from './ordering.ts';
import { seedPaymentsDemo } from './payments.ts';
import { seedStaffDemo } from './staff.ts';

export const DEMO_SUBS = ['navruz', 'navruzburger', 'bodomzor'] as const;
export const demoMerchantSpecs: MerchantSpec[] = [navruzSpec, navruzBurgerSpec, bodomzorSpec];

export interface SeedResult {
  seeded: boolean;
}

export async function seedDemo(db: Db): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    // Serialise concurrent seeders (two server instances starting at once on PostgreSQL).
    await tx.execute(sql`select pg_advisory_xact_lock(727001)`);
    const [existing] = await tx
      .select({ id: merchants.id })
      .from(merchants)
      .where(eq(merchants.sub, 'navruz'));
    if (existing) return { seeded: false };

    const cityIds: Record<DemoCity, number> = {
      tashkent: await ensureCity(tx, 'tashkent'),
      samarkand: await ensureCity(tx, 'samarkand'),
    };
    for (const spec of demoMerchantSpecs) await seedMerchant(tx, spec, cityIds);
    // Ordering (issue 4): settings, zones, promos, staff, couriers and sandbox payment credentials.
    const demo = await tx.select({ id: merchants.id, sub: merchants.sub }).from(merchants);
    const merchantIds = Object.fromEntries(demo.map((m) => [m.sub, m.id]));
    await seedOrderingDemo(tx, merchantIds);
    await seedStaffDemo(tx, merchantIds);
    await seedPaymentsDemo(tx, merchantIds);
    await seedDiningDemo(tx, merchantIds);
    return { seeded: true };
  });
}

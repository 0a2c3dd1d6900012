/**
 * Demo seed: staff accounts and couriers of the demo merchants (issue 4). Every demo merchant gets the same
 * logins, so the README and the e2e journeys can name them:
 *
 *   admin / admin123       ADMIN      everything, including attaching couriers
 *   operator / operator123 OPERATOR   the order desk
 *   kitchen / kitchen123   KITCHEN    accepted -> cooking -> done
 *   courier1, courier2 / courier123   COURIER (each with its courier: on the way, delivered, location)
 *
 * Demo passwords only: a real merchant's accounts are created with their own passwords.
 */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { createCourierAccount, createStaff } from '../factories/staff.ts';
import { branches } from '../schema/index.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const DEMO_STAFF = [
  { login: 'admin', password: 'admin123', role: 'ADMIN', name: 'Administrator' },
  { login: 'operator', password: 'operator123', role: 'OPERATOR', name: 'Malika Operator' },
  { login: 'kitchen', password: 'kitchen123', role: 'KITCHEN', name: 'Oshpaz Rustam' },
] as const;

export const DEMO_COURIERS = [
  { login: 'courier1', password: 'courier123', name: 'Jasur Rahimov' },
  { login: 'courier2', password: 'courier123', name: 'Bobur Aliyev' },
] as const;

/** `merchantIds`: demo merchant id by sub-domain (navruz, navruzburger, bodomzor). */
export async function seedStaffDemo(tx: Tx, merchantIds: Record<string, string>): Promise<void> {
  for (const merchantId of Object.values(merchantIds)) {
    for (const account of DEMO_STAFF) await createStaff(tx, { merchantId, ...account });
    const [mainBranch] = await tx
      .select({ id: branches.id })
      .from(branches)
      .where(eq(branches.merchantId, merchantId))
      .orderBy(asc(branches.id))
      .limit(1);
    for (const courier of DEMO_COURIERS) {
      await createCourierAccount(tx, { merchantId, ...courier, branchId: mainBranch?.id ?? null });
    }
  }
}

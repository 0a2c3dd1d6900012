/** Demo seed: order settings, delivery zones, payment settings and promos of the demo merchants (orders helper). Issue 4. */
import type { Db } from '../client.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** `merchantIds`: demo merchant id by sub-domain (navruz, navruzburger, bodomzor). */
export async function seedOrderingDemo(_tx: Tx, _merchantIds: Record<string, string>): Promise<void> {}

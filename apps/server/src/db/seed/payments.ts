/** Demo seed: sandbox payment credentials (Payme, Click, Uzum) of the demo merchants (payments helper). Issue 4. */
import type { Db } from '../client.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** `merchantIds`: demo merchant id by sub-domain (navruz, navruzburger, bodomzor). */
export async function seedPaymentsDemo(_tx: Tx, _merchantIds: Record<string, string>): Promise<void> {}

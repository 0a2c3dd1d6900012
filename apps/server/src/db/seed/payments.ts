/**
 * Demo seed: sandbox payment credentials (Payme, Click, Uzum) of the demo merchants (payments helper). Issue 4.
 * Fixed, random-looking strings, different per merchant (a Payme key names its merchant), so the demo pays
 * through the sandbox provider (decision 110). They are sandbox values only: never real provider keys.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import type { PaymentCredentials } from '../factories/payments.ts';
import { merchants } from '../schema/index.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const DEMO_PAYMENT_CREDENTIALS: Record<string, PaymentCredentials> = {
  navruz: {
    paymeMerchantId: '6651f0c2a8e4b7d1930c5e21',
    paymeKey: 'demo-sbx-Hq7vN2kPz9RfW4mYtL3c',
    clickServiceId: '31742',
    clickMerchantId: '24518',
    clickSecretKey: 'demo-sbx-click-Xe81TqLm3VbNz0Rd',
    uzumServiceId: '498213',
    uzumLogin: 'navruz-sbx',
    uzumPassword: 'demo-sbx-uzum-K4pQ9wEr7tYh',
  },
  navruzburger: {
    paymeMerchantId: '6651f0d8c31a9e4f02b7d643',
    paymeKey: 'demo-sbx-Tb5xR8jLw2QnC6vMz1Ks',
    clickServiceId: '31743',
    clickMerchantId: '24519',
    clickSecretKey: 'demo-sbx-click-Pz4GhWn7Lc2YsQ9e',
    uzumServiceId: '498214',
    uzumLogin: 'navruzburger-sbx',
    uzumPassword: 'demo-sbx-uzum-M8sD3fGh6jKl',
  },
  bodomzor: {
    paymeMerchantId: '6651f0e5b90d2c7a81e4f356',
    paymeKey: 'demo-sbx-Yc3mK7pVn5WqE8rTz2Hd',
    clickServiceId: '31744',
    clickMerchantId: '24520',
    clickSecretKey: 'demo-sbx-click-Jr6NvB2xKq8TmW1u',
    uzumServiceId: '498215',
    uzumLogin: 'bodomzor-sbx',
    uzumPassword: 'demo-sbx-uzum-R2tY5uIo8pAs',
  },
};

/** `merchantIds`: demo merchant id by sub-domain (navruz, navruzburger, bodomzor). */
export async function seedPaymentsDemo(tx: Tx, merchantIds: Record<string, string>): Promise<void> {
  for (const [sub, credentials] of Object.entries(DEMO_PAYMENT_CREDENTIALS)) {
    const id = merchantIds[sub];
    if (!id) continue;
    // Marked as sandbox credentials: a sandbox server pays these merchants on its sandbox page (decision 173).
    await tx
      .update(merchants)
      .set({ ...credentials, paymentsSandbox: true })
      .where(eq(merchants.id, id));
  }
}

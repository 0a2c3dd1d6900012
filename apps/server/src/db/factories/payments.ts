/**
 * Factories for payment tests: a merchant with its own provider credentials (unique per call: createMerchant's
 * defaults are shared by every merchant, and a Payme key names its merchant), and an order row inserted
 * directly (no dependence on the ordering routes), plus a ready-made "customer with an order to pay".
 */
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { orders } from '../schema/index.ts';
import { createSession, createUser, type UserRow } from './account.ts';
import {
  type CreateMerchantOptions,
  createBranch,
  createCity,
  createMerchant,
  type MerchantRow,
} from './merchant.ts';
import { type Executor, firstRow } from './shared.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderInsert = typeof orders.$inferInsert;

export interface PaymentCredentials {
  paymeMerchantId: string;
  paymeKey: string;
  clickServiceId: string;
  clickMerchantId: string;
  clickSecretKey: string;
  uzumServiceId: string;
  uzumLogin: string;
  uzumPassword: string;
}

/** Fresh random sandbox credentials for the three providers. */
export function randomPaymentCredentials(): PaymentCredentials {
  const digits = (n: number) =>
    Array.from(randomBytes(n), (b) => String(b % 10))
      .join('')
      .replace(/^0/, '1');
  return {
    paymeMerchantId: randomBytes(12).toString('hex'),
    paymeKey: randomBytes(18).toString('base64url'),
    clickServiceId: digits(5),
    clickMerchantId: digits(5),
    clickSecretKey: randomBytes(12).toString('base64url'),
    uzumServiceId: digits(6),
    uzumLogin: `uzum-${randomBytes(4).toString('hex')}`,
    uzumPassword: randomBytes(12).toString('base64url'),
  };
}

/**
 * A merchant with unique payment credentials (returned on the row), marked as sandbox credentials so a server
 * in sandbox mode pays its orders on the sandbox page; `paymentsSandbox: false` makes it a live merchant
 * (decision 173).
 */
export async function createPaymentMerchant(
  db: Executor,
  overrides: CreateMerchantOptions = {},
): Promise<MerchantRow> {
  return createMerchant(db, { ...randomPaymentCredentials(), paymentsSandbox: true, ...overrides });
}

export type CreateOrderOptions = Partial<OrderInsert> & {
  merchantId: string;
  userId: number;
  branchId: number;
};

/** One order row (a 1-dish delivery of `totalPrice` so'm, CREATED and unpaid unless overridden). */
export async function createOrderRow(db: Executor, overrides: CreateOrderOptions): Promise<OrderRow> {
  const [next] = await db
    .select({ n: sql<number>`coalesce(max(${orders.number}), 1000) + 1` })
    .from(orders)
    .where(eq(orders.merchantId, overrides.merchantId));
  const total = overrides.totalPrice ?? 45_000;
  const values: OrderInsert = {
    number: Number(next?.n ?? 1001),
    status: 'CREATED',
    serviceType: 'DELIVERY',
    paymentType: 'PAYME',
    isPaid: false,
    orderDevice: 'WEB',
    productPrice: total,
    productDiscount: 0,
    productCount: 1,
    promoProductDiscount: 0,
    deliveryPrice: 0,
    deliveryDiscount: 0,
    serviceFee: 0,
    cashback: 0,
    totalPrice: total,
    ...overrides,
  };
  return firstRow(await db.insert(orders).values(values).returning(), 'order');
}

export interface PayableOrder {
  merchant: MerchantRow;
  user: UserRow;
  /** Bearer token of the user's session. */
  token: string;
  branchId: number;
  order: OrderRow;
}

/** A merchant with credentials, a signed-in customer, a branch and one order of that customer. */
export async function createPayableOrder(
  db: Executor,
  order: Partial<OrderInsert> = {},
  merchantOverrides: CreateMerchantOptions = {},
): Promise<PayableOrder> {
  const merchant = await createPaymentMerchant(db, merchantOverrides);
  const user = await createUser(db, { merchantId: merchant.id });
  const token = await createSession(db, user);
  const city = await createCity(db);
  const branch = await createBranch(db, { merchantId: merchant.id, cityId: city.id });
  const row = await createOrderRow(db, {
    merchantId: merchant.id,
    userId: user.id,
    branchId: branch.id,
    ...order,
  });
  return { merchant, user, token, branchId: branch.id, order: row };
}

/**
 * Factories for customer accounts: a user of a merchant and a logged-in session for it. createSession returns
 * the bearer token (only its hash is stored), ready for `authorization: Bearer <token>`.
 */
import { createHash, randomBytes } from 'node:crypto';
import { addresses, sessions, users } from '../schema/index.ts';
import { type Executor, firstRow } from './shared.ts';

export type UserRow = typeof users.$inferSelect;
export type UserInsert = typeof users.$inferInsert;

let phoneSequence = 0;
/** A phone number unique within this process: 99890 + 7 digits. */
export function uniquePhone(): string {
  phoneSequence += 1;
  const random = Math.floor(Math.random() * 1000);
  return `99890${String(random).padStart(3, '0')}${String(phoneSequence % 10_000).padStart(4, '0')}`;
}

export async function createUser(
  db: Executor,
  overrides: Partial<UserInsert> & { merchantId: string },
): Promise<UserRow> {
  const rows = await db
    .insert(users)
    .values({ phone: uniquePhone(), firstName: 'Aziza', lastName: 'Karimova', ...overrides })
    .returning();
  return firstRow(rows, 'user');
}

/**
 * A live session of `user` (90 days ahead unless `expiresAt` says otherwise); answers the bearer token.
 * `now` is when it was created and last used: pass the app's clock when the test pins one (decision 170),
 * or the session service compares its clock with the real time of this insert.
 */
export async function createSession(
  db: Executor,
  user: { id: number; merchantId: string },
  opts: { client?: 'WEB' | 'TG'; expiresAt?: Date; revokedAt?: Date | null; now?: Date } = {},
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = opts.now ?? new Date();
  await db.insert(sessions).values({
    tokenHash: createHash('sha256').update(token).digest('hex'),
    merchantId: user.merchantId,
    userId: user.id,
    client: opts.client ?? 'WEB',
    createdAt: now,
    lastUsedAt: now,
    expiresAt: opts.expiresAt ?? new Date(now.getTime() + 90 * 24 * 60 * 60 * 1000),
    revokedAt: opts.revokedAt ?? null,
  });
  return token;
}

export type AddressRow = typeof addresses.$inferSelect;

/** A saved address of `userId` (Chilonzor, Tashkent, unless overridden). */
export async function createAddress(
  db: Executor,
  overrides: Partial<typeof addresses.$inferInsert> & { merchantId: string; userId: number },
): Promise<AddressRow> {
  const rows = await db
    .insert(addresses)
    .values({ name: 'Uy', streetName: 'Bunyodkor', latitude: 41.2856, longitude: 69.2034, ...overrides })
    .returning();
  return firstRow(rows, 'address');
}

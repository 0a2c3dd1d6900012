/**
 * Factories for the staff API (issue 4): staff accounts with a role and a password (scrypt, as the
 * login checks it) and live staff sessions. createStaffSession returns the bearer token (only its hash is
 * stored), ready for `authorization: Bearer <token>`.
 */
import { createHash, randomBytes } from 'node:crypto';
import { hashPassword } from '../../modules/staff/passwords.ts';
import { staff, staffSessions } from '../schema/index.ts';
import { type CourierRow, createCourier } from './ordering.ts';
import { type Executor, firstRow, uniqueToken } from './shared.ts';

export type StaffRow = typeof staff.$inferSelect;
export type StaffRole = StaffRow['role'];

/** Hashing costs ~50 ms: tests and the seed reuse one hash per password (each still has its own salt once). */
const hashes = new Map<string, Promise<string>>();
export function passwordHashFor(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}

/** A staff account; `password` defaults to "secret123". Logins are stored in lower case. */
export async function createStaff(
  db: Executor,
  overrides: Omit<Partial<typeof staff.$inferInsert>, 'passwordHash'> & {
    merchantId: string;
    role?: StaffRole;
    password?: string;
  },
): Promise<StaffRow & { password: string }> {
  const { password = 'secret123', role = 'OPERATOR', ...rest } = overrides;
  const rows = await db
    .insert(staff)
    .values({
      login: `${role.toLowerCase()}-${uniqueToken()}`,
      name: 'Dilnoza Yusupova',
      role,
      passwordHash: await passwordHashFor(password),
      ...rest,
      ...(rest.login ? { login: rest.login.toLowerCase() } : {}),
    })
    .returning();
  return { ...firstRow(rows, 'staff'), password };
}

/**
 * A live staff session (12 hours unless `expiresAt` says otherwise); answers the bearer token. `now`: when it
 * was created; pass the app's clock when the test pins one (decision 170).
 */
export async function createStaffSession(
  db: Executor,
  account: { id: number; merchantId: string },
  opts: { expiresAt?: Date; revokedAt?: Date | null; now?: Date } = {},
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = opts.now ?? new Date();
  await db.insert(staffSessions).values({
    tokenHash: createHash('sha256').update(token).digest('hex'),
    staffId: account.id,
    merchantId: account.merchantId,
    createdAt: now,
    expiresAt: opts.expiresAt ?? new Date(now.getTime() + 12 * 60 * 60 * 1000),
    revokedAt: opts.revokedAt ?? null,
  });
  return token;
}

/** A courier with its COURIER staff account (couriers log in to report where they are). */
export async function createCourierAccount(
  db: Executor,
  overrides: {
    merchantId: string;
    login?: string;
    password?: string;
    name?: string;
    branchId?: number | null;
  },
): Promise<{ courier: CourierRow; account: StaffRow & { password: string } }> {
  const name = overrides.name ?? 'Jasur Rahimov';
  const courier = await createCourier(db, {
    merchantId: overrides.merchantId,
    name,
    branchId: overrides.branchId ?? null,
  });
  const account = await createStaff(db, {
    merchantId: overrides.merchantId,
    role: 'COURIER',
    name,
    courierId: courier.id,
    ...(overrides.login ? { login: overrides.login } : {}),
    ...(overrides.password ? { password: overrides.password } : {}),
  });
  return { courier, account };
}

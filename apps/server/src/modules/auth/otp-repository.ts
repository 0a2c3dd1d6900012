/** otp_codes access. Rows are also the log the send limits count, so counting happens in the database. */
import { and, count, desc, eq, gt, isNull, lt, min, sql } from 'drizzle-orm';
import type { Executor } from '../../db/factories/shared.ts';
import { otpCodes } from '../../db/schema/index.ts';

export type OtpPurpose = 'LOGIN' | 'CHANGE_PHONE';

export interface OtpRow {
  id: number;
  codeHash: string;
  attempts: number;
  userId: number | null;
  expiresAt: Date;
  consumedAt: Date | null;
}

/** The queries, on the database or inside a transaction. */
function otpQueries(db: Executor) {
  return {
    /** Codes sent to a phone of a merchant since `since`, with the newest and oldest send time. */
    async phoneWindow(merchantId: string, phone: string, since: Date) {
      const [row] = await db
        .select({
          n: count(),
          oldest: min(otpCodes.createdAt),
          newest: sql<Date | null>`max(${otpCodes.createdAt})`,
        })
        .from(otpCodes)
        .where(
          and(eq(otpCodes.merchantId, merchantId), eq(otpCodes.phone, phone), gt(otpCodes.createdAt, since)),
        );
      return {
        count: row?.n ?? 0,
        oldest: row?.oldest ? new Date(row.oldest) : null,
        newest: row?.newest ? new Date(row.newest) : null,
      };
    },

    /** Codes asked for by one client address since `since`, over every merchant (one attacker, many shops). */
    async clientWindow(clientIp: string, since: Date) {
      const [row] = await db
        .select({ n: count(), oldest: min(otpCodes.createdAt) })
        .from(otpCodes)
        .where(and(eq(otpCodes.clientIp, clientIp), gt(otpCodes.createdAt, since)));
      return { count: row?.n ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
    },

    async insert(row: {
      merchantId: string;
      phone: string;
      purpose: OtpPurpose;
      userId: number | null;
      codeHash: string;
      clientIp: string;
      now: Date;
      expiresAt: Date;
    }): Promise<number> {
      const [inserted] = await db
        .insert(otpCodes)
        .values({
          merchantId: row.merchantId,
          phone: row.phone,
          purpose: row.purpose,
          userId: row.userId,
          codeHash: row.codeHash,
          clientIp: row.clientIp,
          createdAt: row.now,
          expiresAt: row.expiresAt,
        })
        .returning({ id: otpCodes.id });
      if (!inserted) throw new Error('otp insert returned no row');
      return inserted.id;
    },

    async remove(id: number): Promise<void> {
      await db.delete(otpCodes).where(eq(otpCodes.id, id));
    },

    /** The newest code of a phone for a purpose: only the last code sent is ever accepted. */
    async latest(merchantId: string, phone: string, purpose: OtpPurpose): Promise<OtpRow | null> {
      const [row] = await db
        .select({
          id: otpCodes.id,
          codeHash: otpCodes.codeHash,
          attempts: otpCodes.attempts,
          userId: otpCodes.userId,
          expiresAt: otpCodes.expiresAt,
          consumedAt: otpCodes.consumedAt,
        })
        .from(otpCodes)
        .where(
          and(eq(otpCodes.merchantId, merchantId), eq(otpCodes.phone, phone), eq(otpCodes.purpose, purpose)),
        )
        .orderBy(desc(otpCodes.createdAt), desc(otpCodes.id))
        .limit(1);
      return row ?? null;
    },

    /**
     * Count one attempt, atomically: false when the code already used up its attempts or was consumed, so two
     * parallel guesses cannot both slip under the limit.
     */
    async countAttempt(id: number, maxAttempts: number): Promise<boolean> {
      const rows = await db
        .update(otpCodes)
        .set({ attempts: sql`${otpCodes.attempts} + 1` })
        .where(and(eq(otpCodes.id, id), lt(otpCodes.attempts, maxAttempts), isNull(otpCodes.consumedAt)))
        .returning({ id: otpCodes.id });
      return rows.length > 0;
    },

    /** Mark a code used; false when another request consumed it first. */
    async consume(id: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(otpCodes)
        .set({ consumedAt: now })
        .where(and(eq(otpCodes.id, id), isNull(otpCodes.consumedAt)))
        .returning({ id: otpCodes.id });
      return rows.length > 0;
    },
  };
}
export type OtpQueries = ReturnType<typeof otpQueries>;

export function createOtpRepository(db: Executor) {
  return {
    ...otpQueries(db),
    /**
     * Run `fn` in a transaction holding advisory locks on the phone (of the merchant) and the client address,
     * so that parallel requests, on any instance, count and insert one after the other: the limits cannot be
     * overshot by firing requests at once. Locks are always taken phone first, address last, so no cycle.
     */
    async withSendLocks<T>(
      key: { merchantId: string; phone: string; clientIp: string },
      fn: (queries: OtpQueries) => Promise<T>,
    ): Promise<T> {
      return db.transaction(async (tx) => {
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtext(${`otp:${key.merchantId}:${key.phone}`}))`,
        );
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp-ip:${key.clientIp}`}))`);
        return fn(otpQueries(tx));
      });
    },
  };
}
export type OtpRepository = ReturnType<typeof createOtpRepository>;

/** Sessions table access. Tokens never reach this layer: only their SHA-256 hex. */
import { and, eq, gt, isNull, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/index.ts';

export type SessionClient = 'WEB' | 'TG';

export interface SessionRow {
  id: number;
  merchantId: string;
  userId: number;
  lastUsedAt: Date;
  expiresAt: Date;
}

/**
 * What makes a session live, split for a join (`findLive`, and an order's reads, decision 348): the session's row
 * (its token, its merchant, not revoked, unexpired) and its user's row (active, not deleted, of the same merchant).
 * The values are placeholders or columns of the caller's statement.
 */
export function liveSessionConditions(p: { tokenHash: SQLWrapper; merchantId: SQLWrapper; now: SQLWrapper }) {
  return {
    session: and(
      eq(sessions.tokenHash, p.tokenHash),
      eq(sessions.merchantId, p.merchantId),
      isNull(sessions.revokedAt),
      gt(sessions.expiresAt, p.now),
    ),
    user: and(
      eq(users.id, sessions.userId),
      eq(users.merchantId, p.merchantId),
      eq(users.isActive, true),
      isNull(users.deletedAt),
    ),
  };
}

/** The columns of a session as `findLive` answers it. */
export const sessionRowColumns = {
  id: sessions.id,
  merchantId: sessions.merchantId,
  userId: sessions.userId,
  lastUsedAt: sessions.lastUsedAt,
  expiresAt: sessions.expiresAt,
};

/** The statement of `findLive` with placeholders, prepared (rendered once, planned once per connection). */
function liveSessionQuery(db: Db) {
  const live = liveSessionConditions({
    tokenHash: sql.placeholder('tokenHash'),
    merchantId: sql.placeholder('merchantId'),
    now: sql.placeholder('now'),
  });
  return db
    .select(sessionRowColumns)
    .from(sessions)
    .innerJoin(users, live.user)
    .where(live.session)
    .limit(1)
    .prepare('dx_live_session');
}

const preparedLive = new WeakMap<Db, ReturnType<typeof liveSessionQuery>>();

export function createSessionRepository(db: Db) {
  return {
    async insert(row: {
      tokenHash: string;
      merchantId: string;
      userId: number;
      client: SessionClient;
      now: Date;
      expiresAt: Date;
    }): Promise<number> {
      const [inserted] = await db
        .insert(sessions)
        .values({
          tokenHash: row.tokenHash,
          merchantId: row.merchantId,
          userId: row.userId,
          client: row.client,
          createdAt: row.now,
          lastUsedAt: row.now,
          expiresAt: row.expiresAt,
        })
        .returning({ id: sessions.id });
      if (!inserted) throw new Error('session insert returned no row');
      return inserted.id;
    },

    /**
     * The live session of a token hash at a merchant: unexpired, not revoked, its user active, not deleted and
     * of the same merchant. One query with the user join, so a deactivated user is locked out at once. Prepared
     * once per database (decision 346): every signed-in request runs it, and drizzle building it per request
     * was most of what is left of an order's query building.
     */
    async findLive(tokenHash: string, merchantId: string, now: Date): Promise<SessionRow | null> {
      let query = preparedLive.get(db);
      if (!query) {
        query = liveSessionQuery(db);
        preparedLive.set(db, query);
      }
      const [row] = await query.execute({ tokenHash, merchantId, now: now.toISOString() });
      return row ?? null;
    },

    async touch(id: number, now: Date, expiresAt: Date): Promise<void> {
      await db.update(sessions).set({ lastUsedAt: now, expiresAt }).where(eq(sessions.id, id));
    },

    async revoke(id: number, now: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
    },

    async revokeAllOfUser(userId: number, now: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    },
  };
}
export type SessionRepository = ReturnType<typeof createSessionRepository>;

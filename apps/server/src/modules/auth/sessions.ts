/**
 * Sessions (decision 050): an opaque random token of 32 bytes (base64url) handed to the client once; only its
 * SHA-256 hex is stored, so a leaked database cannot be replayed as logins. A session belongs to one merchant
 * and one user.
 *
 * Lifetime: 90 days sliding. Customers order every few weeks from a phone; a fixed lifetime would log
 * regulars out mid-order, while 90 days of inactivity is a fair sign the device changed hands or was lost.
 * lastUsedAt (and with it the expiry) is written at most once a minute so that a page firing a dozen API calls
 * costs one write, not twelve.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { SessionClient, SessionRepository, SessionRow } from './session-repository.ts';

export const SESSION_LIFETIME_MS = 90 * 24 * 60 * 60 * 1000;
export const SESSION_TOUCH_INTERVAL_MS = 60 * 1000;

/** 32 random bytes in base64url: 43 characters of [A-Za-z0-9_-]. */
const TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;

export interface Session {
  sessionId: number;
  userId: number;
  merchantId: string;
}

/**
 * A bearer token whose session is read by the handler's own first statement instead of a query of its own
 * (decision 348: an order reads it with the settings, the branch and the customer's row). `session` is undefined
 * until read, then the live session or null. Whoever reads the row hands it to `settle` (the same checks as
 * `findLive`: unexpired, not revoked, user active and of the merchant); `read` looks it up alone (an error
 * answered before the handler's read, so such a call is still 401 without a live session).
 */
export interface SessionClaim {
  readonly tokenHash: string;
  readonly merchantId: string;
  /** The time the session is checked at (the request's). */
  readonly now: Date;
  session: Session | null | undefined;
  settle(row: SessionRow | null): Promise<Session | null>;
  read(): Promise<Session | null>;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function createSessionService(deps: { repo: SessionRepository; clock?: () => Date }) {
  const { repo } = deps;
  const clock = deps.clock ?? (() => new Date());

  /** A live session's row as the caller's session; its last use (and expiry) written at most once a minute. */
  async function sessionOf(row: SessionRow | null, now: Date): Promise<Session | null> {
    if (!row) return null;
    if (now.getTime() - row.lastUsedAt.getTime() >= SESSION_TOUCH_INTERVAL_MS) {
      await repo.touch(row.id, now, new Date(now.getTime() + SESSION_LIFETIME_MS));
    }
    return { sessionId: row.id, userId: row.userId, merchantId: row.merchantId };
  }

  return {
    /** A new session; the returned token is the only copy and must be handed to the client. */
    async createSession(input: {
      merchantId: string;
      userId: number;
      client: SessionClient;
    }): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      const now = clock();
      await repo.insert({
        tokenHash: hashToken(token),
        merchantId: input.merchantId,
        userId: input.userId,
        client: input.client,
        now,
        expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS),
      });
      return token;
    },

    /** The live session of a token at a merchant, or null (unknown, expired, revoked, other merchant, ...). */
    async resolve(token: string, merchantId: string): Promise<Session | null> {
      // Anything not shaped like our tokens cannot match a row: skip the query.
      if (!TOKEN_RE.test(token)) return null;
      const now = clock();
      return sessionOf(await repo.findLive(hashToken(token), merchantId, now), now);
    },

    /** A token to be read later (decision 348), or null when it is not shaped like our tokens (no live session). */
    claim(token: string, merchantId: string): SessionClaim | null {
      if (!TOKEN_RE.test(token)) return null;
      const now = clock();
      const tokenHash = hashToken(token);
      const claim: SessionClaim = {
        tokenHash,
        merchantId,
        now,
        session: undefined,
        async settle(row) {
          // A row of another token or merchant is no session of this one.
          const own = row && row.merchantId === merchantId ? row : null;
          claim.session = await sessionOf(own, now);
          return claim.session;
        },
        async read() {
          return claim.settle(await repo.findLive(tokenHash, merchantId, now));
        },
      };
      return claim;
    },

    async revoke(sessionId: number): Promise<void> {
      await repo.revoke(sessionId, clock());
    },

    async revokeAllOfUser(userId: number): Promise<void> {
      await repo.revokeAllOfUser(userId, clock());
    },
  };
}
export type SessionService = ReturnType<typeof createSessionService>;

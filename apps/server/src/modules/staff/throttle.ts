/**
 * Failed staff logins (decision 120): at most MAX_FAILURES wrong answers per merchant and login within
 * WINDOW_MS; further attempts are refused (429) until the oldest failure leaves the window, even with the right
 * password. An unknown login is counted like a known one (no hint which logins exist). A success clears the
 * login's failures. Counted in the database (staff_login_failures), so the limit holds across server instances
 * and restarts.
 */
import { and, asc, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { staffLoginFailures } from '../../db/schema/index.ts';

export const MAX_FAILURES = 10;
export const WINDOW_MS = 15 * 60 * 1000;

export interface LoginThrottle {
  /** Seconds until another attempt is allowed, or 0 when it is allowed now. */
  retryAfter(merchantId: string, login: string): Promise<number>;
  fail(merchantId: string, login: string): Promise<void>;
  succeed(merchantId: string, login: string): Promise<void>;
}

export function createLoginThrottle(opts: {
  db: Db;
  clock: () => Date;
  max?: number;
  windowMs?: number;
}): LoginThrottle {
  const { db, clock } = opts;
  const max = opts.max ?? MAX_FAILURES;
  const windowMs = opts.windowMs ?? WINDOW_MS;
  const of = (merchantId: string, login: string) =>
    and(eq(staffLoginFailures.merchantId, merchantId), eq(staffLoginFailures.login, login));

  return {
    async retryAfter(merchantId, login) {
      const now = clock().getTime();
      const recent = await db
        .select({ at: staffLoginFailures.at })
        .from(staffLoginFailures)
        .where(and(of(merchantId, login), gt(staffLoginFailures.at, new Date(now - windowMs))))
        .orderBy(asc(staffLoginFailures.at));
      if (recent.length < max) return 0;
      const oldest = recent[recent.length - max]?.at.getTime() ?? now;
      return Math.max(1, Math.ceil((oldest + windowMs - now) / 1000));
    },
    async fail(merchantId, login) {
      const now = clock();
      await db.insert(staffLoginFailures).values({ merchantId, login, at: now });
      // Old failures say nothing any more: keep the table small.
      await db
        .delete(staffLoginFailures)
        .where(and(of(merchantId, login), lt(staffLoginFailures.at, new Date(now.getTime() - windowMs))));
    },
    async succeed(merchantId, login) {
      await db.delete(staffLoginFailures).where(of(merchantId, login));
    },
  };
}

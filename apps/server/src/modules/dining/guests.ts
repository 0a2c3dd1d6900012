/**
 * Guests at a table (issue 13, decision 282). When the merchant allows it, a device at a recognised table gets
 * a guest account — a customer without a phone, keyed by the device's id — and a session for it, so it can
 * order to that table without the SMS sign-in. A guest account places DINE_IN orders only.
 */
import type { LoginResponse, TableTicket } from '@dasturxon/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { AppError } from '../../errors/app-error.ts';
import type { SessionService } from '../auth/sessions.ts';
import type { OrderProblem } from '../orders/order-problems.ts';
import { toUserWire } from '../users/service.ts';
import type { TablePlaces } from './places.ts';
import type { DiningRepository } from './repository.ts';

export function createGuestService(deps: {
  db: Db;
  repo: DiningRepository;
  places: TablePlaces;
  sessions: SessionService;
}) {
  const { db } = deps;
  return {
    async session(merchantId: string, ticket: TableTicket, deviceId: string): Promise<LoginResponse> {
      await deps.places.ticket(merchantId, ticket);
      const { guestOrdering } = await deps.repo.settings(merchantId);
      if (!guestOrdering) throw new AppError('FORBIDDEN', 403, 'guestOrderingOff');
      await db.insert(users).values({ merchantId, guestDeviceId: deviceId }).onConflictDoNothing();
      const [user] = await db
        .select()
        .from(users)
        .where(and(eq(users.merchantId, merchantId), eq(users.guestDeviceId, deviceId)));
      if (!user?.isActive || user.deletedAt) throw new AppError('FORBIDDEN', 403, 'forbidden');
      const token = await deps.sessions.createSession({ merchantId, userId: user.id, client: 'WEB' });
      return { token, user: toUserWire(user) };
    },
  };
}

/**
 * A guest account's problem with a non-dine-in order (quote and placement). `guest`: the customer's row is a
 * guest account's, as the order's one read found it (decision 342).
 */
export function guestOrderProblem(guest: boolean, serviceType: string): OrderProblem | null {
  if (!guest || serviceType === 'DINE_IN') return null;
  return { code: 'SERVICE_TYPE_UNAVAILABLE', key: 'guestOrderingOff', status: 422 };
}

export type GuestService = ReturnType<typeof createGuestService>;

/**
 * The reservations module (issue 13): the customer's booking routes and the staff's, with the staff sign-in
 * hook (staff-auth.ts) for the latter. app.ts builds it once with the shared infrastructure.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SmsGateways } from '../../sms/sms-gateways.ts';
import type { ModuleDeps } from '../module-deps.ts';
import type { StaffService } from '../staff/service.ts';
import { registerStaffAuth } from '../staff/staff-auth.ts';
import { createBookingCore } from './booking.ts';
import { createReservationNotifier, type ReservationMessage } from './notify.ts';
import { createReservationRepository } from './repository.ts';
import { reservationRoutes } from './routes.ts';
import { createReservationService } from './service.ts';
import { createReservationSettingsService } from './settings-service.ts';
import { staffReservationRoutes } from './staff-routes.ts';
import { createStaffReservationService } from './staff-service.ts';

export function reservationsModule(
  deps: ModuleDeps & {
    staff: StaffService;
    sms: SmsGateways;
    /** SMS_MODE=log or tests: Telegram messages are logged, not sent. */
    logOnly: boolean;
    /** Tests: every message to a customer is recorded here too. */
    outbox?: ReservationMessage[];
  },
): FastifyPluginAsyncZod {
  const notifier = createReservationNotifier({
    db: deps.db,
    sms: deps.sms,
    log: deps.log,
    logOnly: deps.logOnly,
    fetch: deps.fetch,
    ...(deps.outbox ? { outbox: deps.outbox } : {}),
  });
  const base = {
    db: deps.db,
    repo: createReservationRepository(deps.db),
    notices: deps.staffNotices,
    notifier,
    clock: deps.clock,
  };
  const core = createBookingCore(base);
  const reservations = createReservationService({ ...base, core });
  const staffReservations = createStaffReservationService({ ...base, core });
  return async (app) => {
    registerStaffAuth(app, deps);
    await app.register(reservationRoutes({ reservations }));
    await app.register(
      staffReservationRoutes({
        reservations: staffReservations,
        settings: createReservationSettingsService({ db: deps.db }),
      }),
    );
  };
}

/**
 * The merchant's reservation settings on the staff API (issue 13, decision 293): turn time, slot step, cancel
 * cutoff and days ahead. A missing row means the defaults; saving upserts the merchant's one row and writes
 * the audit log in the same transaction (decision 251). The booking code reads the row on every request, so
 * the next slots or booking request uses the new values.
 */
import type { ReservationSettings, ReservationSettingsInput } from '@dasturxon/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reservationSettings } from '../../db/schema/index.ts';
import { auditActor, fieldChanges, recordAudit } from '../audit/audit.ts';
import type { StaffPrincipal } from '../staff/service.ts';
import { DEFAULT_RESERVATION_SETTINGS } from './repository.ts';

const FIELDS = ['turnMinutes', 'slotMinutes', 'cancelCutoffMinutes', 'daysAhead'] as const;

function pick(row: ReservationSettings): ReservationSettings {
  const { turnMinutes, slotMinutes, cancelCutoffMinutes, daysAhead } = row;
  return { turnMinutes, slotMinutes, cancelCutoffMinutes, daysAhead };
}

export function createReservationSettingsService({ db }: { db: Db }) {
  return {
    async get(merchantId: string): Promise<ReservationSettings> {
      const [row] = await db
        .select()
        .from(reservationSettings)
        .where(eq(reservationSettings.merchantId, merchantId));
      return row ? pick(row) : DEFAULT_RESERVATION_SETTINGS;
    },

    async save(p: StaffPrincipal, input: ReservationSettingsInput): Promise<ReservationSettings> {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(reservationSettings)
          .where(eq(reservationSettings.merchantId, p.merchantId))
          .for('update');
        const values = pick(input);
        const [row] = await tx
          .insert(reservationSettings)
          .values({ merchantId: p.merchantId, ...values })
          .onConflictDoUpdate({
            target: reservationSettings.merchantId,
            set: { ...values, lastModifiedDate: new Date() },
          })
          .returning();
        if (!row) throw new Error('reservation settings upsert returned no row');
        const after = pick(row);
        await recordAudit(tx, auditActor(p), {
          entity: 'reservationSettings',
          entityId: null,
          action: 'update',
          changes: fieldChanges(before ? pick(before) : DEFAULT_RESERVATION_SETTINGS, after, FIELDS),
        });
        return after;
      });
    },
  };
}

export type ReservationSettingsService = ReturnType<typeof createReservationSettingsService>;

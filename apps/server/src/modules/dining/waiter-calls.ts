/**
 * Waiter calls (issue 13, decision 283). A guest at a recognised table calls (CALL, BILL, OTHER); the call is
 * refused while the table's previous call is younger than the merchant's cooldown (the table's row is locked
 * while checking, so two taps at once make one call). The console hears it at once as the staff stream's
 * `waiter-call` notice and keeps it on screen until a staff member takes it; taking is one conditional update,
 * so only the first of two takers wins (409 for the other). The guest polls the call's status with the link.
 */
import type { StaffWaiterCall, TableTicket, WaiterCallReason, WaiterCallStatus } from '@dasturxon/contracts';
import { and, desc, eq, gte, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { diningTables, halls, orders, staff, waiterCalls } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../errors/app-error.ts';
import { duration } from '../../errors/messages.ts';
import type { StaffNoticeBus } from '../../events/staff-notices.ts';
import type { TablePlaces } from './places.ts';
import { tableLinkInvalid } from './places.ts';
import type { DiningRepository } from './repository.ts';
import type { TableSigner } from './table-links.ts';

/** Taken calls stay on the console's list this long (then only open ones). */
const TAKEN_VISIBLE_MS = 30 * 60 * 1000;

type CallRow = typeof waiterCalls.$inferSelect;

const firstName = (name: string | null) => (name ? (name.split(/\s+/)[0] ?? name) : null);

function statusOf(row: CallRow, takerName: string | null): WaiterCallStatus {
  return {
    id: row.id,
    reason: row.reason,
    status: row.takenAt ? 'TAKEN' : 'OPEN',
    createdAt: row.createdAt.toISOString(),
    takenAt: row.takenAt?.toISOString() ?? null,
    takenBy: row.takenAt ? firstName(takerName) : null,
  };
}

export function createWaiterCallService(deps: {
  db: Db;
  repo: DiningRepository;
  places: TablePlaces;
  signer: TableSigner;
  notices: StaffNoticeBus;
  clock: () => Date;
}) {
  const { db } = deps;

  /** Calls of the merchant as the console shows them (joined with hall, table and taker). */
  async function staffCalls(merchantId: string, where: ReturnType<typeof and>): Promise<StaffWaiterCall[]> {
    const rows = await db
      .select({
        call: waiterCalls,
        hallName: halls.name,
        tableNumber: diningTables.number,
        taker: staff.name,
      })
      .from(waiterCalls)
      .innerJoin(halls, eq(halls.id, waiterCalls.hallId))
      .innerJoin(diningTables, eq(diningTables.id, waiterCalls.tableId))
      .leftJoin(staff, eq(staff.id, waiterCalls.takenBy))
      .where(and(eq(waiterCalls.merchantId, merchantId), where))
      .orderBy(desc(waiterCalls.createdAt), desc(waiterCalls.id))
      .limit(200);
    return rows.map(({ call, hallName, tableNumber, taker }) => ({
      id: call.id,
      branchId: call.branchId,
      hallId: call.hallId,
      hallName,
      tableId: call.tableId,
      tableNumber,
      reason: call.reason,
      comment: call.comment,
      createdAt: call.createdAt.toISOString(),
      takenAt: call.takenAt?.toISOString() ?? null,
      takenById: call.takenBy,
      takenByName: taker,
    }));
  }

  async function announce(merchantId: string, callId: number): Promise<StaffWaiterCall> {
    const [card] = await staffCalls(merchantId, eq(waiterCalls.id, callId));
    if (!card) throw notFound();
    await deps.notices.publish({ merchantId, kind: 'waiter-call', event: card });
    return card;
  }

  return {
    async call(
      merchantId: string,
      input: TableTicket & { reason: WaiterCallReason; comment?: string | null | undefined },
      deviceId: string | null,
    ): Promise<WaiterCallStatus> {
      const place = await deps.places.ticket(merchantId, input);
      const { waiterCallCooldownSeconds } = await deps.repo.settings(merchantId);
      const now = deps.clock();
      const row = await db.transaction(async (tx) => {
        await tx
          .select({ id: diningTables.id })
          .from(diningTables)
          .where(eq(diningTables.id, place.table.id))
          .for('update');
        const [last] = await tx
          .select({ createdAt: waiterCalls.createdAt })
          .from(waiterCalls)
          .where(eq(waiterCalls.tableId, place.table.id))
          .orderBy(desc(waiterCalls.createdAt))
          .limit(1);
        const waitMs = last ? last.createdAt.getTime() + waiterCallCooldownSeconds * 1000 - now.getTime() : 0;
        if (waitMs > 0) {
          throw new AppError('RATE_LIMITED', 429, 'waiterCallCooldown', {
            params: { seconds: duration(Math.ceil(waitMs / 1000)) },
          });
        }
        const [inserted] = await tx
          .insert(waiterCalls)
          .values({
            merchantId,
            branchId: place.branch.id,
            hallId: place.hall.id,
            tableId: place.table.id,
            reason: input.reason,
            comment: input.comment?.trim() || null,
            deviceId,
            createdAt: now,
          })
          .returning();
        if (!inserted) throw new Error('waiter call insert returned no row');
        return inserted;
      });
      await announce(merchantId, row.id);
      return statusOf(row, null);
    },

    /** The guest's view of a call of their table (the link's signature is the key). */
    async status(merchantId: string, callId: number, ticket: TableTicket): Promise<WaiterCallStatus> {
      if (!deps.signer.verify({ merchantId, ...ticket }, ticket.sig)) throw tableLinkInvalid();
      const [row] = await db
        .select({ call: waiterCalls, taker: staff.name })
        .from(waiterCalls)
        .leftJoin(staff, eq(staff.id, waiterCalls.takenBy))
        .where(
          and(
            eq(waiterCalls.merchantId, merchantId),
            eq(waiterCalls.id, callId),
            eq(waiterCalls.tableId, ticket.tableId),
          ),
        );
      if (!row) throw notFound();
      return statusOf(row.call, row.taker);
    },

    /** Open calls and those taken in the last 30 minutes. */
    list(merchantId: string): Promise<StaffWaiterCall[]> {
      const since = new Date(deps.clock().getTime() - TAKEN_VISIBLE_MS);
      return staffCalls(merchantId, or(isNull(waiterCalls.takenAt), gte(waiterCalls.takenAt, since)));
    },

    /**
     * Take a call (first taker wins). The taker becomes the waiter (`waiterId`) of the table's dine-in orders
     * still in progress that have none yet (decision 284).
     */
    async take(merchantId: string, staffId: number, callId: number): Promise<StaffWaiterCall> {
      const taken = await db.transaction(async (tx) => {
        const rows = await tx
          .update(waiterCalls)
          .set({ takenAt: deps.clock(), takenBy: staffId })
          .where(
            and(
              eq(waiterCalls.merchantId, merchantId),
              eq(waiterCalls.id, callId),
              isNull(waiterCalls.takenAt),
            ),
          )
          .returning({ id: waiterCalls.id, tableId: waiterCalls.tableId });
        const row = rows[0];
        if (row) {
          await tx
            .update(orders)
            .set({ waiterId: staffId })
            .where(
              and(
                eq(orders.merchantId, merchantId),
                eq(orders.tableId, row.tableId),
                eq(orders.serviceType, 'DINE_IN'),
                isNull(orders.waiterId),
                inArray(orders.status, ['OPEN', 'ACCEPTED', 'COOKING', 'DONE']),
              ),
            );
        }
        return rows;
      });
      if (taken.length === 0) {
        const [existing] = await staffCalls(merchantId, eq(waiterCalls.id, callId));
        if (!existing) throw notFound();
        throw new AppError('CONFLICT', 409, 'waiterCallTaken', {
          params: { name: existing.takenByName ?? '—' },
        });
      }
      return announce(merchantId, callId);
    },
  };
}

export type WaiterCallService = ReturnType<typeof createWaiterCallService>;

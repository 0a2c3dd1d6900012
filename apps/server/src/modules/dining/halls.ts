/**
 * Halls and tables in the console (issue 13; ADMIN): CRUD with the audit log in the change's transaction, the
 * signed link of every table and a hall's printable QR sheet (SVG from `qrcode`, decision 280). Deleting marks
 * the row deleted (orders and reservations keep pointing at it); a deleted hall takes its tables with it.
 */
import type {
  DiningSettings,
  DiningTable,
  DiningTableInput,
  Hall,
  HallInput,
  HallQrSheet,
} from '@dasturxon/contracts';
import { and, eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { Db } from '../../db/client.ts';
import { diningTables, halls } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../errors/app-error.ts';
import { auditActor, fieldChanges, recordAudit } from '../audit/audit.ts';
import { isUniqueViolation } from '../orders/repository.ts';
import type { StaffPrincipal } from '../staff/service.ts';
import type { DiningRepository, HallRow, TableRow } from './repository.ts';
import { type TableSigner, tableLink } from './table-links.ts';

/** Where links point (the route's request and the merchant): see table-links.ts tableLink. */
export interface LinkContext {
  production: boolean;
  baseDomain: string;
  origin: string;
  sub: string;
  domainUrl: string | null;
}

const hallFields = ['branchId', 'name', 'isActive', 'priority'] as const;
const tableFields = ['number', 'name', 'seats', 'isActive'] as const;

export function createHallService(deps: {
  db: Db;
  repo: DiningRepository;
  signer: TableSigner;
  clock: () => Date;
}) {
  const { db, repo, signer } = deps;

  const linkOf = (hall: HallRow, table: TableRow, where: LinkContext) =>
    tableLink(
      {
        branchId: hall.branchId,
        hallId: hall.id,
        tableId: table.id,
        sig: signer.sign({
          merchantId: hall.merchantId,
          branchId: hall.branchId,
          hallId: hall.id,
          tableId: table.id,
        }),
      },
      where,
    );

  const tableView = (hall: HallRow, table: TableRow, where: LinkContext): DiningTable => ({
    id: table.id,
    hallId: table.hallId,
    number: table.number,
    name: table.name,
    seats: table.seats,
    isActive: table.isActive,
    link: linkOf(hall, table, where),
  });

  const hallView = (hall: HallRow, tables: TableRow[], staffIds: number[], where: LinkContext): Hall => ({
    id: hall.id,
    branchId: hall.branchId,
    name: hall.name,
    isActive: hall.isActive,
    priority: hall.priority,
    tables: tables.map((t) => tableView(hall, t, where)),
    staffIds,
  });

  async function one(merchantId: string, hallId: number, where: LinkContext): Promise<Hall> {
    const found = (await repo.halls(merchantId)).find((h) => h.hall.id === hallId);
    if (!found) throw notFound();
    return hallView(found.hall, found.tables, found.staffIds, where);
  }

  async function ownBranch(merchantId: string, branchId: number): Promise<void> {
    if (!(await repo.ownsBranch(db, merchantId, branchId))) throw notFound('branchNotFound');
  }

  const numberTaken = (error: unknown, number: number) =>
    isUniqueViolation(error)
      ? new AppError('CONFLICT', 409, 'tableNumberTaken', { params: { number } })
      : error;

  return {
    async list(merchantId: string, where: LinkContext): Promise<Hall[]> {
      const all = await repo.halls(merchantId);
      return all.map((h) => hallView(h.hall, h.tables, h.staffIds, where));
    },

    one,

    async createHall(p: StaffPrincipal, input: HallInput, where: LinkContext): Promise<Hall> {
      await ownBranch(p.merchantId, input.branchId);
      const hall = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(halls)
          .values({ merchantId: p.merchantId, ...input })
          .returning();
        if (!row) throw new Error('hall insert returned no row');
        await recordAudit(tx, auditActor(p), {
          entity: 'hall',
          entityId: row.id,
          action: 'create',
          changes: fieldChanges(null, row, [...hallFields]),
        });
        return row;
      });
      return hallView(hall, [], [], where);
    },

    async updateHall(p: StaffPrincipal, hallId: number, input: HallInput, where: LinkContext): Promise<Hall> {
      await ownBranch(p.merchantId, input.branchId);
      await db.transaction(async (tx) => {
        const before = await repo.hall(tx, p.merchantId, hallId);
        if (!before) throw notFound();
        const [after] = await tx
          .update(halls)
          .set({ ...input, lastModifiedDate: deps.clock() })
          .where(eq(halls.id, hallId))
          .returning();
        if (!after) throw notFound();
        await recordAudit(tx, auditActor(p), {
          entity: 'hall',
          entityId: hallId,
          action: 'update',
          changes: fieldChanges(before, after, [...hallFields]),
        });
      });
      return one(p.merchantId, hallId, where);
    },

    async deleteHall(p: StaffPrincipal, hallId: number): Promise<void> {
      await db.transaction(async (tx) => {
        const before = await repo.hall(tx, p.merchantId, hallId);
        if (!before) throw notFound();
        const at = deps.clock();
        await tx.update(halls).set({ deleted: true, lastModifiedDate: at }).where(eq(halls.id, hallId));
        await tx
          .update(diningTables)
          .set({ deleted: true, lastModifiedDate: at })
          .where(and(eq(diningTables.hallId, hallId), eq(diningTables.deleted, false)));
        await recordAudit(tx, auditActor(p), { entity: 'hall', entityId: hallId, action: 'delete' });
      });
    },

    async setStaff(p: StaffPrincipal, hallId: number, staffIds: number[], where: LinkContext): Promise<Hall> {
      await db.transaction(async (tx) => {
        if (!(await repo.hall(tx, p.merchantId, hallId))) throw notFound();
        const wanted = [...new Set(staffIds)];
        const own = await repo.ownStaff(tx, p.merchantId, wanted);
        if (own.length !== wanted.length) throw notFound();
        await repo.setHallStaff(tx, p.merchantId, hallId, own);
        await recordAudit(tx, auditActor(p), {
          entity: 'hall',
          entityId: hallId,
          action: 'assign-staff',
          changes: { staffIds: own },
        });
      });
      return one(p.merchantId, hallId, where);
    },

    async createTable(p: StaffPrincipal, hallId: number, input: DiningTableInput, where: LinkContext) {
      return db
        .transaction(async (tx) => {
          const hall = await repo.hall(tx, p.merchantId, hallId);
          if (!hall) throw notFound();
          const [row] = await tx
            .insert(diningTables)
            .values({ merchantId: p.merchantId, hallId, ...input })
            .returning();
          if (!row) throw new Error('table insert returned no row');
          await recordAudit(tx, auditActor(p), {
            entity: 'table',
            entityId: row.id,
            action: 'create',
            changes: { hallId, ...fieldChanges(null, row, [...tableFields]) },
          });
          return tableView(hall, row, where);
        })
        .catch((error: unknown) => {
          throw numberTaken(error, input.number);
        });
    },

    async updateTable(p: StaffPrincipal, tableId: number, input: DiningTableInput, where: LinkContext) {
      return db
        .transaction(async (tx) => {
          const before = await repo.table(tx, p.merchantId, tableId);
          const hall = before && (await repo.hall(tx, p.merchantId, before.hallId));
          if (!before || !hall) throw notFound();
          const [after] = await tx
            .update(diningTables)
            .set({ ...input, lastModifiedDate: deps.clock() })
            .where(eq(diningTables.id, tableId))
            .returning();
          if (!after) throw notFound();
          await recordAudit(tx, auditActor(p), {
            entity: 'table',
            entityId: tableId,
            action: 'update',
            changes: fieldChanges(before, after, [...tableFields]),
          });
          return tableView(hall, after, where);
        })
        .catch((error: unknown) => {
          throw numberTaken(error, input.number);
        });
    },

    async deleteTable(p: StaffPrincipal, tableId: number): Promise<void> {
      await db.transaction(async (tx) => {
        if (!(await repo.table(tx, p.merchantId, tableId))) throw notFound();
        await tx
          .update(diningTables)
          .set({ deleted: true, lastModifiedDate: deps.clock() })
          .where(eq(diningTables.id, tableId));
        await recordAudit(tx, auditActor(p), { entity: 'table', entityId: tableId, action: 'delete' });
      });
    },

    /** The printable sheet: one QR code (SVG) per active table of the hall. */
    async qrSheet(merchantId: string, hallId: number, where: LinkContext): Promise<HallQrSheet> {
      const found = (await repo.halls(merchantId)).find((h) => h.hall.id === hallId);
      if (!found) throw notFound();
      const tables = await Promise.all(
        found.tables
          .filter((t) => t.isActive)
          .map(async (t) => {
            const link = linkOf(found.hall, t, where);
            const svg = await QRCode.toString(link, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
            return { id: t.id, number: t.number, name: t.name, link, svg };
          }),
      );
      const { hall } = found;
      return {
        hall: {
          id: hall.id,
          branchId: hall.branchId,
          name: hall.name,
          isActive: hall.isActive,
          priority: hall.priority,
        },
        tables,
      };
    },

    settings: (merchantId: string) => repo.settings(merchantId),

    async saveSettings(p: StaffPrincipal, value: DiningSettings): Promise<DiningSettings> {
      const before = await repo.settings(p.merchantId);
      await db.transaction(async (tx) => {
        await repo.saveSettings(tx, p.merchantId, value, deps.clock());
        await recordAudit(tx, auditActor(p), {
          entity: 'settings',
          entityId: 'dining',
          action: 'update',
          changes: fieldChanges(before, value, ['guestOrdering', 'waiterCallCooldownSeconds']),
        });
      });
      return repo.settings(p.merchantId);
    },
  };
}

export type HallService = ReturnType<typeof createHallService>;

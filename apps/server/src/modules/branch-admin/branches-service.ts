/**
 * Branches in the console (issue 12, decision 261): list, create, edit, and the temporary close. Each write is
 * one transaction with its audit row; afterwards the merchant's menu cache (which knows its branches) is dropped
 * so the storefront sees the change on its next request. Branch lists themselves are read per request.
 */
import {
  BRANCH_CLOSE_MAX_DAYS,
  type BranchCloseInput,
  type BranchInput,
  type StaffBranch,
} from '@dasturxon/contracts';
import { isBranchOpenAt, workHoursProblems } from '@dasturxon/domain';
import type { Tx } from '../../db/client.ts';
import { AppError, notFound } from '../../errors/app-error.ts';
import { auditActor, fieldChanges, recordAudit } from '../audit/audit.ts';
import type { BranchRecord } from '../branches/repository.ts';
import type { StaffPrincipal } from '../staff/service.ts';
import type { BranchAdminRepository, BranchInsert, Db } from './repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export function toStaffBranch(b: BranchRecord, now: Date): StaffBranch {
  const closedUntil = b.closedUntil && b.closedUntil > now ? b.closedUntil.toISOString() : null;
  const { directorId: _, ...services } = b.settings;
  return {
    id: b.id,
    name: b.name,
    address: b.address,
    cityId: b.cityId,
    latitude: b.latitude,
    longitude: b.longitude,
    phone: b.phone,
    bookingPhone: b.bookingPhone,
    isActive: b.isActive,
    isMain: b.isMain,
    services,
    workHours: b.workHours,
    closedUntil,
    openNow: b.isActive && isBranchOpenAt({ workHours: b.workHours, closedUntil }, now),
    lastModifiedDate: b.lastModifiedDate.toISOString(),
  };
}

/** 422 with the first problem of the weekly hours; the console shows the same check before saving. */
function checkHours(input: BranchInput): void {
  const problem = workHoursProblems(input.workHours)[0];
  if (!problem) return;
  const index = input.workHours.findIndex((h) => h.day === problem.day);
  const details = [{ path: `workHours.${index}`, message: problem.kind }];
  if (problem.kind === 'DUPLICATE_DAY') {
    throw new AppError('VALIDATION_FAILED', 422, 'branchHoursDuplicate', { details });
  }
  throw new AppError('VALIDATION_FAILED', 422, 'branchHoursOverlap', { details });
}

const AUDITED = [
  'name',
  'address',
  'cityId',
  'latitude',
  'longitude',
  'phone',
  'bookingPhone',
  'isActive',
  'settings',
  'workHours',
] as const;

export function createBranchAdminService(deps: {
  db: Db;
  repo: BranchAdminRepository;
  clock: () => Date;
  invalidateMenu(merchantId: string): void;
}) {
  const { db, repo, clock } = deps;

  async function values(q: Tx, p: StaffPrincipal, input: BranchInput, before: BranchRecord | null) {
    checkHours(input);
    if (!(await repo.cityExists(q, input.cityId))) {
      throw new AppError('VALIDATION_FAILED', 422, 'branchCityNotFound');
    }
    return {
      name: input.name,
      address: input.address,
      cityId: input.cityId,
      latitude: input.latitude,
      longitude: input.longitude,
      phone: input.phone,
      bookingPhone: input.bookingPhone,
      isActive: input.isActive,
      settings: { ...input.services, directorId: before?.settings.directorId ?? null },
      workHours: input.workHours,
      merchantId: p.merchantId,
    } satisfies BranchInsert;
  }

  return {
    async list(p: StaffPrincipal): Promise<StaffBranch[]> {
      const now = clock();
      return (await repo.branches(db, p.merchantId)).map((b) => toStaffBranch(b, now));
    },

    async create(p: StaffPrincipal, input: BranchInput): Promise<StaffBranch> {
      const row = await db.transaction(async (tx) => {
        const created = await repo.insertBranch(tx, await values(tx, p, input, null));
        await recordAudit(tx, auditActor(p), {
          entity: 'branch',
          entityId: created.id,
          action: 'create',
          changes: fieldChanges(null, created, [...AUDITED]),
        });
        return created;
      });
      deps.invalidateMenu(p.merchantId);
      return toStaffBranch(row, clock());
    },

    async save(p: StaffPrincipal, id: number, input: BranchInput): Promise<StaffBranch> {
      const row = await db.transaction(async (tx) => {
        const before = await repo.branch(tx, p.merchantId, id);
        if (!before) throw notFound('branchNotFound');
        const after = await repo.updateBranch(tx, p.merchantId, id, await values(tx, p, input, before));
        if (!after) throw notFound('branchNotFound');
        await recordAudit(tx, auditActor(p), {
          entity: 'branch',
          entityId: id,
          action: 'update',
          changes: fieldChanges(before, after, [...AUDITED]),
        });
        return after;
      });
      deps.invalidateMenu(p.merchantId);
      return toStaffBranch(row, clock());
    },

    /** Close until an instant (in the future, at most BRANCH_CLOSE_MAX_DAYS ahead) or reopen (null). */
    async close(p: StaffPrincipal, id: number, input: BranchCloseInput): Promise<StaffBranch> {
      const now = clock();
      const until = input.closedUntil === null ? null : new Date(input.closedUntil);
      if (until && (until <= now || until.getTime() - now.getTime() > BRANCH_CLOSE_MAX_DAYS * DAY_MS)) {
        throw new AppError('VALIDATION_FAILED', 422, 'branchCloseInvalid', {
          params: { days: BRANCH_CLOSE_MAX_DAYS },
        });
      }
      const row = await db.transaction(async (tx) => {
        const before = await repo.branch(tx, p.merchantId, id);
        if (!before) throw notFound('branchNotFound');
        const after = await repo.updateBranch(tx, p.merchantId, id, { closedUntil: until });
        if (!after) throw notFound('branchNotFound');
        await recordAudit(tx, auditActor(p), {
          entity: 'branch',
          entityId: id,
          action: until ? 'close' : 'reopen',
          changes: fieldChanges(before, after, ['closedUntil']),
        });
        return after;
      });
      deps.invalidateMenu(p.merchantId);
      return toStaffBranch(row, now);
    },
  };
}

export type BranchAdminService = ReturnType<typeof createBranchAdminService>;

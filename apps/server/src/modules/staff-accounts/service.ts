/**
 * Staff accounts of a merchant (issue 12, decision 275), ADMIN only.
 *
 * - Every change runs in one transaction that first locks the merchant's row, so the checks below see every
 *   change committed before and none in flight; the audit row (decision 251) lands in the same transaction.
 * - An admin cannot lock themself out: no deactivating or demoting one's own account, and the merchant always
 *   keeps at least one active ADMIN (counted inside the transaction).
 * - Deactivating an account or resetting its password ends its sessions at once (an admin resetting their own
 *   password keeps the session they are using). A role or branch change applies at the account's next call:
 *   every staff call reads the account afresh.
 * - A COURIER account gets its courier row (the board attaches couriers to deliveries) and keeps it.
 */
import type {
  StaffAccount,
  StaffAccountCreateSchema,
  StaffAccountUpdateSchema,
  StaffRole,
} from '@dasturxon/contracts';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { AppError, notFound } from '../../errors/app-error.ts';
import { auditActor, fieldChanges, recordAudit, replacedSecrets } from '../audit/audit.ts';
import { hashPassword } from '../staff/passwords.ts';
import type { StaffPrincipal } from '../staff/service.ts';
import { isUniqueViolation } from '../users/repository.ts';
import { type StaffAccountRow, staffAccountQueries } from './repository.ts';

export function toStaffAccount(row: StaffAccountRow): StaffAccount {
  return {
    id: row.id,
    login: row.login,
    name: row.name,
    role: row.role,
    branchId: row.branchId,
    courierId: row.courierId,
    isActive: row.isActive,
    createdDate: row.createdDate.toISOString(),
  };
}

const conflict = (key: 'staffSelfLockout' | 'staffLastAdmin') => new AppError('CONFLICT', 409, key);
const accountNotFound = () => notFound('staffAccountNotFound');
const loginTaken = (login: string) => new AppError('CONFLICT', 409, 'staffLoginTaken', { params: { login } });

function passwordIsLogin(password: string, login: string): boolean {
  return password.trim().toLowerCase() === login.toLowerCase();
}

export function createStaffAccountService(deps: { db: Db; clock?: () => Date }) {
  const clock = deps.clock ?? (() => new Date());

  /** One change: the merchant locked, the account found (404 for another merchant's id). */
  async function change<T>(
    principal: StaffPrincipal,
    id: number,
    work: (q: ReturnType<typeof staffAccountQueries>, row: StaffAccountRow, tx: Tx, now: Date) => Promise<T>,
  ): Promise<T> {
    return deps.db.transaction(async (tx) => {
      const q = staffAccountQueries(tx);
      await q.lockMerchant(principal.merchantId);
      const row = await q.find(principal.merchantId, id);
      if (!row) throw accountNotFound();
      return work(q, row, tx, clock());
    });
  }

  async function checkBranch(
    q: ReturnType<typeof staffAccountQueries>,
    merchantId: string,
    id: number | null,
  ) {
    if (id !== null && !(await q.branchExists(merchantId, id))) throw notFound('branchNotFound');
  }

  /** An active ADMIN losing that (demoted or deactivated) must leave another active ADMIN behind. */
  async function keepAnAdmin(
    q: ReturnType<typeof staffAccountQueries>,
    row: StaffAccountRow,
    role: StaffRole,
  ) {
    if (row.role !== 'ADMIN' || !row.isActive || role === 'ADMIN') return;
    if ((await q.otherActiveAdmins(row.merchantId, row.id)) < 1) throw conflict('staffLastAdmin');
  }

  return {
    async list(principal: StaffPrincipal): Promise<StaffAccount[]> {
      return (await staffAccountQueries(deps.db).list(principal.merchantId)).map(toStaffAccount);
    },

    async create(
      principal: StaffPrincipal,
      input: z.output<typeof StaffAccountCreateSchema>,
    ): Promise<StaffAccount> {
      if (passwordIsLogin(input.password, input.login)) {
        throw new AppError('VALIDATION_FAILED', 400, 'staffPasswordIsLogin');
      }
      const passwordHash = await hashPassword(input.password);
      try {
        return await deps.db.transaction(async (tx) => {
          const q = staffAccountQueries(tx);
          const { merchantId } = principal;
          await q.lockMerchant(merchantId);
          if (await q.loginTaken(merchantId, input.login)) throw loginTaken(input.login);
          await checkBranch(q, merchantId, input.branchId);
          const courierId =
            input.role === 'COURIER' ? await q.insertCourier(merchantId, input.name, input.branchId) : null;
          const row = await q.insert({
            merchantId,
            login: input.login,
            name: input.name,
            role: input.role,
            branchId: input.branchId,
            courierId,
            passwordHash,
          });
          await recordAudit(tx, auditActor(principal), {
            entity: 'staff',
            entityId: row.id,
            action: 'create',
            changes: {
              ...fieldChanges(null, row, ['login', 'name', 'role', 'branchId']),
              ...replacedSecrets(['password']),
            },
          });
          return toStaffAccount(row);
        });
      } catch (error) {
        // Two admins creating the same login at once: the unique index refuses the second.
        if (isUniqueViolation(error)) throw loginTaken(input.login);
        throw error;
      }
    },

    async update(
      principal: StaffPrincipal,
      id: number,
      input: z.output<typeof StaffAccountUpdateSchema>,
    ): Promise<StaffAccount> {
      return change(principal, id, async (q, row, tx, now) => {
        const role = input.role ?? row.role;
        const name = input.name ?? row.name;
        const branchId = input.branchId === undefined ? row.branchId : input.branchId;
        if (row.id === principal.staff.id && role !== 'ADMIN') throw conflict('staffSelfLockout');
        await keepAnAdmin(q, row, role);
        await checkBranch(q, row.merchantId, branchId);
        let courierId = row.courierId;
        if (role === 'COURIER' && courierId === null) {
          courierId = await q.insertCourier(row.merchantId, name, branchId);
        } else if (role === 'COURIER' && courierId !== null) {
          await q.updateCourier(row.merchantId, courierId, name, branchId, now);
        }
        const updated = await q.update(row.merchantId, row.id, { role, name, branchId, courierId }, now);
        await recordAudit(
          tx,
          auditActor(principal),
          {
            entity: 'staff',
            entityId: row.id,
            action: 'update',
            changes: fieldChanges(row, updated, ['name', 'role', 'branchId', 'courierId']),
          },
          now,
        );
        return toStaffAccount(updated);
      });
    },

    async resetPassword(principal: StaffPrincipal, id: number, password: string): Promise<void> {
      const passwordHash = await hashPassword(password);
      await change(principal, id, async (q, row, tx, now) => {
        if (passwordIsLogin(password, row.login)) {
          throw new AppError('VALIDATION_FAILED', 400, 'staffPasswordIsLogin');
        }
        await q.update(row.merchantId, row.id, { passwordHash }, now);
        const own = row.id === principal.staff.id ? principal.sessionId : undefined;
        const ended = await q.revokeSessions(row.id, now, own);
        await recordAudit(
          tx,
          auditActor(principal),
          {
            entity: 'staff',
            entityId: row.id,
            action: 'password',
            changes: { ...replacedSecrets(['password']), sessionsEnded: ended },
          },
          now,
        );
      });
    },

    async setActive(principal: StaffPrincipal, id: number, isActive: boolean): Promise<StaffAccount> {
      return change(principal, id, async (q, row, tx, now) => {
        if (row.isActive === isActive) return toStaffAccount(row);
        if (!isActive) {
          if (row.id === principal.staff.id) throw conflict('staffSelfLockout');
          if (row.role === 'ADMIN' && (await q.otherActiveAdmins(row.merchantId, row.id)) < 1) {
            throw conflict('staffLastAdmin');
          }
        }
        const updated = await q.update(row.merchantId, row.id, { isActive }, now);
        const ended = isActive ? 0 : await q.revokeSessions(row.id, now);
        await recordAudit(
          tx,
          auditActor(principal),
          {
            entity: 'staff',
            entityId: row.id,
            action: isActive ? 'activate' : 'deactivate',
            changes: { ...fieldChanges(row, updated, ['isActive']), sessionsEnded: ended },
          },
          now,
        );
        return toStaffAccount(updated);
      });
    },
  };
}

export type StaffAccountService = ReturnType<typeof createStaffAccountService>;

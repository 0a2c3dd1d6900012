/**
 * The console's promo admin (issue 12, decision 266), ADMIN only: list the merchant's promos with their uses,
 * create, edit, switch on and off. Every change is one transaction with its audit row (decision 251). Codes are
 * stored upper-case (decision 103), so "Navruz10" and "NAVRUZ10" are the same code.
 */
import type { AdminPromo, PromoInput } from '@dasturxon/contracts';
import { normalizePromoCode } from '@dasturxon/domain';
import { AppError, notFound } from '../../errors/app-error.ts';
import { type AuditActor, fieldChanges, recordAudit } from '../audit/audit.ts';
import type { PromoAdminRepository, PromoWrite } from './admin-repository.ts';
import type { PromoRow } from './repository.ts';
import { toPromo } from './service.ts';

const TASHKENT_OFFSET_MS = 5 * 60 * 60 * 1000;

/** The instant a Tashkent day starts, or its last millisecond (`end`): a day-only end lasts the whole day. */
export function tashkentDayBoundary(day: string, end: boolean): Date {
  return new Date(`${day}T${end ? '23:59:59.999' : '00:00:00.000'}+05:00`);
}

/** The Tashkent day of an instant (the form shows days). */
export function tashkentDayOf(at: Date): string {
  return new Date(at.getTime() + TASHKENT_OFFSET_MS).toISOString().slice(0, 10);
}

export function toAdminPromo(row: PromoRow, uses: number): AdminPromo {
  return {
    ...toPromo(row),
    oncePerUser: row.oncePerUser,
    maxUses: row.maxUses,
    maxUsesPerUser: row.maxUsesPerUser,
    uses,
  };
}

function writeOf(input: PromoInput): PromoWrite {
  return {
    code: normalizePromoCode(input.code),
    discountType: input.discountType,
    productDiscount: input.productDiscount,
    deliveryDiscount: input.deliveryDiscount,
    minPrice: input.minPrice,
    startDate: input.startDate ? tashkentDayBoundary(input.startDate, false) : null,
    endDate: input.endDate ? tashkentDayBoundary(input.endDate, true) : null,
    isActive: input.isActive,
    oncePerUser: input.oncePerUser,
    maxUses: input.maxUses,
    maxUsesPerUser: input.maxUsesPerUser,
  };
}

/** The fields the audit log compares, as the admin reads them (days, not instants). */
const AUDITED = [
  'code',
  'discountType',
  'productDiscount',
  'deliveryDiscount',
  'minPrice',
  'startDate',
  'endDate',
  'isActive',
  'oncePerUser',
  'maxUses',
  'maxUsesPerUser',
] as const;

function audited(row: PromoRow) {
  return {
    ...row,
    startDate: row.startDate ? tashkentDayOf(row.startDate) : null,
    endDate: row.endDate ? tashkentDayOf(row.endDate) : null,
  };
}

function codeTaken(): AppError {
  return new AppError('VALIDATION_FAILED', 409, 'promoCodeTaken', {
    details: [{ path: 'code', message: 'taken' }],
  });
}

export function createPromoAdminService(deps: { repo: PromoAdminRepository; clock: () => Date }) {
  const { repo, clock } = deps;

  return {
    async list(merchantId: string): Promise<AdminPromo[]> {
      return (await repo.list(merchantId)).map((row) => toAdminPromo(row, row.uses));
    },

    async create(who: AuditActor, input: PromoInput): Promise<AdminPromo> {
      const values = writeOf(input);
      return repo.db.transaction(async (tx) => {
        if (await repo.codeTaken(tx, who.merchantId, values.code, null)) throw codeTaken();
        const row = await repo.insert(tx, who.merchantId, values, clock());
        await recordAudit(tx, who, {
          entity: 'promo',
          entityId: row.id,
          action: 'create',
          changes: fieldChanges(null, audited(row), AUDITED),
        });
        return toAdminPromo(row, 0);
      });
    },

    async update(who: AuditActor, id: number, input: PromoInput): Promise<AdminPromo> {
      return change(who, id, 'update', writeOf(input));
    },

    async setActive(who: AuditActor, id: number, isActive: boolean): Promise<AdminPromo> {
      return change(who, id, isActive ? 'activate' : 'deactivate', { isActive });
    },
  };

  async function change(
    who: AuditActor,
    id: number,
    action: string,
    values: Partial<PromoWrite>,
  ): Promise<AdminPromo> {
    return repo.db.transaction(async (tx) => {
      const before = await repo.lock(tx, who.merchantId, id);
      if (!before) throw notFound('promoNotFound');
      if (values.code && (await repo.codeTaken(tx, who.merchantId, values.code, id))) throw codeTaken();
      const after = await repo.update(tx, id, values, clock());
      const changes = fieldChanges(audited(before), audited(after), AUDITED);
      if (Object.keys(changes).length > 0) {
        await recordAudit(tx, who, { entity: 'promo', entityId: id, action, changes });
      }
      return toAdminPromo(after, await repo.uses(tx, id));
    });
  }
}

export type PromoAdminService = ReturnType<typeof createPromoAdminService>;

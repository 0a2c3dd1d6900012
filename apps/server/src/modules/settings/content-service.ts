/**
 * Policy texts, vacancies and brand tabs of the staff API (issue 12, ADMIN). The storefront reads these without
 * a cache of its own (ETags only), so a change shows on its next request; brand tabs also live in the merchant
 * cache's neighbourhood, so every merchant of the company is invalidated.
 */
import {
  type BrandTabAdmin,
  POLICY_TYPES,
  type PolicyAdmin,
  type PolicyType,
  type VacancyAdmin,
  type VacancyInput,
} from '@dasturxon/contracts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../errors/app-error.ts';
import { auditActor, fieldChanges, recordAudit } from '../audit/audit.ts';
import type { StaffPrincipal } from '../staff/service.ts';
import type { SettingsRepository, VacancyRow } from './repository.ts';

export interface ContentAdminDeps {
  db: Db;
  repo: SettingsRepository;
  clock: () => Date;
  invalidateMerchant(merchantId: string): void;
}

const EMPTY = { uz: '', ru: '', eng: '' };
type Ml = { uz: string; ru: string; eng: string };

/** The languages whose text changed: long texts are not copied into the log. */
function changedLanguages(before: Ml | null, after: Ml): Record<string, 'changed'> {
  const out: Record<string, 'changed'> = {};
  for (const l of ['uz', 'ru', 'eng'] as const) if ((before?.[l] ?? '') !== after[l]) out[l] = 'changed';
  return out;
}

function toVacancy(v: VacancyRow): VacancyAdmin {
  return {
    id: v.id,
    title: v.title,
    description: v.description,
    requirements: v.requirements,
    salary: v.salary,
    contactPhone: v.contactPhone,
    branchId: v.branchId,
    isActive: v.isActive,
    createdDate: v.createdDate.toISOString(),
  };
}

export function createContentAdminService(deps: ContentAdminDeps) {
  const { db, repo } = deps;

  async function checkBranch(merchantId: string, branchId: number | null): Promise<void> {
    if (branchId !== null && !(await repo.branchBelongs(db, merchantId, branchId))) {
      throw notFound('branchNotFound');
    }
  }

  async function companyOf(merchantId: string): Promise<string | null> {
    return repo.companyKey(db, merchantId);
  }

  return {
    /** All three policy types; one never written has empty texts. */
    async policies(merchantId: string): Promise<PolicyAdmin[]> {
      const rows = await repo.policies(db, merchantId);
      return POLICY_TYPES.map((type) => {
        const row = rows.find((r) => r.type === type);
        return {
          type,
          text: row?.text ?? EMPTY,
          lastModifiedDate: row ? row.lastModifiedDate.toISOString() : null,
        };
      });
    },

    async savePolicy(p: StaffPrincipal, type: PolicyType, text: Ml): Promise<PolicyAdmin> {
      const row = await db.transaction(async (tx) => {
        const before = (await repo.policies(tx, p.merchantId)).find((r) => r.type === type);
        const saved = await repo.savePolicy(tx, p.merchantId, type, text, deps.clock());
        await recordAudit(tx, auditActor(p), {
          entity: 'policy',
          entityId: type,
          action: before ? 'update' : 'create',
          changes: changedLanguages(before?.text ?? null, text),
        });
        return saved;
      });
      deps.invalidateMerchant(p.merchantId);
      return { type, text: row.text, lastModifiedDate: row.lastModifiedDate.toISOString() };
    },

    async vacancies(merchantId: string): Promise<VacancyAdmin[]> {
      return (await repo.vacancies(db, merchantId)).map(toVacancy);
    },

    async createVacancy(p: StaffPrincipal, input: VacancyInput): Promise<VacancyAdmin> {
      await checkBranch(p.merchantId, input.branchId);
      const row = await db.transaction(async (tx) => {
        const created = await repo.createVacancy(tx, p.merchantId, input, deps.clock());
        await recordAudit(tx, auditActor(p), {
          entity: 'vacancy',
          entityId: created.id,
          action: 'create',
          changes: { title: { from: null, to: input.title }, isActive: { from: null, to: input.isActive } },
        });
        return created;
      });
      deps.invalidateMerchant(p.merchantId);
      return toVacancy(row);
    },

    async saveVacancy(p: StaffPrincipal, id: number, input: VacancyInput): Promise<VacancyAdmin> {
      await checkBranch(p.merchantId, input.branchId);
      const row = await db.transaction(async (tx) => {
        const before = await repo.vacancy(tx, p.merchantId, id);
        if (!before) throw notFound('vacancyNotFound');
        const saved = await repo.updateVacancy(tx, p.merchantId, id, input, deps.clock());
        if (!saved) throw notFound('vacancyNotFound');
        await recordAudit(tx, auditActor(p), {
          entity: 'vacancy',
          entityId: id,
          action: 'update',
          changes: {
            ...fieldChanges(before, saved, ['title', 'salary', 'contactPhone', 'branchId', 'isActive']),
            ...(JSON.stringify([before.description, before.requirements]) !==
            JSON.stringify([saved.description, saved.requirements])
              ? { description: 'changed' }
              : {}),
          },
        });
        return saved;
      });
      deps.invalidateMerchant(p.merchantId);
      return toVacancy(row);
    },

    async removeVacancy(p: StaffPrincipal, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const before = await repo.vacancy(tx, p.merchantId, id);
        if (!before || !(await repo.deleteVacancy(tx, p.merchantId, id))) throw notFound('vacancyNotFound');
        await recordAudit(tx, auditActor(p), {
          entity: 'vacancy',
          entityId: id,
          action: 'delete',
          changes: { title: { from: before.title, to: null } },
        });
      });
      deps.invalidateMerchant(p.merchantId);
    },

    /** The brand tabs of the merchant's company; a merchant without a company has none. */
    async brands(merchantId: string): Promise<BrandTabAdmin[]> {
      const key = await companyOf(merchantId);
      return key ? repo.brands(db, key) : [];
    },

    async saveBrand(
      p: StaffPrincipal,
      id: number,
      input: Omit<BrandTabAdmin, 'id' | 'merchantId' | 'sub' | 'domainUrl'>,
    ): Promise<BrandTabAdmin> {
      const key = await companyOf(p.merchantId);
      if (!key) throw notFound();
      const saved = await db.transaction(async (tx) => {
        const before = (await repo.brands(tx, key)).find((b) => b.id === id);
        if (!before || !(await repo.updateBrand(tx, key, id, input))) throw notFound();
        await recordAudit(tx, auditActor(p), {
          entity: 'brand',
          entityId: id,
          action: 'update',
          changes: fieldChanges(before, { ...before, ...input }, ['name', 'color', 'image', 'priority']),
        });
        return { ...before, ...input };
      });
      for (const m of await repo.companyMerchants(db, key)) deps.invalidateMerchant(m);
      return saved;
    },
  };
}

export type ContentAdminService = ReturnType<typeof createContentAdminService>;

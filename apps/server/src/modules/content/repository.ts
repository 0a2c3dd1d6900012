/** SQL for company texts: policies (terms, about, privacy) and vacancies. Every query is merchant-scoped. */

import type { PolicyType } from '@dasturxon/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { policies, vacancies } from '../../db/schema/index.ts';

const vacancyColumns = {
  id: vacancies.id,
  title: vacancies.title,
  description: vacancies.description,
  requirements: vacancies.requirements,
  salary: vacancies.salary,
  branchId: vacancies.branchId,
  contactPhone: vacancies.contactPhone,
  isActive: vacancies.isActive,
  createdDate: vacancies.createdDate,
};

export function createContentRepository(db: Db) {
  return {
    async findPolicy(merchantId: string, type: PolicyType) {
      const rows = await db
        .select({ type: policies.type, text: policies.text, lastModifiedDate: policies.lastModifiedDate })
        .from(policies)
        .where(and(eq(policies.merchantId, merchantId), eq(policies.type, type)))
        .limit(1);
      return rows[0] ?? null;
    },

    /** Vacancies of the merchant, newest first. */
    async listVacancies(merchantId: string) {
      return db
        .select(vacancyColumns)
        .from(vacancies)
        .where(eq(vacancies.merchantId, merchantId))
        .orderBy(desc(vacancies.createdDate), desc(vacancies.id));
    },

    async findVacancy(merchantId: string, id: number) {
      const rows = await db
        .select(vacancyColumns)
        .from(vacancies)
        .where(and(eq(vacancies.merchantId, merchantId), eq(vacancies.id, id)))
        .limit(1);
      return rows[0] ?? null;
    },
  };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;
export type VacancyRecord = Awaited<ReturnType<ContentRepository['listVacancies']>>[number];

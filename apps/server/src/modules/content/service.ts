/** Company texts the storefront shows: policies (about, terms, privacy) and open vacancies. */
import type { Policy, PolicyType, Vacancy } from '@dasturxon/contracts';
import { notFound } from '../../errors/app-error.ts';
import type { ContentRepository, VacancyRecord } from './repository.ts';

function toVacancy(v: VacancyRecord): Vacancy {
  return {
    id: v.id,
    title: v.title,
    description: v.description,
    requirements: v.requirements,
    salary: v.salary,
    branchId: v.branchId,
    contactPhone: v.contactPhone,
    createdDate: v.createdDate.toISOString(),
  };
}

export function createContentService({ repo }: { repo: ContentRepository }) {
  return {
    async getPolicy(merchantId: string, type: PolicyType): Promise<Policy> {
      const policy = await repo.findPolicy(merchantId, type);
      if (!policy) throw notFound('policyNotFound');
      return {
        type: policy.type,
        text: policy.text,
        lastModifiedDate: policy.lastModifiedDate.toISOString(),
      };
    },

    /** Open vacancies only: a closed one is kept for the record but no longer advertised. */
    async listVacancies(merchantId: string): Promise<Vacancy[]> {
      return (await repo.listVacancies(merchantId)).filter((v) => v.isActive).map(toVacancy);
    },

    async getVacancy(merchantId: string, id: number): Promise<Vacancy> {
      const vacancy = await repo.findVacancy(merchantId, id);
      if (!vacancy?.isActive) throw notFound('vacancyNotFound');
      return toVacancy(vacancy);
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;

/** Company policies (spec §7) and vacancies (ours, decision 013). */
import { z } from 'zod';
import { IdParamSchema } from '../common.ts';
import { PolicyQuerySchema, PolicySchema, VacancySchema } from '../merchant.ts';
import { defineEndpoint } from './define.ts';

export const contentEndpoints = {
  policy: defineEndpoint({
    method: 'GET',
    path: '/support/v1/company/policies',
    query: PolicyQuerySchema,
    responses: { 200: PolicySchema },
  }),
  vacancies: defineEndpoint({
    method: 'GET',
    path: '/support/v1/vacancies',
    responses: { 200: z.array(VacancySchema) },
  }),
  vacancy: defineEndpoint({
    method: 'GET',
    path: '/support/v1/vacancies/{id}',
    params: IdParamSchema,
    responses: { 200: VacancySchema },
  }),
} as const;

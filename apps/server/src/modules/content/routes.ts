/** Company policies (spec §7) and vacancies (our design: docs/decisions/013-api-additions.md). HTTP only. */
import { IdParamSchema, PolicyQuerySchema, PolicySchema, VacancySchema } from '@dasturxon/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/schemas.ts';
import type { ContentService } from './service.ts';

export function contentRoutes({ content }: { content: ContentService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/support/v1/company/policies',
      {
        config: { etag: true },
        schema: {
          tags: ['content'],
          summary: 'A policy text of the merchant (terms, about company, privacy policy)',
          querystring: PolicyQuerySchema,
          response: { 200: PolicySchema, ...errorResponses },
        },
      },
      async (request) => content.getPolicy(request.merchant.id, request.query.policies),
    );

    app.get(
      '/support/v1/vacancies',
      {
        config: { etag: true },
        schema: {
          tags: ['content'],
          summary: 'Open vacancies of the merchant, newest first',
          response: { 200: z.array(VacancySchema), ...errorResponses },
        },
      },
      async (request) => content.listVacancies(request.merchant.id),
    );

    app.get(
      '/support/v1/vacancies/:id',
      {
        config: { etag: true },
        schema: {
          tags: ['content'],
          summary: 'One open vacancy',
          params: IdParamSchema,
          response: { 200: VacancySchema, ...errorResponses },
        },
      },
      async (request) => content.getVacancy(request.merchant.id, request.params.id),
    );
  };
}

/** Company policies (spec §7) and vacancies (our design: docs/decisions/013-api-additions.md). HTTP only. */
import { contentEndpoints } from '@dasturxon/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { errorResponses } from '../../http/schemas.ts';
import type { ContentService } from './service.ts';

const tags = ['content'];

export function contentRoutes({ content }: { content: ContentService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...endpointRoute(contentEndpoints.policy, {
        tags,
        summary: 'A policy text of the merchant (terms, about company, privacy policy)',
        errors: errorResponses,
      }),
      config: { etag: true },
      handler: async (request) => content.getPolicy(request.merchant.id, request.query.policies),
    });

    app.route({
      ...endpointRoute(contentEndpoints.vacancies, {
        tags,
        summary: 'Open vacancies of the merchant, newest first',
        errors: errorResponses,
      }),
      config: { etag: true },
      handler: async (request) => content.listVacancies(request.merchant.id),
    });

    app.route({
      ...endpointRoute(contentEndpoints.vacancy, {
        tags,
        summary: 'One open vacancy',
        errors: errorResponses,
      }),
      config: { etag: true },
      handler: async (request) => content.getVacancy(request.merchant.id, request.params.id),
    });
  };
}

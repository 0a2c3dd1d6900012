/** The OpenAPI 3.1 document generated from the contracts' zod schemas, at /api/docs/json, and its UI at /api/docs. */

import { MerchantHeadersSchema } from '@dasturxon/contracts';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { needsMerchantHeader } from './merchant-context.ts';

/**
 * The `merchant` header is enforced by the merchant-context hook, not by per-route header validation (that
 * would re-parse every header of every request); it is added to the OpenAPI document here instead.
 */
const documentMerchantHeader: typeof jsonSchemaTransform = (input) => {
  const { schema, url, route } = input;
  if (!schema || schema.hide || schema.headers || !needsMerchantHeader(url, route?.config)) {
    return jsonSchemaTransform(input);
  }
  return jsonSchemaTransform({ ...input, schema: { ...schema, headers: MerchantHeadersSchema } });
};

/** Register before the routes: the document is collected from routes as they are added. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Dasturxon storefront API',
        description:
          'Every call under /api names its merchant in the `merchant` header (a UUID), except the merchant ' +
          'lookups by sub-domain and by domain. Errors share one shape (code, status, message, details) with ' +
          'the message in the language of Accept-Language (uz, ru, eng/en), else the `lang` cookie, else uz.',
        version: '0.1.0',
      },
      tags: [
        { name: 'merchants', description: 'Merchant, settings, brands' },
        { name: 'branches', description: 'Branches and cities' },
        { name: 'menu', description: 'Overall menu and grades' },
        { name: 'content', description: 'Policies and vacancies' },
      ],
    },
    transform: documentMerchantHeader,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
}

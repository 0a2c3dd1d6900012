/** The OpenAPI 3.1 document generated from the contracts' zod schemas, at /api/docs/json, and its UI at /api/docs. */

import { MerchantHeadersSchema } from '@dasturxon/contracts';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SECURITY_SCHEMES } from './auth.ts';
import { needsMerchantHeader } from './merchant-context.ts';
import { shareRepeatedParameters, shareRepeatedSchemas } from './openapi-shared-schemas.ts';

/**
 * The `merchant` header is enforced by the merchant-context hook, not by per-route header validation (that
 * would re-parse every header of every request); it is added to the OpenAPI document here instead.
 */
const documentMerchantHeader: typeof jsonSchemaTransform = (input) => {
  const { schema, url, route } = input;
  if (!schema || schema.hide) return jsonSchemaTransform(input);
  const documented = { ...schema };
  // Decision 183: the routes that ask for a token before anything else say so.
  const auth = (route?.config as { auth?: keyof typeof SECURITY_SCHEMES } | undefined)?.auth;
  if (auth) documented.security = [{ [SECURITY_SCHEMES[auth]]: [] }];
  if (needsMerchantHeader(url, route?.config)) {
    const own = schema.headers;
    documented.headers =
      own instanceof z.ZodObject ? MerchantHeadersSchema.extend(own.shape) : (own ?? MerchantHeadersSchema);
  }
  return jsonSchemaTransform({ ...input, schema: documented });
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
      components: {
        securitySchemes: {
          [SECURITY_SCHEMES.customer]: {
            type: 'http',
            scheme: 'bearer',
            description:
              "A customer's session token (login or Telegram), bound to the merchant of the header",
          },
          [SECURITY_SCHEMES.staff]: {
            type: 'http',
            scheme: 'bearer',
            description: "A staff member's session token (staff login), bound to the merchant of the header",
          },
        },
      },
      tags: [
        { name: 'merchants', description: 'Merchant, settings, brands' },
        { name: 'branches', description: 'Branches and cities' },
        { name: 'menu', description: 'Overall menu and grades' },
        { name: 'content', description: 'Policies and vacancies' },
      ],
    },
    transform: documentMerchantHeader,
    // Bodies many calls share (the error shape above all) written once: decision 356; parameters: decision 364.
    transformObject: (documents) =>
      'openapiObject' in documents
        ? shareRepeatedParameters(shareRepeatedSchemas(documents.openapiObject))
        : documents.swaggerObject,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    // 184 calls: the tags open closed and the models list stays hidden, so the page shows at once (decision 356).
    uiConfig: { docExpansion: 'none', defaultModelsExpandDepth: -1 },
  });
}

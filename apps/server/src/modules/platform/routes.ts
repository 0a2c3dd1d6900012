/**
 * The platform API (issue 12, decision 277): `POST /api/platform/v1/merchants` creates a merchant. No `merchant`
 * header; `Authorization: Bearer <PLATFORM_ADMIN_TOKEN>` (compared in constant time), checked before the body is
 * read; a browser's request from another site (a foreign or `null` Origin) is refused. Unset token: 404.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { ApiErrorSchema, platformEndpoints as endpoints } from '@dasturxon/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import { bearerToken } from '../../http/auth.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { errorResponses } from '../../http/schemas.ts';
import { crossSiteRefused, hasOwnOrigin } from '../staff/staff-auth.ts';
import { createPlatformMerchant } from './create-merchant.ts';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether the request carries the platform token. */
export function hasPlatformToken(request: FastifyRequest, token: string): boolean {
  const given = bearerToken(request);
  return given !== null && timingSafeEqual(digest(given), digest(token));
}

export function platformModule(deps: {
  db: Db;
  token: string | undefined;
  baseDomain: string;
  clock: () => Date;
  /** Forget a cached "no such merchant" of the new sub (the storefront may have asked for it before). */
  invalidateMerchant: (id: string) => void;
}): FastifyPluginAsyncZod {
  return async (app) => {
    const { token } = deps;
    if (!token) return;
    app.addHook('onRequest', async (request) => {
      if (request.is404) return;
      if (!hasPlatformToken(request, token)) throw new AppError('UNAUTHORIZED', 401, 'unauthorized');
      if (request.headers.origin !== undefined && !hasOwnOrigin(request)) throw crossSiteRefused();
    });

    app.route({
      ...endpointRoute(endpoints.createMerchant, {
        tags: ['platform'],
        summary: 'Create a merchant with its first admin account (the password is returned this once)',
        description:
          'Sub-domain (unique; reserved names refused) or an own domain (unique, not under the platform domain), ' +
          'brand tab, default settings, a main branch in Tashkent, cash and terminal payments, the first ADMIN ' +
          'account and, with `demoMenu`, the demo menu: all in one transaction.',
        errors: {
          ...errorResponses,
          401: ApiErrorSchema.describe('No or wrong platform token'),
          403: ApiErrorSchema.describe('A browser request from another site'),
          409: ApiErrorSchema.describe('The sub-domain or the domain is taken'),
        },
      }),
      config: { merchantHeader: false },
      handler: async (request, reply) => {
        const created = await createPlatformMerchant(deps.db, request.body, {
          baseDomain: deps.baseDomain,
          now: deps.clock(),
        });
        deps.invalidateMerchant(created.merchant.id);
        reply.header('cache-control', 'no-store');
        return reply.code(201).send(created);
      },
    });
  };
}

/**
 * What the console needs besides orders (issue 11, decision 213): the merchant of the page (no `merchant`
 * header yet: from the host or `?vendor=`) and the merchant's console settings.
 */
import { ApiErrorSchema, staffEndpoints } from '@dasturxon/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { errorResponses } from '../../http/schemas.ts';
import type { MerchantRecord } from '../merchants/repository.ts';
import { createMerchantRepository } from '../merchants/repository.ts';
import { domainCandidates, merchantNotFound } from '../merchants/service.ts';
import { consoleMerchantSource } from './console-context.ts';
import { createConsoleSettings } from './console-settings.ts';
import type { StaffModuleDeps } from './index.ts';

const tags = ['staff'];
const errors = {
  ...errorResponses,
  401: ApiErrorSchema.describe('No valid staff session for this merchant'),
  403: ApiErrorSchema.describe('The staff role may not do this'),
};

const isOpen = (m: MerchantRecord | null | undefined): m is MerchantRecord =>
  m?.isActive === true && !m.deleted;

export function consoleRoutes(deps: Pick<StaffModuleDeps, 'db' | 'env' | 'clock'>): FastifyPluginAsyncZod {
  const merchants = createMerchantRepository(deps.db);
  const settings = createConsoleSettings(deps.db, deps.clock);

  return async (app) => {
    app.route({
      ...endpointRoute(staffEndpoints.context, {
        tags,
        summary: 'The merchant of this console page (by host; `?vendor=` on development hosts)',
        description:
          'Called without the `merchant` header: the answer gives it. On development hosts (localhost, ' +
          '*.local, dev.*, demo.*) `?vendor=<sub>` chooses, then the storefront’s `merchant` cookie, then ' +
          'the default merchant. An unknown or closed merchant is 404.',
        errors: errorResponses,
      }),
      config: { merchantHeader: false },
      handler: async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        const source = consoleMerchantSource(
          {
            hostname: request.hostname,
            vendor: request.query.vendor,
            cookieMerchantId: request.cookies?.merchant,
          },
          { baseDomain: deps.env.BASE_DOMAIN, defaultMerchantSub: deps.env.DEFAULT_MERCHANT_SUB },
        );
        let merchant: MerchantRecord | null | undefined = null;
        if (source.kind === 'sub') merchant = await merchants.findBySub(source.sub);
        else if (source.kind === 'id') merchant = await merchants.findById(source.id);
        else if (source.kind === 'domain') {
          merchant = (await merchants.findByDomain(domainCandidates(source.domain))).find(isOpen);
        }
        if (!isOpen(merchant)) throw merchantNotFound();
        const { id, sub, name, logo, color } = merchant;
        return { merchant: { id, sub, name, logo, color } };
      },
    });

    app.route({
      ...endpointRoute(staffEndpoints.settings, {
        tags,
        summary: 'The console settings of the merchant (minutes after which an order is late, per status)',
        errors,
      }),
      config: { auth: 'staff' },
      handler: async (request) => settings.read(request.merchant.id),
    });

    app.route({
      ...endpointRoute(staffEndpoints.updateSettings, {
        tags,
        summary: 'Change the console settings of the merchant (ADMIN)',
        errors,
      }),
      config: { auth: 'staff', roles: ['ADMIN'] },
      handler: async (request) => settings.write(request.merchant.id, request.body),
    });
  };
}

/**
 * Every /api call names its merchant in the `merchant` header (spec §7). This hook resolves it once per
 * request and puts it on `request.merchant`; every repository query is then scoped by `request.merchant.id`.
 *
 * Routes that identify the merchant another way (by sub-domain or custom domain, before the storefront knows
 * the id) opt out with `config: { merchantHeader: false }` and must not read `request.merchant`.
 */
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors/app-error.ts';
import type { MerchantRecord } from '../modules/merchants/repository.ts';
import { type MerchantService, merchantNotFound } from '../modules/merchants/service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The merchant of the `merchant` header: active, not deleted. Absent on routes with merchantHeader: false. */
    merchant: MerchantRecord;
  }
  interface FastifyContextConfig {
    /** false: the route does not need the `merchant` header (merchant lookups by sub or domain). */
    merchantHeader?: boolean;
    /** true: without the header, `?merchant=<uuid>` names the merchant (an EventSource sends no headers). */
    merchantQuery?: boolean;
  }
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function registerMerchantContext(api: FastifyInstance, merchants: MerchantService): void {
  // Callback style with a synchronous fast path: every API call passes here, and a cached merchant should
  // cost no promise at all (the menu's throughput budget, decision 010).
  api.addHook('onRequest', (request, _reply, done) => {
    if (request.is404 || request.routeOptions.config.merchantHeader === false) return done();
    const raw = request.headers.merchant;
    let value = (Array.isArray(raw) ? raw[0] : raw)?.trim();
    if (!value && request.routeOptions.config.merchantQuery) {
      const query = request.query as { merchant?: unknown } | undefined;
      if (typeof query?.merchant === 'string') value = query.merchant.trim();
    }
    if (!value) return done(new AppError('MERCHANT_HEADER_MISSING', 400, 'merchantHeaderMissing'));
    if (!UUID_RE.test(value))
      return done(new AppError('MERCHANT_HEADER_INVALID', 400, 'merchantHeaderInvalid'));
    const id = value.toLowerCase();
    const cached = merchants.peekById(id);
    if (cached) {
      request.merchant = cached;
      return done();
    }
    if (cached === null) return done(merchantNotFound());
    merchants.resolveById(id).then(
      (merchant) => {
        if (!merchant) return done(merchantNotFound());
        request.merchant = merchant;
        done();
      },
      (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
    );
  });
}

/** Whether a route needs the `merchant` header (every /api route but the merchant lookups and the docs). */
export function needsMerchantHeader(url: string, config: { merchantHeader?: boolean } | undefined): boolean {
  return url.startsWith('/api/') && !url.startsWith('/api/docs') && config?.merchantHeader !== false;
}

/**
 * The settings module (issue 12): the storefront's settings, payment settings, credentials and texts on the
 * staff API, ADMIN only, on the staff sign-in hook (staff-auth.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import type { StaffService } from '../staff/service.ts';
import { registerStaffAuth } from '../staff/staff-auth.ts';
import { createContentAdminService } from './content-service.ts';
import { createProviderProbes } from './providers.ts';
import { createSettingsRepository } from './repository.ts';
import { settingsRoutes } from './routes.ts';
import { createSettingsService } from './service.ts';

/** Telegram's Bot API; tests reach a local fake through the fetch they pass. */
export const TELEGRAM_API_URL = 'https://api.telegram.org';

export function settingsModule(deps: {
  db: Db;
  env: Env;
  staff: StaffService;
  clock: () => Date;
  /** fetch for Telegram (tests: a local fake). */
  fetch: typeof fetch;
  /** fetch for the SMS gateway's log-in test (default: `fetch`). */
  smsFetch?: typeof fetch | undefined;
  invalidateMerchant(merchantId: string): void;
}): FastifyPluginAsyncZod {
  const repo = createSettingsRepository();
  const probes = createProviderProbes({
    fetch: deps.fetch,
    smsFetch: deps.smsFetch ?? deps.fetch,
    eskizBaseUrl: deps.env.ESKIZ_BASE_URL,
    telegramApiUrl: TELEGRAM_API_URL,
  });
  const shared = { db: deps.db, repo, clock: deps.clock, invalidateMerchant: deps.invalidateMerchant };
  const settings = createSettingsService({ ...shared, probes });
  const content = createContentAdminService(shared);
  return async (app) => {
    registerStaffAuth(app, deps);
    await app.register(settingsRoutes({ settings, content }));
  };
}

/**
 * The shared infrastructure the ordering services are built from (ordering-services.ts, decisions 185 and 206).
 * app.ts builds it once.
 */
import type { MenuChannel, Overall } from '@dasturxon/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import type { Env } from '../env.ts';
import type { OrderEventBus } from '../events/order-events.ts';
import type { StaffNoticeBus } from '../events/staff-notices.ts';

export interface ModuleDeps {
  db: Db;
  env: Env;
  clock: () => Date;
  log: FastifyBaseLogger;
  orderEvents: OrderEventBus;
  /** Live notices for the console that are not order changes (reservations, waiter calls; decision 288). */
  staffNotices: StaffNoticeBus;
  /** The merchant's cached overall menu (frozen; shared by every caller until the menu changes). */
  readMenu(merchantId: string, channel: MenuChannel): Promise<{ etag: string; overall: Overall }>;
  /** fetch for calls to providers (tests point it at local fakes). */
  fetch: typeof fetch;
}

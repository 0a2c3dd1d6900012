/**
 * The shared infrastructure the ordering services are built from (ordering-services.ts; the cards module and the
 * payment sandbox still build theirs from it, decision 185). app.ts builds it once.
 */
import type { MenuChannel, Overall } from '@dasturxon/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import type { Env } from '../env.ts';
import type { OrderEventBus } from '../events/order-events.ts';

export interface ModuleDeps {
  db: Db;
  env: Env;
  clock: () => Date;
  log: FastifyBaseLogger;
  orderEvents: OrderEventBus;
  /** The merchant's cached overall menu (frozen; shared by every caller until the menu changes). */
  readMenu(merchantId: string, channel: MenuChannel): Promise<{ etag: string; overall: Overall }>;
  /** fetch for calls to providers (tests point it at local fakes). */
  fetch: typeof fetch;
}

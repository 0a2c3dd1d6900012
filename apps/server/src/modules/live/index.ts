/** The live module (issue 4): server-sent events of an order's status under /api (routes.ts). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import type { OrderEventBus } from '../../events/order-events.ts';
import type { SessionService } from '../auth/sessions.ts';
import { createLiveHub } from './hub.ts';
import { createLiveRepository } from './repository.ts';
import { liveRoutes } from './routes.ts';

export function liveModule(deps: {
  db: Db;
  /** The customer sessions service app.ts builds once (the event stream reads the browser's session). */
  sessions: SessionService;
  orderEvents: OrderEventBus;
  heartbeatMs?: number;
}): FastifyPluginAsyncZod {
  return liveRoutes({
    repo: createLiveRepository(deps.db),
    sessions: deps.sessions,
    hub: createLiveHub(deps.orderEvents),
    ...(deps.orderEvents.onReconnect
      ? { onBusReconnect: deps.orderEvents.onReconnect.bind(deps.orderEvents) }
      : {}),
    ...(deps.heartbeatMs === undefined ? {} : { heartbeatMs: deps.heartbeatMs }),
  });
}

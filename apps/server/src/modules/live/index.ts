/** The live module (issue 4): server-sent events of an order's status under /api (routes.ts). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createSessionRepository } from '../auth/session-repository.ts';
import { createSessionService } from '../auth/sessions.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { createLiveHub } from './hub.ts';
import { createLiveRepository } from './repository.ts';
import { liveRoutes } from './routes.ts';

export function liveModule(deps: ModuleDeps, opts: { heartbeatMs?: number } = {}): FastifyPluginAsyncZod {
  return liveRoutes({
    repo: createLiveRepository(deps.db),
    sessions: createSessionService({ repo: createSessionRepository(deps.db), clock: deps.clock }),
    hub: createLiveHub(deps.orderEvents),
    ...opts,
  });
}

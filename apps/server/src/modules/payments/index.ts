/** The payments module (issue 4): routes under /api. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../module-deps.ts';

export function paymentsModule(_deps: ModuleDeps): FastifyPluginAsyncZod {
  return async () => {};
}

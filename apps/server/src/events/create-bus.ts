/** The order event bus of this runtime mode: Redis pub/sub when REDIS_URL is set, else in-process. */
import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../env.ts';
import { createInProcessOrderEventBus, type OrderEventBus } from './order-events.ts';

export function createOrderEventBus(_env: Env, _log: FastifyBaseLogger): OrderEventBus {
  return createInProcessOrderEventBus();
}

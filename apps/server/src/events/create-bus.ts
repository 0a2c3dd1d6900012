/** The order event bus of this runtime mode: Redis pub/sub when REDIS_URL is set, else in-process. */
import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../env.ts';
import { createInProcessOrderEventBus, type OrderEventBus } from './order-events.ts';
import { createRedisOrderEventBus } from './redis-bus.ts';

export function createOrderEventBus(env: Env, log: FastifyBaseLogger): OrderEventBus {
  if (env.REDIS_URL) return createRedisOrderEventBus({ url: env.REDIS_URL, log });
  return createInProcessOrderEventBus();
}

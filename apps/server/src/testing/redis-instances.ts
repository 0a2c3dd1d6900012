/**
 * Server instances side by side on one Redis channel of their own, as scale mode runs them (the Redis-bus suites of
 * the live and staff streams). Call inside a describe after useTestApp; the instances close after each test.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterEach } from 'vitest';
import { buildApp } from '../app.ts';
import { createRedisOrderEventBus } from '../events/redis-bus.ts';
import { REDIS_URL } from './redis.ts';
import { testEnv, type useTestApp } from './test-app.ts';

export function useRedisInstances(t: Pick<ReturnType<typeof useTestApp>, 'db' | 'app'>) {
  const apps: FastifyInstance[] = [];
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((a) => a.close()));
  });
  /** `count` instances on the test's database, sharing a fresh channel; not listening yet. */
  return async function instances(count: number): Promise<FastifyInstance[]> {
    const channel = `dasturxon:test:${randomUUID()}`;
    const made: FastifyInstance[] = [];
    for (let i = 0; i < count; i++) {
      const bus = createRedisOrderEventBus({ url: REDIS_URL, log: t.app.log, channel });
      await bus.ready();
      const app = await buildApp({
        db: t.db,
        env: testEnv,
        storefront: false,
        orderEvents: bus,
        logger: false,
      });
      apps.push(app);
      made.push(app);
    }
    return made;
  };
}

/** The Redis the Redis-bus tests use (TEST_REDIS_URL, else the local one) and whether those suites run. */
import { createConnection } from 'node:net';
import { describe } from 'vitest';

export const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

/** Is a Redis server answering at REDIS_URL? */
export async function redisReachable(): Promise<boolean> {
  const { hostname, port } = new URL(REDIS_URL);
  return new Promise((resolve) => {
    const socket = createConnection({ host: hostname, port: Number(port || 6379) });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

/** `describe` when Redis answers, else `describe.skip`; in CI a missing Redis is a failure, not a skip. */
export async function redisDescribe(): Promise<typeof describe | typeof describe.skip> {
  return (await redisReachable()) || process.env.CI ? describe : describe.skip;
}

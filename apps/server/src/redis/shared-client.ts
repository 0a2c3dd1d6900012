/**
 * The one Redis connection of a server instance for what several instances must share in scale mode (issue 15
 * §3): Telegram verified contacts, the geocoding rate gate. The event bus keeps its own two connections.
 * Like the bus, it fails fast while Redis is down (no offline queue, a second per command), so callers can fall
 * back instead of hanging; ioredis reconnects by itself.
 */
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

export function createSharedRedis(url: string, log: FastifyBaseLogger): Redis {
  const client = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 1000,
    retryStrategy: (times: number) => Math.min(times * 200, 5000),
  });
  let lastWarning = 0;
  client.on('error', (error) => {
    // At most once a minute: a Redis that is down would otherwise fill the log.
    if (Date.now() - lastWarning < 60_000) return;
    lastWarning = Date.now();
    log.warn({ err: error }, 'shared Redis connection failed; shared state falls back where it can');
  });
  return client;
}

export async function closeSharedRedis(client: Redis): Promise<void> {
  try {
    if (client.status === 'ready') await client.quit();
    else client.disconnect();
  } catch {
    client.disconnect();
  }
}

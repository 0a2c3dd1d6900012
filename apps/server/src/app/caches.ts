/**
 * The in-memory caches' wiring: a write drops its merchant's caches here at once and, in scale mode, in every
 * other instance (decision 302); the app decorations other parts call (`invalidateMenu`, `readMenu`, ...; declared in app.ts).
 */
import type { MenuChannel } from '@dasturxon/contracts';
import type { FastifyInstance } from 'fastify';
import { createCacheInvalidation } from '../cache/invalidation.ts';
import type { PublicServices } from './services.ts';

export function registerCaches(
  app: FastifyInstance,
  { menu, merchants, orderingSettings, orderPlaces, nominatim, sharedRedis }: PublicServices,
) {
  const invalidation = createCacheInvalidation({ redis: sharedRedis, log: app.log });
  app.addHook('onClose', async () => invalidation.close());
  invalidation.on((message) => {
    if (message.kind === 'menu') {
      menu.invalidate(message.merchantId);
      // Branch writes come as 'menu' too: the branches orders are placed at (decision 379).
      orderPlaces.invalidate(message.merchantId);
    } else if (message.kind === 'zones') {
      orderPlaces.invalidate(message.merchantId);
    } else if (message.kind === 'merchant') {
      merchants.invalidate(message.merchantId);
      // Order, web and payment settings and credentials (decision 365).
      orderingSettings.invalidate(message.merchantId);
    } else {
      menu.clearCache();
      merchants.clearCache();
      orderingSettings.clear();
      orderPlaces.clear();
    }
  });
  const invalidateMenu = (merchantId: string) => invalidation.invalidate({ kind: 'menu', merchantId });
  const invalidateMerchant = (merchantId: string) =>
    invalidation.invalidate({ kind: 'merchant', merchantId });
  const invalidateZones = (merchantId: string) => invalidation.invalidate({ kind: 'zones', merchantId });

  app.decorate('invalidateMenu', invalidateMenu);
  app.decorate('cacheInvalidation', invalidation);
  app.decorate('menuEtag', async (merchantId: string, channel: MenuChannel) => {
    return (await menu.getOverall(merchantId, channel)).etag;
  });
  app.decorate(
    'peekMenuEtag',
    (merchantId: string, channel: MenuChannel) => menu.peekOverall(merchantId, channel)?.etag,
  );
  app.decorate('readMenu', (merchantId: string, channel: MenuChannel) =>
    menu.readOverall(merchantId, channel),
  );
  app.decorate('invalidateMerchant', invalidateMerchant);
  app.decorate('clearCaches', () => {
    invalidation.invalidateLocally({ kind: 'all' });
    nominatim.clearCache();
  });
  return { invalidateMenu, invalidateMerchant, invalidateZones };
}

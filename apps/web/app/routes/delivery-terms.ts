/**
 * GET /delivery-terms[?basket=1&lat=&lon=]: the delivery estimate, fee and minimum of this visitor for the menu
 * header and the basket (issue 10, decision 316), loaded after the page is interactive so the menu's first
 * paint and its page cache never wait for it or hold one visitor's terms.
 */
import { z } from 'zod';
import { loadDeliveryTerms } from '../features/checkout/delivery-terms.server.ts';
import { requireMerchant } from '../lib/request-context.server.ts';
import type { Route } from './+types/delivery-terms';

const AskSchema = z.object({
  basket: z.literal('1').optional().catch(undefined),
  lat: z.coerce.number().min(-90).max(90).optional().catch(undefined),
  lon: z.coerce.number().min(-180).max(180).optional().catch(undefined),
});

export async function loader({ request, context }: Route.LoaderArgs) {
  const m = requireMerchant(context);
  const ask = AskSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const terms = await loadDeliveryTerms(m, {
    basket: ask.basket === '1',
    point: ask.lat !== undefined && ask.lon !== undefined ? { latitude: ask.lat, longitude: ask.lon } : null,
  });
  // JSON for a plain fetch (use-delivery-terms.ts, decision 355), never kept by a cache.
  return Response.json({ terms }, { headers: { 'cache-control': 'private, no-store' } });
}

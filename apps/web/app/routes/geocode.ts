/**
 * GET /geocode?lat=&lon= (reverse) or ?q= (search): the address picker's way to the API's Nominatim proxy
 * (spec §7), which adds the merchant header, the language and the server-wide 1 request/s rule. Failures come
 * back with the API's translated message so the picker can show spec §8's 'Error in nominatim' notice.
 */
import {
  geocodingEndpoints,
  NominatimReverseQuerySchema,
  NominatimSearchQuerySchema,
} from '@dasturxon/contracts';
import { requireMerchant } from '../lib/request-context.server.ts';
import type { Route } from './+types/geocode';

// Positions are not personal data once rounded by the API's cache, but the answer follows the visitor's
// language cookie: private.
const HEADERS = { 'Cache-Control': 'private, max-age=300', Vary: 'Cookie' };

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const ctx = requireMerchant(context);
  if (params.has('q')) {
    const query = NominatimSearchQuerySchema.safeParse({ q: params.get('q') });
    if (!query.success) return Response.json({ places: [] }, { headers: HEADERS });
    const [error, places] = await ctx.api.call(geocodingEndpoints.search, {
      query: { format: 'jsonv2', q: query.data.q },
    });
    if (error) return Response.json({ error }, { status: error.status || 502 });
    return Response.json({ places }, { headers: HEADERS });
  }
  const query = NominatimReverseQuerySchema.safeParse({ lat: params.get('lat'), lon: params.get('lon') });
  if (!query.success) {
    return Response.json(
      { error: { code: 'VALIDATION', status: 400, message: 'lat, lon' } },
      { status: 400 },
    );
  }
  const [error, place] = await ctx.api.call(geocodingEndpoints.reverse, {
    query: { format: 'jsonv2', lat: query.data.lat, lon: query.data.lon },
  });
  if (error) return Response.json({ error }, { status: error.status || 502 });
  return Response.json({ place }, { headers: HEADERS });
}

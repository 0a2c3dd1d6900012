/** The geocoding proxy (spec §7, decision 070): reverse and search through Nominatim. */
import { z } from 'zod';
import { NominatimPlaceSchema, NominatimReverseQuerySchema, NominatimSearchQuerySchema } from '../account.ts';
import { defineEndpoint } from './define.ts';

export const geocodingEndpoints = {
  /** A point with no address answers 200 with `{"error":"Unable to geocode"}`. */
  reverse: defineEndpoint({
    method: 'GET',
    path: '/notifications/v1/nominatim/reverse',
    query: NominatimReverseQuerySchema,
    responses: { 200: NominatimPlaceSchema },
  }),
  search: defineEndpoint({
    method: 'GET',
    path: '/notifications/v1/nominatim/search',
    query: NominatimSearchQuerySchema,
    responses: { 200: z.array(NominatimPlaceSchema) },
  }),
} as const;

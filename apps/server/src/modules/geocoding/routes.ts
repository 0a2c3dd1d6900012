/** Geocoding proxy of spec §7: GET /notifications/v1/nominatim/reverse and /search (decision 070). HTTP only. */
import { ApiErrorSchema, geocodingEndpoints } from '@dasturxon/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors/app-error.ts';
import { requestLang } from '../../errors/error-handler.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { errorResponses } from '../../http/schemas.ts';
import { type NominatimClient, NominatimError } from './nominatim-client.ts';
import { GateBusyError } from './rate-gate.ts';

const tags = ['geocoding'];

const geocodingErrors = {
  ...errorResponses,
  429: ApiErrorSchema.describe('Too many lookups are queued towards Nominatim; see Retry-After'),
  502: ApiErrorSchema.describe("Nominatim failed or timed out ('Error in nominatim')"),
} as const;

/**
 * Spec §8's notice, for whoever reads the log (decision 327): the customer gets the translated, actionable
 * `nominatimError` message instead of "tell the developers".
 */
export const NOMINATIM_LOG_TEXT =
  "Error in nominatim: Nominatim xizmatida xatolik yuz berdi. Dasturchilarga xabar bering yoki birozdan keyin qayta urinib ko'ring.";

/** Upstream trouble as the translated API errors; anything else is a bug and stays a 500. */
function mapFailure(err: unknown, request: FastifyRequest, reply: FastifyReply): never {
  if (err instanceof GateBusyError) {
    const seconds = Math.max(1, Math.ceil(err.retryAfterMs / 1000));
    reply.header('retry-after', String(seconds));
    throw new AppError('RATE_LIMITED', 429, 'geocodingBusy', { params: { seconds }, cause: err });
  }
  if (err instanceof NominatimError) {
    request.log.warn({ err }, NOMINATIM_LOG_TEXT);
    throw new AppError('NOMINATIM_ERROR', 502, 'nominatimError', { cause: err });
  }
  throw err;
}

export function geocodingRoutes({ nominatim }: { nominatim: NominatimClient }): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...endpointRoute(geocodingEndpoints.reverse, {
        tags,
        summary: 'The address at a point (reverse geocoding through Nominatim)',
        description:
          'At most one upstream request per second for the whole server; answers are cached. ' +
          'A point with no address answers 200 with `{"error":"Unable to geocode"}`.',
        errors: geocodingErrors,
      }),
      handler: async (request, reply) => {
        try {
          return await nominatim.reverse(request.query.lat, request.query.lon, requestLang(request));
        } catch (err) {
          return mapFailure(err, request as unknown as FastifyRequest, reply as unknown as FastifyReply);
        }
      },
    });

    app.route({
      ...endpointRoute(geocodingEndpoints.search, {
        tags,
        summary: 'Places in Uzbekistan matching a text (search through Nominatim)',
        description:
          'Meant for an explicit search, not per keystroke. Same rate limit and cache as reverse; ' +
          'no match answers an empty list.',
        errors: geocodingErrors,
      }),
      handler: async (request, reply) => {
        try {
          return await nominatim.search(request.query.q, requestLang(request));
        } catch (err) {
          return mapFailure(err, request as unknown as FastifyRequest, reply as unknown as FastifyReply);
        }
      },
    });
  };
}

/** GET /products/v1/overalls and /products/v1/grade (spec §7). HTTP only. */
import { menuEndpoints } from '@dasturxon/contracts';
import type { FastifyReply, FastifyRequest, FastifySchemaCompiler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { validatorCompiler } from '../../errors/validation.ts';
import { pickEncoding } from '../../http/encoding.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { ifNoneMatchHits, setRevalidateHeaders } from '../../http/etag.ts';
import { errorResponses } from '../../http/schemas.ts';
import type { MenuEntry } from './menu-cache.ts';
import type { MenuService } from './service.ts';

const notModified = z.undefined().describe('Not modified: the ETag sent in If-None-Match is current');

/**
 * The overall menu's query, checked without zod for the two values every client sends (or none): this route is
 * the busiest of the API and zod's parse was a third of its cost per request (decision 010). Anything else goes
 * through the zod schema, so the answer (value or translated 400) is exactly what OverallQuerySchema gives.
 */
// biome-ignore lint/suspicious/noExplicitAny: Fastify's compiler signature.
const overallQueryCompiler: FastifySchemaCompiler<any> = (route) => {
  const viaZod = validatorCompiler(route);
  if (route.httpPart !== 'querystring') return viaZod;
  return (data) => {
    const type = (data as { type?: unknown } | null)?.type;
    if (type === undefined) return { value: { type: 'WEB' } };
    if (type === 'WEB' || type === 'TG') return { value: { type } };
    return viaZod(data);
  };
};

export function menuRoutes({ menu }: { menu: MenuService }): FastifyPluginAsyncZod {
  /** A cache entry as the answer: 304 for a current ETag, else the bytes in the best encoding accepted. */
  async function sendEntry(
    request: FastifyRequest,
    reply: FastifyReply,
    entry: MenuEntry,
  ): Promise<FastifyReply> {
    setRevalidateHeaders(reply, entry.etag);
    if (ifNoneMatchHits(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
    reply.type('application/json; charset=utf-8');
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (!encoding) return reply.send(entry.body);
    const body = await menu.encode(entry, encoding);
    return reply.header('content-encoding', encoding).send(body);
  }

  return async (app) => {
    app.route({
      ...endpointRoute(menuEndpoints.overall, {
        tags: ['menu'],
        summary: 'The whole menu of the merchant for a channel (WEB or TG)',
        description:
          'Groups, categories and active products of the channel, each sorted by priority then id. ' +
          'Carries a strong ETag; send it back in If-None-Match to get 304.',
        errors: { 304: notModified, ...errorResponses },
      }),
      // Sent pre-serialized and pre-compressed from the menu cache: no on-the-fly compression.
      compress: false,
      validatorCompiler: overallQueryCompiler,
      // The typed reply models objects; these answers are bytes already, hence the plain FastifyReply.
      handler: async (request, reply) =>
        sendEntry(
          request,
          reply as unknown as FastifyReply,
          await menu.getOverall(request.merchant.id, request.query.type),
        ),
    });

    app.route({
      ...endpointRoute(menuEndpoints.grades, {
        tags: ['menu'],
        summary: 'Average grade per product of the merchant (one decimal)',
        errors: { 304: notModified, ...errorResponses },
      }),
      compress: false,
      handler: async (request, reply) =>
        sendEntry(request, reply as unknown as FastifyReply, await menu.getGrades(request.merchant.id)),
    });
  };
}

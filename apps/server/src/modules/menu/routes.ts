/** GET /products/v1/overalls and /products/v1/grade (spec §7). HTTP only. */
import {
  MerchantHeadersSchema,
  OverallQuerySchema,
  OverallSchema,
  ProductGradeSchema,
} from '@dasturxon/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pickEncoding } from '../../http/encoding.ts';
import { ifNoneMatchHits, setRevalidateHeaders } from '../../http/etag.ts';
import { errorResponses } from '../../http/schemas.ts';
import type { MenuService } from './service.ts';

export function menuRoutes({ menu }: { menu: MenuService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/products/v1/overalls',
      {
        // Sent pre-serialized and pre-compressed from the menu cache: skip on-the-fly compression.
        compress: false,
        schema: {
          tags: ['menu'],
          summary: 'The whole menu of the merchant for a channel (WEB or TG)',
          description:
            'Groups, categories and active products of the channel, each sorted by priority then id. ' +
            'Carries a strong ETag; send it back in If-None-Match to get 304.',
          headers: MerchantHeadersSchema,
          querystring: OverallQuerySchema,
          response: {
            200: OverallSchema,
            304: z.undefined().describe('Not modified: the ETag sent in If-None-Match is current'),
            ...errorResponses,
          },
        },
      },
      async (request, typedReply) => {
        // The body is already JSON text (or compressed bytes), which the typed reply does not model.
        const reply = typedReply as unknown as FastifyReply;
        const entry = await menu.getOverall(request.merchant.id, request.query.type);
        setRevalidateHeaders(reply, entry.etag);
        if (ifNoneMatchHits(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
        reply.type('application/json; charset=utf-8');
        const encoding = pickEncoding(request.headers['accept-encoding']);
        if (!encoding) return reply.send(entry.json);
        const body = await menu.encodeOverall(entry, encoding);
        return reply.header('content-encoding', encoding).send(body);
      },
    );

    app.get(
      '/products/v1/grade',
      {
        config: { etag: true },
        schema: {
          tags: ['menu'],
          summary: 'Average grade per product of the merchant (one decimal)',
          headers: MerchantHeadersSchema,
          response: { 200: z.array(ProductGradeSchema), ...errorResponses },
        },
      },
      async (request) => menu.listGrades(request.merchant.id),
    );
  };
}

/**
 * HTTP of the payments module: the customer's checkout link, and the endpoints Payme, Click and Uzum call
 * (integrations.md §1-§3; paths fixed in their cabinets, issue 4). Provider endpoints carry no merchant header:
 * the merchant is found from the provider's own fields. Rules live in checkout.ts, payme.ts, click.ts, uzum.ts.
 */
import { ApiErrorSchema, apiPaths, paymentEndpoints } from '@dasturxon/contracts';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { resolveLang } from '../../errors/lang.ts';
import { requireSession } from '../../http/auth.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { errorResponses } from '../../http/schemas.ts';
import type { CheckoutService } from './checkout.ts';
import type { ClickFields, ClickService } from './click.ts';
import type { PaymeService } from './payme.ts';
import { UZUM_OPERATIONS, type UzumService } from './uzum.ts';

const tags = ['payments'];
const FORM = 'application/x-www-form-urlencoded';

/** Every body as text, whatever its content type (Payme: "parse whatever the Content-Type"). */
function rawBodies(scope: FastifyInstance): void {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
}

function formFields(body: unknown): ClickFields {
  const text = typeof body === 'string' ? body : '';
  const fields: ClickFields = {};
  for (const [key, value] of new URLSearchParams(text)) {
    if (!(key in fields)) fields[key] = value;
  }
  return fields;
}

const providerRoute = { config: { merchantHeader: false } } as const;

export function paymentRoutes(services: {
  checkout: CheckoutService;
  payme: PaymeService;
  click: ClickService;
  uzum: UzumService;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...endpointRoute(paymentEndpoints.checkout, {
        tags,
        summary: 'Where to pay for an order of the signed-in customer',
        description:
          'url is the provider page (live) or the sandbox page (sandbox mode), with `returnUrl` (a relative ' +
          'storefront path, default /profile/orders/{id}) to come back to; null for cash and terminal. An ' +
          'order of another customer is 404; a paid one 409 ORDER_ALREADY_PAID; a final or non-online one 409.',
        errors: {
          ...errorResponses,
          401: ApiErrorSchema.describe('No valid session for this merchant'),
          409: ApiErrorSchema.describe('The order cannot be paid online, or is already paid'),
        },
      }),
      config: { auth: 'customer' },
      handler: async (request, reply) => {
        const session = requireSession(request);
        reply.header('cache-control', 'private, no-store');
        return services.checkout.checkout({
          merchantId: request.merchant.id,
          userId: session.userId,
          orderId: request.params.id,
          returnPath: request.query.returnUrl,
          lang: resolveLang(request.headers['accept-language'], request.cookies?.lang),
        });
      },
    });

    // Payme: one JSON-RPC endpoint, any method and content type, always HTTP 200.
    await app.register(async (payme) => {
      rawBodies(payme);
      payme.route({
        method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
        url: apiPaths.paymeCallback(),
        ...providerRoute,
        schema: {
          tags,
          summary: 'Payme Merchant API (JSON-RPC, called by Payme)',
          description:
            'integrations.md §1. Authorization: Basic base64("Paycom:<cashbox key>"). Always HTTP 200.',
        },
        handler: async (request, reply) => {
          const answer = await services.payme.handle({
            httpMethod: request.method,
            authorization: request.headers.authorization,
            body: typeof request.body === 'string' ? request.body : '',
          });
          return reply.code(200).header('cache-control', 'no-store').send(answer);
        },
      });
    });

    // Click and Uzum: form-urlencoded / JSON bodies read as text here.
    await app.register(async (providers) => {
      rawBodies(providers);
      providers.post(
        apiPaths.clickPrepare(),
        {
          ...providerRoute,
          schema: {
            tags,
            summary: 'Click SHOP API Prepare (action 0, called by Click)',
            description: `${FORM}; integrations.md §2`,
          },
        },
        async (request) => services.click.prepare(formFields(request.body)),
      );
      providers.post(
        apiPaths.clickComplete(),
        {
          ...providerRoute,
          schema: {
            tags,
            summary: 'Click SHOP API Complete (action 1, called by Click)',
            description: `${FORM}; integrations.md §2`,
          },
        },
        async (request) => services.click.complete(formFields(request.body)),
      );
      providers.post(
        '/payments/v2/uzum/:operation',
        {
          ...providerRoute,
          schema: {
            tags,
            summary: 'Uzum Bank merchant API (called by Uzum): check, create, confirm, reverse, status',
            description:
              'integrations.md §3; field names and error codes UNVERIFIED (uzum.ts UZUM_PROTOCOL).',
            params: z.object({ operation: z.string().max(32).describe(UZUM_OPERATIONS.join(', ')) }),
          },
        },
        async (request, reply) => {
          const answer = await services.uzum.handle({
            operation: (request.params as { operation: string }).operation,
            authorization: request.headers.authorization,
            body: typeof request.body === 'string' ? request.body : '',
          });
          return reply.code(answer.httpStatus).send(answer.body);
        },
      );
    });
  };
}

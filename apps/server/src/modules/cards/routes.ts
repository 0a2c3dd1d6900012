/** Saved cards (spec §2 /profile/cards, §3 Card): HTTP only; rules in service.ts (decisions 130-132). */
import { ApiErrorSchema, cardEndpoints, RowIdParamSchema } from '@dasturxon/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../errors/app-error.ts';
import { requestLang, sendError } from '../../errors/error-handler.ts';
import { requireSession } from '../../http/auth.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { errorResponses } from '../../http/schemas.ts';
import type { CardPayService } from './card-pay.ts';
import { CardRefusal } from './payme-subscribe.ts';
import { cardErrorOf } from './reasons.ts';
import type { CardService } from './service.ts';

const tags = ['cards'];

const cardErrors = {
  ...errorResponses,
  401: ApiErrorSchema.describe('No valid session for this merchant'),
  409: ApiErrorSchema.describe('The merchant takes no cards (no Payme cashbox): PAYMENT_TYPE_UNAVAILABLE'),
  422: ApiErrorSchema.describe('The provider refused (CARD_ERROR, the reason in the message)'),
  429: ApiErrorSchema.describe('Too many cards started this hour, or a new code asked for too early'),
  502: ApiErrorSchema.describe('The card provider did not answer (CARD_ERROR)'),
} as const;

export function cardRoutes(deps: {
  cards: CardService;
  pay: CardPayService;
  /** The sandbox provider's last code for a token; set only where codes may be revealed (test / SMS log). */
  lastSandboxCode: ((token: string) => string | null) | null;
}): FastifyPluginAsyncZod {
  const { cards } = deps;
  return async (app) => {
    // A provider refusal becomes CARD_ERROR with its reason in the caller's language (this scope only).
    app.setErrorHandler((err, request, reply) =>
      sendError(request, reply, err instanceof CardRefusal ? cardErrorOf(requestLang(request), err) : err),
    );
    app.addHook('onSend', async (_request, reply) => {
      // Card data is private to one customer: never in a shared cache.
      reply.header('cache-control', 'private, no-store');
    });

    const errors = cardErrors;
    app.route({
      ...endpointRoute(cardEndpoints.pay, {
        tags,
        summary: 'Pay an unpaid Payme order of the signed-in customer with this saved card',
        description:
          'Decision 319: a Payme receipt for the order is paid with the card’s stored token; Payme then calls ' +
          'our Merchant API, which marks the order paid. Another customer’s order or card is 404; a paid, final ' +
          'or non-Payme order 409; a refusal of the provider 422 (the order stays unpaid): CARD_EXPIRED, ' +
          'CARD_NO_FUNDS or CARD_REMOVED when the customer can act on it (decision 338), else CARD_ERROR.',
        errors: {
          ...errors,
          404: ApiErrorSchema.describe('No such order or card of this customer'),
          409: ApiErrorSchema.describe(
            'The order is paid, final, not a Payme order, or the merchant has no Payme',
          ),
        },
      }),
      config: { auth: 'customer' },
      handler: async (request) =>
        deps.pay.pay(requireSession(request), request.params.id, request.body.orderId),
    });

    app.route({
      ...endpointRoute(cardEndpoints.list, {
        tags,
        summary: "The signed-in customer's saved (confirmed) cards, newest first",
        errors,
      }),
      config: { auth: 'customer' },
      handler: async (request) => cards.list(requireSession(request)),
    });

    app.route({
      ...endpointRoute(cardEndpoints.start, {
        tags,
        summary: 'Start adding a card: the provider tokenises it and texts a code to the card’s phone',
        description:
          'The number (16 digits, Luhn-checked) and expiry (MM/YY, not past) go to Payme only; we keep its ' +
          'token, the masked number and the expiry. No CVV. Confirm with POST /payments/v2/cards/confirm. ' +
          'At most 5 cards started per customer per hour.',
        errors,
      }),
      config: { auth: 'customer' },
      handler: async (request, reply) => {
        const sent = await cards.start(requireSession(request), request.body);
        return reply.code(201).send(sent);
      },
    });

    app.route({
      ...endpointRoute(cardEndpoints.confirm, {
        tags,
        summary: 'Confirm a card with the SMS code; it then shows in the list',
        description:
          '5 wrong codes retire the card (it must be added again). A confirmed card answers as is.',
        errors,
      }),
      config: { auth: 'customer' },
      handler: async (request) => cards.confirm(requireSession(request), request.body),
    });

    app.route({
      ...endpointRoute(cardEndpoints.pending, {
        tags,
        summary:
          'A card being added (not confirmed yet): masked number and phone, resend wait, attempts left',
        errors,
      }),
      config: { auth: 'customer' },
      handler: async (request) => cards.pending(requireSession(request), request.params.id),
    });

    app.route({
      ...endpointRoute(cardEndpoints.resendCode, {
        tags,
        summary: 'Send a new code for a card being added (after the provider’s wait)',
        errors,
      }),
      config: { auth: 'customer' },
      handler: async (request) => cards.resend(requireSession(request), request.params.id),
    });

    app.route({
      ...endpointRoute(cardEndpoints.remove, {
        tags,
        summary: 'Delete a saved card (removed at the provider too)',
        errors,
      }),
      config: { auth: 'customer' },
      handler: async (request, reply) => {
        await cards.remove(requireSession(request), request.params.id);
        return reply.code(204).send();
      },
    });

    const lastSandboxCode = deps.lastSandboxCode;
    if (lastSandboxCode) {
      app.get(
        '/testing/v1/last-card-code',
        {
          schema: {
            hide: true,
            querystring: z.object({ card: RowIdParamSchema }),
            response: { 200: z.object({ code: z.string() }), ...errorResponses },
          },
        },
        async (request) => {
          const token = await cards.tokenOf(request.merchant.id, request.query.card);
          const code = token ? lastSandboxCode(token) : null;
          if (!code) throw notFound();
          return { code };
        },
      );
    }
  };
}

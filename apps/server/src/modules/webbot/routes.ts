/** Telegram mini-app calls of spec §7 (webbot) and the bot webhook (decision 060). HTTP only. */
import { webbotEndpoints } from '@dasturxon/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { errorResponses } from '../../http/schemas.ts';
import { WEBHOOK_SECRET_HEADER } from '../../telegram/webhook-secret.ts';
import type { WebbotService } from './service.ts';

const tags = ['telegram'];

// Short initData is refused by the service with spec §5's 'Telegram initData not found', not by a generic
// validation error, so the bodies accept any length up to the bound here.
const authErrors = {
  401: errorResponses[400].describe('initData missing, tampered or expired'),
  403: errorResponses[400].describe('The merchant has no Telegram bot, or the phone was not verified'),
  ...errorResponses,
} as const;

/** The fields of a Telegram update the webhook reads; everything else is accepted and ignored. */
const TelegramUpdateSchema = z.looseObject({
  update_id: z.number().int().optional(),
  message: z
    .looseObject({
      from: z.looseObject({ id: z.number().int() }).optional(),
      contact: z
        .looseObject({ phone_number: z.string().max(40), user_id: z.number().int().optional() })
        .optional(),
    })
    .optional(),
});

export function webbotRoutes({ webbot }: { webbot: WebbotService }): FastifyPluginAsyncZod {
  return async (app) => {
    for (const [endpoint, summary] of [
      [webbotEndpoints.auth, 'Mini-app auto-login with initData'],
      [webbotEndpoints.token, 'Mini-app session token for initData (same answer as auth)'],
    ] as const) {
      app.route({
        ...endpointRoute(endpoint, {
          tags,
          summary,
          description:
            "initData is checked with the merchant's bot token (HMAC, freshness). A Telegram user linked to " +
            'an account gets a TG session (LOGGED_IN); otherwise CONTACT_REQUIRED: share the contact, then login.',
          errors: authErrors,
        }),
        handler: async (request) => webbot.auth(request.merchant.id, request.body.initData),
      });
    }

    app.route({
      ...endpointRoute(webbotEndpoints.login, {
        tags,
        summary: 'Mini-app login with the shared contact',
        description:
          'Accepted only when the phone reached the bot webhook as the sender’s own contact for this ' +
          'Telegram user (decision 060); a typed phone is refused with 403.',
        errors: authErrors,
      }),
      handler: async (request) => webbot.login(request.merchant.id, request.body),
    });

    for (const [post, put] of [
      [webbotEndpoints.logout, webbotEndpoints.logoutWithLanguage],
      [webbotEndpoints.logoutWithToken, webbotEndpoints.logoutWithTokenAndLanguage],
    ] as const) {
      app.route({
        ...endpointRoute(post, {
          tags,
          summary: 'Mini-app logout: revoke the TG sessions of the Telegram user',
          errors: { 200: webbotEndpoints.auth.responses[200], ...authErrors },
        }),
        handler: async (request, reply) => {
          await webbot.logout(request.merchant.id, request.body.initData);
          return reply.code(204).send(null);
        },
      });
      app.route({
        ...endpointRoute(put, {
          tags,
          summary: 'Mini-app logout with the language chosen for the bot',
          errors: { 200: webbotEndpoints.auth.responses[200], ...authErrors },
        }),
        handler: async (request, reply) => {
          await webbot.logout(request.merchant.id, request.body.initData, request.body.language);
          return reply.code(204).send(null);
        },
      });
    }

    app.route({
      ...endpointRoute(webbotEndpoints.setting, {
        tags,
        summary: "The merchant's mini-app settings",
        errors: errorResponses,
      }),
      handler: async (request) => webbot.setting(request.merchant.id),
    });

    app.post(
      '/webbot/v1/telegram/webhook/:merchantId',
      {
        // Telegram calls this, not the storefront: no merchant header, the merchant is in the path and the
        // call is authenticated by the secret token set with setWebhook.
        config: { merchantHeader: false },
        schema: {
          tags,
          summary: "Webhook of the merchant's bot (Telegram → server)",
          description:
            'Set with setWebhook and secret_token (decision 060). Records the sender’s own shared contact as ' +
            'a verified phone for the mini-app login; other updates are acknowledged and ignored.',
          params: z.object({ merchantId: z.uuid() }),
          headers: z.looseObject({ [WEBHOOK_SECRET_HEADER]: z.string().max(256).optional() }),
          body: TelegramUpdateSchema,
          response: { 200: z.object({ ok: z.literal(true) }), 401: errorResponses[400], ...errorResponses },
        },
      },
      async (request) => {
        const secret = request.headers[WEBHOOK_SECRET_HEADER];
        await webbot.webhook(
          request.params.merchantId.toLowerCase(),
          typeof secret === 'string' ? secret : undefined,
          request.body,
        );
        return { ok: true as const };
      },
    );
  };
}

/**
 * The settings screens' staff API (issue 12; decisions 270-274): ADMIN only. Web settings and theme, payment
 * settings, write-only credentials with connection tests and the bot webhook, policies, vacancies, brand tabs.
 */
import { ApiErrorSchema, staffSettingsEndpoints as endpoints } from '@dasturxon/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { errorResponses } from '../../http/schemas.ts';
import { staffPrincipal } from '../staff/staff-auth.ts';
import type { ContentAdminService } from './content-service.ts';
import type { SettingsService } from './service.ts';

const tags = ['staff: settings'];
const config = { auth: 'staff', roles: ['ADMIN'] } as const;
const errors = {
  ...errorResponses,
  401: ApiErrorSchema.describe('No valid staff session for this merchant'),
  403: ApiErrorSchema.describe('Only ADMIN changes settings'),
} as const;

export function settingsRoutes(deps: {
  settings: SettingsService;
  content: ContentAdminService;
}): FastifyPluginAsyncZod {
  const { settings, content } = deps;
  return async (app) => {
    const route = <E extends Parameters<typeof endpointRoute>[0]>(
      endpoint: E,
      summary: string,
      description?: string,
    ) => ({
      ...endpointRoute(endpoint, { tags, summary, errors, ...(description ? { description } : {}) }),
      config,
    });

    app.route({
      ...route(endpoints.web, 'Web settings and theme as the storefront is served them'),
      handler: async (request) => settings.web(staffPrincipal(request).merchantId),
    });
    app.route({
      ...route(
        endpoints.saveWeb,
        'Replace the web settings',
        'Every field, nothing else (an unknown flag is refused). The spec §9 text colour (white on a dark ' +
          'main colour type, else black) must reach a 4.5:1 contrast on the main colour (decision 270).',
      ),
      handler: async (request) => settings.saveWeb(staffPrincipal(request), request.body),
    });

    app.route({
      ...route(endpoints.payments, 'Payment types and the channels offering each'),
      handler: async (request) => settings.payments(staffPrincipal(request).merchantId),
    });
    app.route({
      ...route(endpoints.savePayments, 'Change payment types per channel (web, bot, operator, app, QR)'),
      handler: async (request) => settings.savePayments(staffPrincipal(request), request.body.settings),
    });

    app.route({
      ...route(
        endpoints.credentials,
        'Which provider credentials are set',
        'Never a value: `set` and, for ids that are not secrets, their last 4 characters (decision 271).',
      ),
      handler: async (request) => settings.credentials(staffPrincipal(request).merchantId),
    });
    app.route({
      ...route(
        endpoints.saveCredentials,
        'Enter or replace credentials (write-only)',
        'Only the fields sent change; null clears one. The answer says which are set, never a value.',
      ),
      handler: async (request) => settings.saveCredentials(staffPrincipal(request), request.body),
    });
    app.route({
      ...route(
        endpoints.testConnection,
        'Test the SMS gateway (Eskiz log-in) or the Telegram bot (getMe)',
        'Play Mobile, Payme, Click, Uzum and the map key cannot be tested without side effects (decision 272).',
      ),
      handler: async (request) =>
        settings.testConnection(staffPrincipal(request).merchantId, request.body.provider),
    });
    app.route({
      ...route(
        endpoints.setWebhook,
        "Point the merchant's Telegram bot at this server (setWebhook)",
        'The webhook URL is <origin>/api/webbot/v1/telegram/webhook/<merchant id>, with the secret token ' +
          'derived from the bot token; origin defaults to the origin of this request.',
      ),
      handler: async (request) => {
        const origin = request.body.origin ?? `${request.protocol}://${request.host}`;
        return settings.setWebhook(staffPrincipal(request).merchantId, origin);
      },
    });

    app.route({
      ...route(endpoints.policies, 'Terms, about the company and privacy policy texts'),
      handler: async (request) => content.policies(staffPrincipal(request).merchantId),
    });
    app.route({
      ...route(endpoints.savePolicy, 'Write a policy text in the three languages'),
      handler: async (request) =>
        content.savePolicy(staffPrincipal(request), request.params.type, request.body.text),
    });

    app.route({
      ...route(endpoints.vacancies, 'Vacancies, open and closed'),
      handler: async (request) => content.vacancies(staffPrincipal(request).merchantId),
    });
    app.route({
      ...route(endpoints.createVacancy, 'Add a vacancy'),
      handler: async (request, reply) =>
        reply.code(201).send(await content.createVacancy(staffPrincipal(request), request.body)),
    });
    app.route({
      ...route(endpoints.saveVacancy, 'Change a vacancy'),
      handler: async (request) =>
        content.saveVacancy(staffPrincipal(request), request.params.id, request.body),
    });
    app.route({
      ...route(endpoints.removeVacancy, 'Delete a vacancy'),
      handler: async (request, reply) => {
        await content.removeVacancy(staffPrincipal(request), request.params.id);
        return reply.code(204).send();
      },
    });

    app.route({
      ...route(endpoints.brands, "Brand tabs of the merchant's company"),
      handler: async (request) => content.brands(staffPrincipal(request).merchantId),
    });
    app.route({
      ...route(endpoints.saveBrand, 'Change how a brand tab looks (name, colour, image, order)'),
      handler: async (request) => content.saveBrand(staffPrincipal(request), request.params.id, request.body),
    });
  };
}

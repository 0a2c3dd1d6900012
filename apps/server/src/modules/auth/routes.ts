/** Phone login calls (decision 050) and, in test and log modes only, the last code sent (for e2e). */
import { ApiErrorSchema, authEndpoints, PhoneSchema } from '@dasturxon/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../errors/app-error.ts';
import { requestLang } from '../../errors/error-handler.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { errorResponses } from '../../http/schemas.ts';
import type { LoginService } from './login.ts';
import type { OtpService } from './otp.ts';

const tags = ['auth'];

export const authErrorResponses = {
  ...errorResponses,
  401: ApiErrorSchema.describe('No valid session for this merchant'),
  429: ApiErrorSchema.describe('Too many codes asked for: the message says how long to wait'),
} as const;

export function authRoutes(deps: {
  otp: OtpService;
  login: LoginService;
  /** Mount GET /testing/v1/last-code (NODE_ENV=test or SMS_MODE=log only). */
  testingRoute: boolean;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      // Tokens and codes must never sit in a shared cache.
      reply.header('cache-control', 'no-store');
    });

    app.route({
      ...endpointRoute(authEndpoints.sendCode, {
        tags,
        summary: 'Send a login code by SMS to a phone',
        description:
          'One code per 60 s and 5 per hour per phone; 30 per 10 minutes per client address (decision 176).',
        errors: authErrorResponses,
      }),
      handler: async (request) =>
        deps.otp.send({
          merchant: request.merchant,
          phone: request.body.phone,
          purpose: 'LOGIN',
          clientIp: request.ip,
          lang: requestLang(request),
        }),
    });

    app.route({
      ...endpointRoute(authEndpoints.login, {
        tags,
        summary: 'Log in with the code: answers a bearer token and the user (created on first login)',
        errors: authErrorResponses,
      }),
      handler: async (request) =>
        deps.login.login(request.merchant.id, request.body.phone, request.body.code),
    });

    if (deps.testingRoute) {
      app.get(
        '/testing/v1/last-code',
        {
          schema: {
            hide: true,
            querystring: z.object({ phone: PhoneSchema }),
            response: { 200: z.object({ code: z.string() }), ...errorResponses },
          },
        },
        async (request) => {
          const code = deps.otp.lastCode(request.merchant.id, request.query.phone);
          if (!code) throw notFound();
          return { code };
        },
      );
    }
  };
}

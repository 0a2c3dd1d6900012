/** The customer's own account (spec §7 users calls). Every route needs a session of the header's merchant. */
import { userEndpoints } from '@dasturxon/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLang } from '../../errors/error-handler.ts';
import { requireOwnUser, requireSession } from '../../http/auth.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { authErrorResponses } from '../auth/routes.ts';
import type { UserService } from './service.ts';

const tags = ['users'];

export function userRoutes({ users }: { users: UserService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    const errors = authErrorResponses;
    app.route({
      ...endpointRoute(userEndpoints.me, { tags, summary: 'The logged-in user', errors }),
      config: { auth: 'customer' },
      handler: async (request) => users.me(requireSession(request)),
    });

    app.route({
      ...endpointRoute(userEndpoints.update, {
        tags,
        summary: "Edit the logged-in user's profile (another user's id: 404)",
        errors,
      }),
      config: { auth: 'customer' },
      handler: async (request) => users.update(requireOwnUser(request, request.params.id), request.body),
    });

    app.route({
      ...endpointRoute(userEndpoints.phoneChange, {
        tags,
        summary: 'Send a code to a new phone number',
        errors,
      }),
      config: { auth: 'customer' },
      handler: async (request) =>
        users.requestPhoneChange({
          session: requireSession(request),
          merchant: request.merchant,
          phone: request.body.phone,
          clientIp: request.ip,
          lang: requestLang(request),
        }),
    });

    app.route({
      ...endpointRoute(userEndpoints.phoneVerify, {
        tags,
        summary: 'Confirm the new phone number with its code',
        errors,
      }),
      config: { auth: 'customer' },
      handler: async (request) =>
        users.verifyPhoneChange(requireSession(request), request.body.phone, request.body.code),
    });

    app.route({
      ...endpointRoute(userEndpoints.erase, {
        tags,
        summary: 'Delete the account: personal data erased, sessions revoked; past orders stay, detached',
        errors,
      }),
      config: { auth: 'customer' },
      handler: async (request, reply) => {
        await users.erase(requireSession(request));
        return reply.code(204).send(null);
      },
    });

    app.route({
      ...endpointRoute(userEndpoints.logout, {
        tags,
        summary: 'Log out: the session token stops working',
        errors,
      }),
      config: { auth: 'customer' },
      handler: async (request, reply) => {
        await users.logout(requireSession(request));
        return reply.code(204).send(null);
      },
    });
  };
}

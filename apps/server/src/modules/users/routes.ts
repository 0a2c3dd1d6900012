/** The customer's own account (spec §7 users calls). Every route needs a session of the header's merchant. */
import {
  IdParamSchema,
  PhoneChangeSchema,
  PhoneVerifySchema,
  SendCodeResponseSchema,
  UserSchema,
  UserUpdateSchema,
} from '@dasturxon/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLang } from '../../errors/error-handler.ts';
import { requireOwnUser, requireSession } from '../../http/auth.ts';
import { authErrorResponses } from '../auth/routes.ts';
import type { UserService } from './service.ts';

const tags = ['users'];

export function userRoutes({ users }: { users: UserService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.get(
      '/users/v1/users/me',
      {
        config: { auth: 'customer' },
        schema: { tags, summary: 'The logged-in user', response: { 200: UserSchema, ...authErrorResponses } },
      },
      async (request) => users.me(requireSession(request)),
    );

    app.put(
      '/users/v1/users/:id',
      {
        config: { auth: 'customer' },
        schema: {
          tags,
          summary: "Edit the logged-in user's profile (another user's id: 404)",
          params: IdParamSchema,
          body: UserUpdateSchema,
          response: { 200: UserSchema, ...authErrorResponses },
        },
      },
      async (request) => users.update(requireOwnUser(request, request.params.id), request.body),
    );

    app.put(
      '/users/v1/users/phone',
      {
        config: { auth: 'customer' },
        schema: {
          tags,
          summary: 'Send a code to a new phone number',
          body: PhoneChangeSchema,
          response: { 200: SendCodeResponseSchema, ...authErrorResponses },
        },
      },
      async (request) =>
        users.requestPhoneChange({
          session: requireSession(request),
          merchant: request.merchant,
          phone: request.body.phone,
          clientIp: request.ip,
          lang: requestLang(request),
        }),
    );

    app.put(
      '/users/v1/users/phone/verify',
      {
        config: { auth: 'customer' },
        schema: {
          tags,
          summary: 'Confirm the new phone number with its code',
          body: PhoneVerifySchema,
          response: { 200: UserSchema, ...authErrorResponses },
        },
      },
      async (request) =>
        users.verifyPhoneChange(requireSession(request), request.body.phone, request.body.code),
    );

    app.delete(
      '/users/v1/users',
      {
        config: { auth: 'customer' },
        schema: {
          tags,
          summary: 'Delete the account: personal data erased, sessions revoked; past orders stay, detached',
          response: { 204: z.null(), ...authErrorResponses },
        },
      },
      async (request, reply) => {
        await users.erase(requireSession(request));
        return reply.code(204).send(null);
      },
    );

    app.post(
      '/users/v1/users/logout',
      {
        config: { auth: 'customer' },
        schema: {
          tags,
          summary: 'Log out: the session token stops working',
          response: { 204: z.null(), ...authErrorResponses },
        },
      },
      async (request, reply) => {
        await users.logout(requireSession(request));
        return reply.code(204).send(null);
      },
    );
  };
}

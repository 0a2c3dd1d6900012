/**
 * Telegram mini-app calls of spec §7 (webbot). The bot's webhook is not in the table: only Telegram calls it
 * (like the payment providers' callbacks).
 */
import { z } from 'zod';
import {
  InitDataBodySchema,
  WebbotAuthResponseSchema,
  WebbotLoginSchema,
  WebbotLogoutPutSchema,
  WebbotSettingSchema,
} from '../account.ts';
import { defineEndpoint } from './define.ts';

const initData = z.string().max(4096);
const InitDataBody = InitDataBodySchema.extend({ initData });
const LoginBody = WebbotLoginSchema.extend({ initData });
const LogoutPutBody = WebbotLogoutPutSchema.extend({ initData });

const initDataAuth = {
  method: 'POST',
  body: InitDataBody,
  responses: { 200: WebbotAuthResponseSchema },
} as const;
const logoutPost = { method: 'POST', body: InitDataBody, responses: { 204: z.null() } } as const;
const logoutPut = { method: 'PUT', body: LogoutPutBody, responses: { 204: z.null() } } as const;

export const webbotEndpoints = {
  /** Auto-login with initData. */
  auth: defineEndpoint({ ...initDataAuth, path: '/webbot/v1/users/auth' }),
  /** Same answer as auth. */
  token: defineEndpoint({ ...initDataAuth, path: '/webbot/v1/users/token' }),
  /** Login with the contact shared with the bot (decision 060). */
  login: defineEndpoint({
    method: 'POST',
    path: '/webbot/v1/users/login',
    body: LoginBody,
    responses: { 200: WebbotAuthResponseSchema },
  }),
  logout: defineEndpoint({ ...logoutPost, path: '/webbot/v1/users/logout' }),
  logoutWithToken: defineEndpoint({ ...logoutPost, path: '/webbot/v1/users/logout/WITH_TOKEN' }),
  /** Logout with the language chosen for the bot. */
  logoutWithLanguage: defineEndpoint({ ...logoutPut, path: '/webbot/v1/users/logout' }),
  logoutWithTokenAndLanguage: defineEndpoint({ ...logoutPut, path: '/webbot/v1/users/logout/WITH_TOKEN' }),
  setting: defineEndpoint({
    method: 'GET',
    path: '/webbot/v1/setting',
    responses: { 200: WebbotSettingSchema },
  }),
} as const;

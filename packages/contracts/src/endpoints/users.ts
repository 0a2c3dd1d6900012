/** Phone login (decision 050) and the customer's own account (spec §7 users calls). */
import { z } from 'zod';
import {
  LoginResponseSchema,
  LoginSchema,
  PhoneChangeSchema,
  PhoneVerifySchema,
  SendCodeResponseSchema,
  SendCodeSchema,
  UserSchema,
  UserUpdateSchema,
} from '../account.ts';
import { IdParamSchema } from '../common.ts';
import { defineEndpoint } from './define.ts';

export const authEndpoints = {
  sendCode: defineEndpoint({
    method: 'POST',
    path: '/users/v1/auth/code',
    body: SendCodeSchema,
    responses: { 200: SendCodeResponseSchema },
  }),
  login: defineEndpoint({
    method: 'POST',
    path: '/users/v1/auth/login',
    body: LoginSchema,
    responses: { 200: LoginResponseSchema },
  }),
} as const;

export const userEndpoints = {
  me: defineEndpoint({ method: 'GET', path: '/users/v1/users/me', responses: { 200: UserSchema } }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/users/v1/users/{id}',
    params: IdParamSchema,
    body: UserUpdateSchema,
    responses: { 200: UserSchema },
  }),
  /** Sends a code to the new number. */
  phoneChange: defineEndpoint({
    method: 'PUT',
    path: '/users/v1/users/phone',
    body: PhoneChangeSchema,
    responses: { 200: SendCodeResponseSchema },
  }),
  phoneVerify: defineEndpoint({
    method: 'PUT',
    path: '/users/v1/users/phone/verify',
    body: PhoneVerifySchema,
    responses: { 200: UserSchema },
  }),
  /** Personal data erased, sessions revoked; past orders stay, detached. */
  erase: defineEndpoint({ method: 'DELETE', path: '/users/v1/users', responses: { 204: z.null() } }),
  logout: defineEndpoint({ method: 'POST', path: '/users/v1/users/logout', responses: { 204: z.null() } }),
} as const;

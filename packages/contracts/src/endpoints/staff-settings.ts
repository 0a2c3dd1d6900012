/** The storefront's settings on the staff API (issue 12, decisions 270-274): ADMIN only. */
import { z } from 'zod';
import { IdParamSchema } from '../common.ts';
import {
  BrandTabAdminSchema,
  BrandTabInputSchema,
  ConnectionTestInputSchema,
  ConnectionTestResultSchema,
  CredentialsInputSchema,
  CredentialsStatusSchema,
  PaymentSettingSchema,
  PaymentSettingsInputSchema,
  PolicyAdminSchema,
  PolicyInputSchema,
  PolicyTypeParamSchema,
  SetWebhookInputSchema,
  SetWebhookResultSchema,
  VacancyAdminSchema,
  VacancyInputSchema,
  WebSettingsInputSchema,
  WebSettingsSchema,
} from '../staff-settings.ts';
import { defineEndpoint } from './define.ts';

export const staffSettingsEndpoints = {
  web: defineEndpoint({
    method: 'GET',
    path: '/staff/v1/settings/web',
    responses: { 200: WebSettingsSchema },
  }),
  saveWeb: defineEndpoint({
    method: 'PUT',
    path: '/staff/v1/settings/web',
    body: WebSettingsInputSchema,
    responses: { 200: WebSettingsSchema },
  }),
  payments: defineEndpoint({
    method: 'GET',
    path: '/staff/v1/settings/payments',
    responses: { 200: z.array(PaymentSettingSchema) },
  }),
  savePayments: defineEndpoint({
    method: 'PUT',
    path: '/staff/v1/settings/payments',
    body: PaymentSettingsInputSchema,
    responses: { 200: z.array(PaymentSettingSchema) },
  }),
  credentials: defineEndpoint({
    method: 'GET',
    path: '/staff/v1/settings/credentials',
    responses: { 200: CredentialsStatusSchema },
  }),
  saveCredentials: defineEndpoint({
    method: 'PATCH',
    path: '/staff/v1/settings/credentials',
    body: CredentialsInputSchema,
    responses: { 200: CredentialsStatusSchema },
  }),
  testConnection: defineEndpoint({
    method: 'POST',
    path: '/staff/v1/settings/credentials/test',
    body: ConnectionTestInputSchema,
    responses: { 200: ConnectionTestResultSchema },
  }),
  setWebhook: defineEndpoint({
    method: 'POST',
    path: '/staff/v1/settings/telegram/webhook',
    body: SetWebhookInputSchema,
    responses: { 200: SetWebhookResultSchema },
  }),
  policies: defineEndpoint({
    method: 'GET',
    path: '/staff/v1/settings/policies',
    responses: { 200: z.array(PolicyAdminSchema) },
  }),
  savePolicy: defineEndpoint({
    method: 'PUT',
    path: '/staff/v1/settings/policies/{type}',
    params: PolicyTypeParamSchema,
    body: PolicyInputSchema,
    responses: { 200: PolicyAdminSchema },
  }),
  vacancies: defineEndpoint({
    method: 'GET',
    path: '/staff/v1/settings/vacancies',
    responses: { 200: z.array(VacancyAdminSchema) },
  }),
  createVacancy: defineEndpoint({
    method: 'POST',
    path: '/staff/v1/settings/vacancies',
    body: VacancyInputSchema,
    responses: { 201: VacancyAdminSchema },
  }),
  saveVacancy: defineEndpoint({
    method: 'PUT',
    path: '/staff/v1/settings/vacancies/{id}',
    params: IdParamSchema,
    body: VacancyInputSchema,
    responses: { 200: VacancyAdminSchema },
  }),
  removeVacancy: defineEndpoint({
    method: 'DELETE',
    path: '/staff/v1/settings/vacancies/{id}',
    params: IdParamSchema,
    responses: { 204: z.undefined().describe('Deleted') },
  }),
  brands: defineEndpoint({
    method: 'GET',
    path: '/staff/v1/settings/brands',
    responses: { 200: z.array(BrandTabAdminSchema) },
  }),
  saveBrand: defineEndpoint({
    method: 'PUT',
    path: '/staff/v1/settings/brands/{id}',
    params: IdParamSchema,
    body: BrandTabInputSchema,
    responses: { 200: BrandTabAdminSchema },
  }),
} as const;

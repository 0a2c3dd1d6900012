/** The staff (operator) API, ours (decisions 120-122): what the console calls. Every call but login needs a staff token. */
import { z } from 'zod';
import { IdParamSchema } from '../common.ts';
import {
  CourierLocationSchema,
  StaffAcceptSchema,
  StaffCancelSchema,
  StaffCashWriteOffSchema,
  StaffContextQuerySchema,
  StaffContextSchema,
  StaffCourierAttachSchema,
  StaffCourierSchema,
  StaffEventsQuerySchema,
  StaffHandoverUnpaidSchema,
  StaffLoginResponseSchema,
  StaffLoginSchema,
  StaffMarkRefundedSchema,
  StaffOrderDetailSchema,
  StaffOrderListQuerySchema,
  StaffOrderPageSchema,
  StaffOrderSchema,
  StaffSchema,
  StaffSessionSchema,
  StaffSettingsSchema,
  StaffStatusChangeSchema,
} from '../staff.ts';
import { defineEndpoint } from './define.ts';

export const staffEndpoints = {
  login: defineEndpoint({
    method: 'POST',
    path: '/staff/v1/auth/login',
    body: StaffLoginSchema,
    responses: { 200: StaffLoginResponseSchema },
  }),
  logout: defineEndpoint({
    method: 'POST',
    path: '/staff/v1/auth/logout',
    responses: { 204: z.undefined().describe('Logged out') },
  }),
  me: defineEndpoint({ method: 'GET', path: '/staff/v1/me', responses: { 200: StaffSchema } }),
  orders: defineEndpoint({
    method: 'GET',
    path: '/staff/v1/orders',
    query: StaffOrderListQuerySchema,
    responses: { 200: StaffOrderPageSchema },
  }),
  order: defineEndpoint({
    method: 'GET',
    path: '/staff/v1/orders/{id}',
    params: IdParamSchema,
    responses: { 200: StaffOrderDetailSchema },
  }),
  changeStatus: defineEndpoint({
    method: 'POST',
    path: '/staff/v1/orders/{id}/status',
    params: IdParamSchema,
    body: StaffStatusChangeSchema,
    responses: { 200: StaffOrderSchema },
  }),
  attachCourier: defineEndpoint({
    method: 'POST',
    path: '/staff/v1/orders/{id}/courier',
    params: IdParamSchema,
    body: StaffCourierAttachSchema,
    responses: { 200: StaffOrderSchema },
  }),
  couriers: defineEndpoint({
    method: 'GET',
    path: '/staff/v1/couriers',
    responses: { 200: z.array(StaffCourierSchema) },
  }),
  /** A COURIER account reports its position. */
  courierLocation: defineEndpoint({
    method: 'POST',
    path: '/staff/v1/couriers/me/location',
    body: CourierLocationSchema,
    responses: { 200: StaffCourierSchema },
  }),
  /** The console's login: sets the httpOnly session cookie of the merchant (decision 210). */
  session: defineEndpoint({
    method: 'POST',
    path: '/staff/v1/auth/session',
    body: StaffLoginSchema,
    responses: { 200: StaffSessionSchema },
  }),
  /** Which merchant the console page is for (no `merchant` header; host or `?vendor=`). */
  context: defineEndpoint({
    method: 'GET',
    path: '/staff/v1/context',
    query: StaffContextQuerySchema,
    responses: { 200: StaffContextSchema },
  }),
  /** Live events of the merchant's orders for the signed-in role (server-sent events, decision 211). */
  events: defineEndpoint({
    method: 'GET',
    path: '/staff/v1/events',
    query: StaffEventsQuerySchema,
    responses: { 200: z.string().describe('text/event-stream') },
  }),
  accept: defineEndpoint({
    method: 'POST',
    path: '/staff/v1/orders/{id}/accept',
    params: IdParamSchema,
    body: StaffAcceptSchema,
    responses: { 200: StaffOrderDetailSchema },
  }),
  cancel: defineEndpoint({
    method: 'POST',
    path: '/staff/v1/orders/{id}/cancel',
    params: IdParamSchema,
    body: StaffCancelSchema,
    responses: { 200: StaffOrderDetailSchema },
  }),
  /** ADMIN: the money of a cancelled paid order was given back by hand (decision 246); idempotent. */
  markRefunded: defineEndpoint({
    method: 'POST',
    path: '/staff/v1/orders/{id}/refunded',
    params: IdParamSchema,
    body: StaffMarkRefundedSchema,
    responses: { 200: StaffOrderDetailSchema },
  }),
  /** The order handed over without (all) its money (decision 363): DELIVERED or CLOSED, still unpaid. */
  handoverUnpaid: defineEndpoint({
    method: 'POST',
    path: '/staff/v1/orders/{id}/handover-unpaid',
    params: IdParamSchema,
    body: StaffHandoverUnpaidSchema,
    responses: { 200: StaffOrderDetailSchema },
  }),
  /** ADMIN, OPERATOR: the money of an order handed over unpaid was brought in (decision 363); idempotent. */
  cashReceived: defineEndpoint({
    method: 'POST',
    path: '/staff/v1/orders/{id}/cash-received',
    params: IdParamSchema,
    responses: { 200: StaffOrderDetailSchema },
  }),
  /** ADMIN: the money of an order handed over unpaid will not come (decision 375); idempotent. */
  cashWrittenOff: defineEndpoint({
    method: 'POST',
    path: '/staff/v1/orders/{id}/cash-written-off',
    params: IdParamSchema,
    body: StaffCashWriteOffSchema,
    responses: { 200: StaffOrderDetailSchema },
  }),
  settings: defineEndpoint({
    method: 'GET',
    path: '/staff/v1/settings',
    responses: { 200: StaffSettingsSchema },
  }),
  updateSettings: defineEndpoint({
    method: 'PUT',
    path: '/staff/v1/settings',
    body: StaffSettingsSchema,
    responses: { 200: StaffSettingsSchema },
  }),
} as const;

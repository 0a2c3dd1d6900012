/** The staff (operator) API, ours (decisions 120-122): what the console calls. Every call but login needs a staff token. */
import { z } from 'zod';
import { IdParamSchema } from '../common.ts';
import {
  CourierLocationSchema,
  StaffCourierAttachSchema,
  StaffCourierSchema,
  StaffLoginResponseSchema,
  StaffLoginSchema,
  StaffOrderListQuerySchema,
  StaffOrderPageSchema,
  StaffOrderSchema,
  StaffSchema,
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
    responses: { 200: StaffOrderSchema },
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
} as const;

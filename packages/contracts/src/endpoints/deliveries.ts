/** The /deliveries URL family (spec §7): delivery tariff and the courier of an order. */
import { IdParamSchema } from '../common.ts';
import { CourierSchema, TariffRequestSchema, TariffResponseSchema } from '../order.ts';
import { defineEndpoint } from './define.ts';

export const deliveryEndpoints = {
  tariff: defineEndpoint({
    method: 'POST',
    path: '/deliveries/v1/delivery/tariff/client/calculate',
    body: TariffRequestSchema,
    responses: { 200: TariffResponseSchema },
  }),
  /** id = the order's id. */
  courier: defineEndpoint({
    method: 'GET',
    path: '/deliveries/v1/delivery/courier/{id}',
    params: IdParamSchema,
    responses: { 200: CourierSchema },
  }),
} as const;

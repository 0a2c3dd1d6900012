/** After the order (issue 10): its rating (decision 322) and its repeat plan (decision 321). Ours. */
import { z } from 'zod';
import { IdParamSchema } from '../common.ts';
import { MenuChannelSchema } from '../menu.ts';
import {
  OrderRatingSchema,
  OrderRatingStateSchema,
  RateOrderSchema,
  RepeatPlanSchema,
} from '../order-after.ts';
import { defineEndpoint } from './define.ts';

export const orderAfterEndpoints = {
  rating: defineEndpoint({
    method: 'GET',
    path: '/orders/v1/orders/{id}/rating',
    params: IdParamSchema,
    responses: { 200: OrderRatingStateSchema },
  }),
  rate: defineEndpoint({
    method: 'POST',
    path: '/orders/v1/orders/{id}/rating',
    params: IdParamSchema,
    body: RateOrderSchema,
    responses: { 201: OrderRatingSchema },
  }),
  repeat: defineEndpoint({
    method: 'GET',
    path: '/orders/v1/orders/{id}/repeat',
    params: IdParamSchema,
    /** The menu channel the basket is for (the mini-app's menu may differ from the website's). */
    query: z.object({ type: MenuChannelSchema.default('WEB') }),
    responses: { 200: RepeatPlanSchema },
  }),
} as const;

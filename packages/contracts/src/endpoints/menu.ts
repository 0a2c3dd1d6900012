/** The overall menu and product grades (spec §7). Both also answer 304 to a current If-None-Match. */
import { z } from 'zod';
import { OverallQuerySchema, OverallSchema, ProductGradeSchema } from '../menu.ts';
import { defineEndpoint } from './define.ts';

export const menuEndpoints = {
  overall: defineEndpoint({
    method: 'GET',
    path: '/products/v1/overalls',
    query: OverallQuerySchema,
    responses: { 200: OverallSchema },
  }),
  grades: defineEndpoint({
    method: 'GET',
    path: '/products/v1/grade',
    responses: { 200: z.array(ProductGradeSchema) },
  }),
} as const;

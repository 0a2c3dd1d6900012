/** Response schemas shared by every API route, so the OpenAPI document lists the error answers too. */
import { ApiErrorSchema } from '@dasturxon/contracts';

export const errorResponses = {
  400: ApiErrorSchema.describe('Bad request: merchant header missing or malformed, or invalid parameters'),
  404: ApiErrorSchema.describe('Merchant or resource not found'),
  500: ApiErrorSchema.describe('Unexpected failure; the message is generic'),
} as const;

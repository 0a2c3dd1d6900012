/** Response schemas shared by every API route, so the OpenAPI document lists the error answers too. */
import { ApiErrorSchema } from '@dasturxon/contracts';

export const errorResponses = {
  400: ApiErrorSchema.describe('Bad request: merchant header missing or malformed, or invalid parameters'),
  404: ApiErrorSchema.describe('Merchant or resource not found'),
  500: ApiErrorSchema.describe('Unexpected failure; the message is generic'),
} as const;

/** Routes of the signed-in customer: the shared errors and 401 without a valid session. */
export const sessionErrorResponses = {
  ...errorResponses,
  401: ApiErrorSchema.describe('No valid session for this merchant'),
} as const;

/** Cache-Control of a customer's own data: never stored by a shared cache or the browser. */
export const PRIVATE_NO_STORE = 'private, no-store';

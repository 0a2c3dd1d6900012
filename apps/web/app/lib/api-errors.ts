/**
 * Turning an API error into what the storefront shows (CONVENTIONS "Errors"): a 4xx keeps its translated
 * message, which the error page shows to the user; anything else becomes a bare 5xx whose page says only
 * "Internal Server Error", so internals never reach the browser.
 */
import type { ApiError } from '@dasturxon/contracts';
import { data } from 'react-router';

export interface ShownError {
  code: string;
  message: string;
}

export function throwApiError(error: ApiError): never {
  if (error.status >= 400 && error.status < 500) {
    throw data<ShownError>({ code: error.code, message: error.message }, { status: error.status });
  }
  throw data<ShownError>({ code: 'INTERNAL', message: '' }, { status: error.status === 0 ? 503 : 502 });
}

export function isShownError(value: unknown): value is ShownError {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ShownError).message === 'string' &&
    typeof (value as ShownError).code === 'string'
  );
}

/**
 * What the console shows staff for a failed API call — one rule for every screen: offline says so, otherwise
 * the server's own message (always translated into the request's language, 4xx and 5xx alike, e.g. the 503
 * "try again in a few seconds"), and our generic text only when the server gave none.
 */
import type { Translate } from '../i18n/index.tsx';
import { type ConsoleApiError, NETWORK_ERROR_CODE } from './api.ts';

export function errorText(error: Pick<ConsoleApiError, 'code' | 'message'>, t: Translate): string {
  if (error.code === NETWORK_ERROR_CODE) return t('error.network');
  return error.message || t('error.generic');
}

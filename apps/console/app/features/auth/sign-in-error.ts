/** What the sign-in screen says for a failed login: the server's translated message, or ours. */

import type { Translate } from '../../i18n/index.tsx';
import type { ConsoleApiError } from '../../lib/api.ts';
import { NETWORK_ERROR_CODE } from '../../lib/api.ts';

export function signInErrorText(error: ConsoleApiError, t: Translate): string {
  if (error.code === NETWORK_ERROR_CODE) return t('error.network');
  if (error.status === 429) {
    return error.retryAfterSeconds
      ? t('auth.tooMany', { seconds: error.retryAfterSeconds })
      : t('auth.tooManyNoWait');
  }
  if (error.status === 401) return t('auth.wrong');
  if (error.status >= 400 && error.status < 500 && error.message) return error.message;
  return t('error.generic');
}

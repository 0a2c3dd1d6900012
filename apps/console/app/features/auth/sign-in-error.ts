/** What the sign-in screen says for a failed login: its own words for a lockout and a wrong password, else `errorText`. */

import type { Translate } from '../../i18n/index.tsx';
import type { ConsoleApiError } from '../../lib/api.ts';
import { errorText } from '../../lib/error-text.ts';

export function signInErrorText(error: ConsoleApiError, t: Translate): string {
  if (error.status === 429) {
    return error.retryAfterSeconds
      ? t('auth.tooMany', { seconds: error.retryAfterSeconds })
      : t('auth.tooManyNoWait');
  }
  if (error.status === 401) return t('auth.wrong');
  return errorText(error, t);
}
